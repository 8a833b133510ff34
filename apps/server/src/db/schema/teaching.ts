import type { LayoutItem, QuestionSet, StoredMark } from './stored-shapes.js';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { quizzes } from './quizzes.js';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A teacher's class. `join_code` lets students add themselves; Google-imported classes keep the course id. */
export const teachingClasses = pgTable(
  'teaching_classes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    archived: boolean('archived').notNull().default(false),
    joinCode: varchar('join_code', { length: 16 }).notNull(),
    joinEnabled: boolean('join_enabled').notNull().default(true),
    googleCourseId: varchar('google_course_id', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teaching_classes_join_code_key').on(t.joinCode),
    index('teaching_classes_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A student on a class roster: a name (unique in the class, any case), an optional e-mail and a personal
 * code the student types to answer the class's quizzes (made by the database, unique in the class;
 * `quizwise_student_code()` is created by migration 0005).
 */
export const teachingStudents = pgTable(
  'teaching_students',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => teachingClasses.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }),
    googleUserId: varchar('google_user_id', { length: 64 }),
    code: varchar('code', { length: 16 })
      .notNull()
      .default(sql`quizwise_student_code()`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('teaching_students_class_name_key').on(t.classId, sql`lower(${t.name})`),
    uniqueIndex('teaching_students_class_code_key').on(t.classId, t.code),
  ],
);

/**
 * A saved quiz hosted for students at `/q/<code>`: for a class (roster) or as an open link (class_id
 * NULL). The question sets are copied when it is created, so later edits of the quiz never change what
 * students already answered.
 */
export const teachingAssignments = pgTable(
  'teaching_assignments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
    classId: integer('class_id').references(() => teachingClasses.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 16 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    questionSets: jsonb('question_sets').$type<QuestionSet[]>().notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true, mode: 'date' }),
    closesAt: timestamp('closes_at', { withTimezone: true, mode: 'date' }),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    timeLimitMinutes: integer('time_limit_minutes'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    showAnswers: varchar('show_answers', { length: 16 }).notNull().default('after_submit'),
    googleCourseWorkId: varchar('google_course_work_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('teaching_assignments_code_key').on(t.code),
    index('teaching_assignments_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('teaching_assignments_class_idx').on(t.classId),
  ],
);

/**
 * One student's attempt. Only a hash of the attempt token is stored; `layout` is the order of the
 * questions and of each question's options this student sees. `marks` holds the graded questions
 * (with the teacher's overrides); `score` always equals the marks' total. A roster student has at most
 * one open (unsubmitted) attempt per quiz.
 */
export const teachingAttempts = pgTable(
  'teaching_attempts',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => teachingAssignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => teachingStudents.id, { onDelete: 'set null' }),
    studentName: varchar('student_name', { length: 255 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    layout: jsonb('layout').$type<LayoutItem[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    durationSeconds: integer('duration_seconds'),
    marks: jsonb('marks').$type<StoredMark[]>(),
    score: integer('score'),
    maxScore: integer('max_score'),
  },
  (t) => [
    index('teaching_attempts_assignment_idx').on(t.assignmentId, t.startedAt),
    index('teaching_attempts_student_idx').on(t.studentId),
    // One open attempt per roster student and quiz: two devices starting at once cannot both open one.
    uniqueIndex('teaching_attempts_open_student_key')
      .on(t.assignmentId, t.studentId)
      .where(sql`${t.submittedAt} is null and ${t.studentId} is not null`),
  ],
);

/** The latest saved answer per question of an attempt; saving again overwrites (idempotent). */
export const teachingAnswers = pgTable(
  'teaching_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => teachingAttempts.id, { onDelete: 'cascade' }),
    questionKey: integer('question_key').notNull(),
    response: text('response'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionKey] })],
);

/** A teacher's Google connection; tokens are encrypted (AES-256-GCM) and never leave the server. */
export const teachingGoogleAccounts = pgTable('teaching_google_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 254 }),
  tokens: text('tokens').notNull(),
  scope: text('scope').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
