CREATE TABLE "live_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"pin" varchar(8) NOT NULL,
	"timer_seconds" integer,
	"no_scores" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_assignment_id_teaching_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."teaching_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_games_open_pin_key" ON "live_games" USING btree ("pin") WHERE "live_games"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "live_games_user_idx" ON "live_games" USING btree ("user_id","created_at" DESC NULLS LAST);