ALTER TABLE "raw_text_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The list's version moves with every statement that adds or removes texts (see lib/page-anchors.ts).
CREATE OR REPLACE FUNCTION "raw_text_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "raw_text_counts" AS c ("user_id", "count", "version")
    SELECT "user_id", count(*), 1 FROM "inserted_rows" GROUP BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE
    SET "count" = c."count" + EXCLUDED."count", "version" = c."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "raw_text_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "raw_text_counts" AS c SET "count" = c."count" - d."n", "version" = c."version" + 1
    FROM (SELECT "user_id", count(*) AS "n" FROM "deleted_rows" GROUP BY "user_id") AS d
    WHERE c."user_id" = d."user_id";
  RETURN NULL;
END $$;
