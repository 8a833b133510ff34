ALTER TABLE "live_games" ADD COLUMN "owner" varchar(32);--> statement-breakpoint
ALTER TABLE "live_games" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_games" ADD COLUMN "state" jsonb;