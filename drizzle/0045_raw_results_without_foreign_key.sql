-- Decision 036: the raw results' foreign key to properties checked every result written (16,667
-- a second at 1,000,000 properties every minute) with a KEY SHARE lock on the wide properties
-- row, which dirties its page: measured at 5 µs of PostgreSQL CPU a result, more than the COPY
-- and its index together. Its ON DELETE CASCADE is kept by a statement trigger (one DELETE per
-- statement that deletes properties, through the property index); a result a batch committed
-- after its property's deletion is dropped by the fold (fold-check-results.ts).
ALTER TABLE "check_results" DROP CONSTRAINT "check_results_property_id_properties_id_fk";
--> statement-breakpoint
CREATE FUNCTION "check_results_of_deleted_properties"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "check_results" WHERE "property_id" IN (SELECT "id" FROM "gone");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "check_results_on_property_delete" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT
  EXECUTE FUNCTION "check_results_of_deleted_properties"();
