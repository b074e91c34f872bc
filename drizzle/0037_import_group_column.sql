-- The import files' `group` column (issue 29, decision 033): the group a staged row names, as the
-- file wrote it; the commit joins property_groups on lower(name). Null: the property's group stays.
ALTER TABLE "property_import_rows" ADD COLUMN "group_name" text;
