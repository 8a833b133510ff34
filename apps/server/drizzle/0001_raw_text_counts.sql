CREATE TABLE "raw_text_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "raw_text_counts" ADD CONSTRAINT "raw_text_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert updates each user's count once.
CREATE FUNCTION "raw_text_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "raw_text_counts" AS c ("user_id", "count")
    SELECT "user_id", count(*) FROM "inserted_rows" GROUP BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "count" = c."count" + EXCLUDED."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "raw_text_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "raw_text_counts" AS c SET "count" = c."count" - d."n"
    FROM (SELECT "user_id", count(*) AS "n" FROM "deleted_rows" GROUP BY "user_id") AS d
    WHERE c."user_id" = d."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "raw_texts_count_insert" AFTER INSERT ON "raw_texts"
  REFERENCING NEW TABLE AS "inserted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raw_text_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "raw_texts_count_delete" AFTER DELETE ON "raw_texts"
  REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raw_text_counts_remove"();
--> statement-breakpoint
INSERT INTO "raw_text_counts" ("user_id", "count")
  SELECT "user_id", count(*) FROM "raw_texts" GROUP BY "user_id"
ON CONFLICT ("user_id") DO UPDATE SET "count" = EXCLUDED."count";
