CREATE TABLE "teaching_answers" (
	"attempt_id" integer NOT NULL,
	"question_key" integer NOT NULL,
	"response" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teaching_answers_attempt_id_question_key_pk" PRIMARY KEY("attempt_id","question_key")
);
--> statement-breakpoint
CREATE TABLE "teaching_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quiz_id" integer,
	"class_id" integer,
	"code" varchar(16) NOT NULL,
	"title" varchar(255) NOT NULL,
	"question_sets" jsonb NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"attempts_allowed" integer DEFAULT 1 NOT NULL,
	"time_limit_minutes" integer,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"show_answers" varchar(16) DEFAULT 'after_submit' NOT NULL,
	"google_course_work_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" integer,
	"student_name" varchar(255) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"layout" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"duration_seconds" integer,
	"marks" jsonb,
	"score" integer,
	"max_score" integer
);
--> statement-breakpoint
CREATE TABLE "teaching_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"join_code" varchar(16) NOT NULL,
	"join_enabled" boolean DEFAULT true NOT NULL,
	"google_course_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_google_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" varchar(254),
	"tokens" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"email" varchar(254),
	"google_user_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teaching_answers" ADD CONSTRAINT "teaching_answers_attempt_id_teaching_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."teaching_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_assignments" ADD CONSTRAINT "teaching_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_assignments" ADD CONSTRAINT "teaching_assignments_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_assignments" ADD CONSTRAINT "teaching_assignments_class_id_teaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_attempts" ADD CONSTRAINT "teaching_attempts_assignment_id_teaching_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."teaching_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_attempts" ADD CONSTRAINT "teaching_attempts_student_id_teaching_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."teaching_students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_classes" ADD CONSTRAINT "teaching_classes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_google_accounts" ADD CONSTRAINT "teaching_google_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_students" ADD CONSTRAINT "teaching_students_class_id_teaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_assignments_code_key" ON "teaching_assignments" USING btree ("code");--> statement-breakpoint
CREATE INDEX "teaching_assignments_user_created_idx" ON "teaching_assignments" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "teaching_assignments_class_idx" ON "teaching_assignments" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "teaching_attempts_assignment_idx" ON "teaching_attempts" USING btree ("assignment_id","started_at");--> statement-breakpoint
CREATE INDEX "teaching_attempts_student_idx" ON "teaching_attempts" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_classes_join_code_key" ON "teaching_classes" USING btree ("join_code");--> statement-breakpoint
CREATE INDEX "teaching_classes_user_created_idx" ON "teaching_classes" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_students_class_name_key" ON "teaching_students" USING btree ("class_id",lower("name"));