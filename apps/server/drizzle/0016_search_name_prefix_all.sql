CREATE INDEX "study_notes_user_name_prefix_idx" ON "study_notes" USING btree ("user_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "diagrams_user_name_prefix_idx" ON "diagrams" USING btree ("user_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "collections_user_name_prefix_idx" ON "collections" USING btree ("user_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "quizzes_user_title_prefix_idx" ON "quizzes" USING btree ("user_id",lower("title") text_pattern_ops);