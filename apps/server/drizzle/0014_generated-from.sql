ALTER TABLE "quizzes" ADD COLUMN "result_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "material" jsonb;--> statement-breakpoint
CREATE INDEX "quizzes_user_result_idx" ON "quizzes" USING btree ("user_id","result_hash");