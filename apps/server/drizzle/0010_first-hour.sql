ALTER TABLE "quiz_drafts" ADD COLUMN "result_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "quiz_drafts_user_result_idx" ON "quiz_drafts" USING btree ("user_id","result_hash");