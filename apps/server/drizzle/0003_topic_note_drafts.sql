CREATE TABLE "topic_note_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"topic_key" varchar(255) NOT NULL,
	"note" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "topic_note_drafts" ADD CONSTRAINT "topic_note_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "topic_note_drafts_user_topic_idx" ON "topic_note_drafts" USING btree ("user_id","topic_key");