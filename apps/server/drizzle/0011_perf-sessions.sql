-- Should a race have opened two attempts for one roster student on one quiz, the newest stays theirs (the
-- one the app resumes); older ones keep their answers, under the student's name only.
UPDATE "teaching_attempts" a SET "student_id" = NULL
WHERE a."submitted_at" IS NULL AND a."student_id" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "teaching_attempts" b WHERE b."assignment_id" = a."assignment_id"
    AND b."student_id" = a."student_id" AND b."submitted_at" IS NULL AND b."id" > a."id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_attempts_open_student_key" ON "teaching_attempts" USING btree ("assignment_id","student_id") WHERE "teaching_attempts"."submitted_at" is null and "teaching_attempts"."student_id" is not null;