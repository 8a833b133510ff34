-- A student's personal code: 6 characters without 0/O or 1/I/L (read aloud, copied from a sheet).
CREATE OR REPLACE FUNCTION quizwise_student_code() RETURNS varchar LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 6)
$$;--> statement-breakpoint
ALTER TABLE "teaching_students" ADD COLUMN "code" varchar(16) DEFAULT quizwise_student_code() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_students_class_code_key" ON "teaching_students" USING btree ("class_id","code");
