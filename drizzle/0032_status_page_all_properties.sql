-- A section may show every property of the page's workspace (issue 27): a live choice, so a
-- property added later appears on the page without editing it. Properties placed in another
-- section of the page stay there; the section's own rows still give display names and order.
-- The page's kept public view already follows the workspace's `stats` signal, which every
-- property insert, edit and delete moves.
ALTER TABLE "status_page_sections" ADD COLUMN "all_properties" boolean DEFAULT false NOT NULL;
