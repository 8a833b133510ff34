import { z } from 'zod';
import { PlanRequired } from './plans.js';
import { defineRoute } from '../lib/route.js';
import {
  ErrorDetail,
  Id,
  idParam,
  IdParams,
  isoDateTime,
  PaymentRequired,
  userErrors,
  ValidationErrorBody,
} from '../lib/common.js';
import { NAME_MAX_LENGTH } from '../lib/limits.js';
import { BloomLevel, QuestionType } from './quiz-shapes.js';
import { GeneratedQuizResponse } from './quiz-ai.js';

const name = z
  .string()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(NAME_MAX_LENGTH, `Ensure this field has no more than ${NAME_MAX_LENGTH} characters.`);
const email = z.email('Enter a valid email address.').max(254);
/** Join codes and quiz codes: short, unambiguous upper-case letters and digits. */
const code = z.string().trim().min(1).max(32);
const CodeParams = z.object({ code });
const ClassStudentParams = z.object({ id: idParam, student_id: idParam });
const conflict = { 409: ErrorDetail } as const;

// ---------- classes ----------

export const TeachingStudent = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  /** The student's personal code: typed with a class quiz's code to answer as this student. */
  code: z.string(),
  from_google: z.boolean(),
  created_at: isoDateTime,
});
export type TeachingStudent = z.infer<typeof TeachingStudent>;

export const TeachingClass = z.object({
  id: z.number().int(),
  name: z.string(),
  archived: z.boolean(),
  join_code: z.string(),
  join_enabled: z.boolean(),
  google_course_id: z.string().nullable(),
  student_count: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type TeachingClass = z.infer<typeof TeachingClass>;

export const TeachingClassDetail = TeachingClass.extend({ students: z.array(TeachingStudent) });
export type TeachingClassDetail = z.infer<typeof TeachingClassDetail>;

export const TeachingClassBody = z.object({ name });
export const TeachingClassPatchBody = z.object({
  name: name.optional(),
  archived: z.boolean().optional(),
  join_enabled: z.boolean().optional(),
});
export const TeachingClassListQuery = z.object({
  archived: z.enum(['true', 'false']).optional().describe('Archived classes only (true) or active only'),
});

export const TeachingStudentBody = z.object({ name, email: email.nullish() });
export type TeachingStudentBody = z.infer<typeof TeachingStudentBody>;

/**
 * A roster as CSV text: a header row naming `name` (or first and last name: "First Name", "Surname",
 * "Given name"…), optional `email` and `student_id`, then one student a row; or a pasted list of names,
 * one a line, without a header.
 */
export const RosterCsvBody = z.object({
  csv: z.string().min(1, 'This field may not be blank.').max(1_000_000),
});
const RosterLineProblems = z.object({ line: z.number().int(), errors: z.array(z.string()) });
export const RosterCsvResult = z.object({
  added: z.array(TeachingStudent),
  /** Rows left out on purpose: a name already on the roster, or repeated in the file. */
  skipped: z.array(z.object({ line: z.number().int(), name: z.string(), reason: z.string() })),
  /** Rows that could not be read (blank name, bad e-mail…), each with its 1-based line number. */
  rejected: z.array(RosterLineProblems),
});
export type RosterCsvResult = z.infer<typeof RosterCsvResult>;
/** Why a roster was refused (nothing in it could be added): every bad row with its line number. */
export const RosterCsvErrors = z.object({ rows: z.array(RosterLineProblems) });

export const JoinInfo = z.object({ class_name: z.string() });
export const JoinBody = TeachingStudentBody;
export const JoinResult = z.object({
  class_name: z.string(),
  student_name: z.string(),
  /**
   * Always null: whether or not the name was already on the list, the answer is the same (the join
   * route never tells who is in a class); the teacher hands out student codes.
   */
  student_code: z.string().nullable(),
});

// ---------- assignments ----------

/** First and last year a quiz may open or close in: anything else is a typo (0001, 0050), refused. */
export const ASSIGNMENT_YEARS = { first: 2000, last: 2100 } as const;

/** An opening or closing time: ISO 8601 with an offset, in the years 2000–2100 (UTC). */
const assignmentTime = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= ASSIGNMENT_YEARS.first && year <= ASSIGNMENT_YEARS.last;
}, `Choose a date between the years ${ASSIGNMENT_YEARS.first} and ${ASSIGNMENT_YEARS.last}.`);

export const SHOW_ANSWERS = ['never', 'after_submit', 'after_close'] as const;
export const ShowAnswers = z.enum(SHOW_ANSWERS);
export type ShowAnswers = z.infer<typeof ShowAnswers>;

export const AssignmentSettings = z.object({
  title: name.optional(),
  opens_at: assignmentTime.nullish(),
  closes_at: assignmentTime.nullish(),
  attempts_allowed: z.number().int().min(1).max(100).default(1),
  time_limit_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullish(),
  shuffle_questions: z.boolean().default(false),
  shuffle_options: z.boolean().default(false),
  show_answers: ShowAnswers.default('after_submit'),
});

export const AssignmentBody = AssignmentSettings.extend({
  quiz_id: Id,
  /** The class whose roster takes it; omit (or null) for an open link anyone can take with a name. */
  class_id: Id.nullish(),
});
export type AssignmentBody = z.infer<typeof AssignmentBody>;

export const AssignmentPatchBody = z.object({
  title: name.optional(),
  opens_at: assignmentTime.nullish(),
  closes_at: assignmentTime.nullish(),
  attempts_allowed: z.number().int().min(1).max(100).optional(),
  time_limit_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullish(),
  shuffle_questions: z.boolean().optional(),
  shuffle_options: z.boolean().optional(),
  show_answers: ShowAnswers.optional(),
});

export const ASSIGNMENT_STATES = ['scheduled', 'open', 'closed'] as const;

export const Assignment = z.object({
  id: z.number().int(),
  quiz_id: z.number().int().nullable(),
  class_id: z.number().int().nullable(),
  class_name: z.string().nullable(),
  code: z.string(),
  /** Path of the student page, e.g. `/q/AB12CD34/`. */
  url_path: z.string(),
  title: z.string(),
  total_questions: z.number().int(),
  opens_at: isoDateTime.nullable(),
  closes_at: isoDateTime.nullable(),
  attempts_allowed: z.number().int(),
  time_limit_minutes: z.number().int().nullable(),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  show_answers: ShowAnswers,
  state: z.enum(ASSIGNMENT_STATES),
  submitted_count: z.number().int(),
  /** Rostered students with no submitted attempt yet, by name (always empty for an open link). */
  still_to_do: z.array(z.string()),
  google_course_work_id: z.string().nullable(),
  created_at: isoDateTime,
});
export type Assignment = z.infer<typeof Assignment>;

export const AssignmentListQuery = z.object({ class_id: idParam.optional() });

// ---------- the student side (anonymous, bound to an attempt token) ----------

export const HostedQuizInfo = z.object({
  code: z.string(),
  title: z.string(),
  state: z.enum(ASSIGNMENT_STATES),
  opens_at: isoDateTime.nullable(),
  closes_at: isoDateTime.nullable(),
  total_questions: z.number().int(),
  time_limit_minutes: z.number().int().nullable(),
  attempts_allowed: z.number().int(),
  /**
   * How a student says who they are: `student_code` for a class quiz (their personal code from the
   * teacher; classmates' names are never listed), `name` for an open link (a typed name, shown as such).
   */
  identity: z.enum(['student_code', 'name']),
});
export type HostedQuizInfo = z.infer<typeof HostedQuizInfo>;

export const StartAttemptBody = z.object({
  /** The student's personal code (class quizzes): starts, or resumes on any device, their attempt … */
  student_code: z.string().trim().min(1, 'Type your student code.').max(16).optional(),
  /** … or a typed name (open links). */
  name: name.optional(),
});

export const StudentQuestion = z.object({
  /** The question's key: send it back with the answer. */
  key: z.number().int(),
  question: z.string(),
  question_type: QuestionType,
  options: z.array(z.string()),
});

export const StudentMark = z.object({
  key: z.number().int(),
  correct: z.boolean(),
  expected: z.string().nullable(),
  explanation: z.string().nullable(),
});

export const StudentAttempt = z.object({
  id: z.number().int(),
  title: z.string(),
  student_name: z.string(),
  questions: z.array(StudentQuestion),
  answers: z.array(z.object({ key: z.number().int(), response: z.string().nullable() })),
  started_at: isoDateTime,
  /** When answers stop being accepted (time limit or close time), or null. */
  deadline: isoDateTime.nullable(),
  submitted_at: isoDateTime.nullable(),
  score: z.number().int().nullable(),
  max_score: z.number().int().nullable(),
  /** Per-question marks, only once the assignment lets students see answers. */
  marks: z.array(StudentMark).nullable(),
  message: z.string(),
});
export type StudentAttempt = z.infer<typeof StudentAttempt>;

export const StartedAttempt = StudentAttempt.extend({
  /** Proves this is the student's attempt: keep it and send it with every later call. */
  token: z.string(),
});

const token = z.string().min(1).max(200);
export const AttemptTokenBody = z.object({ token });
export const StudentAnswer = z.object({
  key: z.number().int().min(0).max(10_000),
  response: z.string().max(5000).nullable(),
});
export const SaveAnswersBody = z.object({ token, answers: z.array(StudentAnswer).max(500) });
export const SaveAnswersResult = z.object({ saved: z.number().int(), saved_at: isoDateTime });
export const SubmitAttemptBody = z.object({ token, answers: z.array(StudentAnswer).max(500).optional() });

// ---------- grading and results ----------

export const TeacherMark = z.object({
  key: z.number().int(),
  question: z.string(),
  question_type: QuestionType,
  skill: z.string(),
  bloom_level: BloomLevel.nullable(),
  response: z.string().nullable(),
  expected: z.string(),
  /** The mark that counts: the teacher's override when there is one, else the automatic grade. */
  correct: z.boolean(),
  auto_correct: z.boolean(),
  overridden: z.boolean(),
  confidence: z.number(),
  reason: z.string(),
});

export const TeacherAttempt = z.object({
  id: z.number().int(),
  assignment_id: z.number().int(),
  student_id: z.number().int().nullable(),
  student_name: z.string(),
  attempt_number: z.number().int(),
  started_at: isoDateTime,
  submitted_at: isoDateTime.nullable(),
  duration_seconds: z.number().int().nullable(),
  score: z.number().int().nullable(),
  max_score: z.number().int().nullable(),
  percentage: z.number().nullable(),
  answered: z.number().int(),
  marks: z.array(TeacherMark).nullable(),
});
export type TeacherAttempt = z.infer<typeof TeacherAttempt>;

export const MarkOverrideBody = z.object({
  key: z.number().int().min(0),
  /** true/false overrides the automatic grade; null removes the override. */
  correct: z.boolean().nullable(),
});

export const QuestionStats = z.object({
  key: z.number().int(),
  question: z.string(),
  question_type: QuestionType,
  skill: z.string(),
  answer: z.string(),
  attempts: z.number().int(),
  correct_count: z.number().int(),
  percentage: z.number(),
  /** Every distinct response with how many gave it, most common first. */
  responses: z.array(z.object({ response: z.string(), count: z.number().int(), correct: z.boolean() })),
  /** The wrong answer that drew the most students, or null when nobody was wrong. */
  top_wrong_answer: z.object({ response: z.string(), count: z.number().int() }).nullable(),
});

export const AssignmentResults = z.object({
  assignment: Assignment,
  attempts: z.array(TeacherAttempt.omit({ marks: true })),
  /** Rostered students who have not started: every student of the class has a row in the results. */
  not_started: z.array(z.object({ student_id: z.number().int(), student_name: z.string() })),
  questions: z.array(QuestionStats),
  average_percentage: z.number().nullable(),
  average_duration_seconds: z.number().nullable(),
});
export type AssignmentResults = z.infer<typeof AssignmentResults>;

export const RESULT_FORMATS = ['csv', 'xlsx'] as const;
export const ResultsExportQuery = z.object({ file_format: z.enum(RESULT_FORMATS) });

// ---------- insights ----------

const SkillScore = z.object({
  skill: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  percentage: z.number(),
});

export const ClassInsights = z.object({
  class_id: z.number().int(),
  attempts: z.number().int(),
  average_percentage: z.number().nullable(),
  skills: z.array(SkillScore),
  students: z.array(
    z.object({
      student_id: z.number().int().nullable(),
      name: z.string(),
      attempts: z.number().int(),
      average_percentage: z.number().nullable(),
      skills: z.array(SkillScore),
    }),
  ),
  /** One point per assignment (oldest first): the class's score on each skill it tested. */
  over_time: z.array(
    z.object({
      assignment_id: z.number().int(),
      title: z.string(),
      date: isoDateTime,
      average_percentage: z.number(),
      skills: z.array(SkillScore),
    }),
  ),
  weakest_skills: z.array(z.string()),
  /** A written analysis of the class's performance, made instantly from the numbers. */
  analysis: z.string(),
  /**
   * How many questions a follow-up quiz on the weakest skills (`FOLLOW_UP_QUIZ_QUESTIONS` asked) can
   * hold from the class's material, known before anyone clicks; null when a language model writes (not
   * known before it is asked); absent while there are no results.
   */
  follow_up_questions: z.number().int().nullable().optional(),
});
export type ClassInsights = z.infer<typeof ClassInsights>;

/** Questions a follow-up quiz asks for: enough to practise a skill, few enough to finish in a lesson. */
export const FOLLOW_UP_QUIZ_QUESTIONS = 10;

export const FollowUpQuizBody = z.object({
  questions: z.number().int().min(1).max(50).default(FOLLOW_UP_QUIZ_QUESTIONS),
  question_types: z.array(QuestionType).min(1).max(6).optional(),
});
export type FollowUpQuizBody = z.infer<typeof FollowUpQuizBody>;

// ---------- Google Classroom and Forms ----------

export const GoogleStatus = z.object({ connected: z.boolean(), email: z.string().nullable() });
export const GoogleConnect = z.object({ authorization_url: z.string() });
export const GoogleCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
export const GoogleCourse = z.object({
  id: z.string(),
  name: z.string(),
  section: z.string().nullable(),
  imported_class_id: z.number().int().nullable(),
});
export const GoogleCourseParams = z.object({ course_id: z.string().trim().min(1).max(64) });
export const GoogleCourseWork = z.object({
  course_work_id: z.string(),
  alternate_link: z.string().nullable(),
});
export const GoogleGradesResult = z.object({
  pushed: z.number().int(),
  skipped: z.array(z.object({ student_name: z.string(), reason: z.string() })),
});
export const GoogleFormBody = z.object({ quiz_id: Id });
export const GoogleForm = z.object({
  form_id: z.string(),
  responder_uri: z.string().nullable(),
  edit_uri: z.string(),
});

const tag = 'Teaching';
const studentTag = 'HostedQuizzes';
const googleTag = 'Google';
const googleErrors = { ...userErrors, 409: ErrorDetail, 502: ErrorDetail } as const;

export const teachingRoutes = {
  teachingClassesList: defineRoute({
    operationId: 'teachingClassesList',
    method: 'GET',
    path: '/api/teaching/classes/',
    tag,
    summary: "The caller's classes, newest first (active ones unless archived=true)",
    access: 'user',
    query: TeachingClassListQuery,
    responses: { 200: z.array(TeachingClass), ...userErrors },
  }),
  teachingClassesCreate: defineRoute({
    operationId: 'teachingClassesCreate',
    method: 'POST',
    path: '/api/teaching/classes/',
    tag,
    summary: 'Create a class (it gets a join code)',
    access: 'user',
    planFeature: 'hosting',
    body: TeachingClassBody,
    responses: { 201: TeachingClassDetail, ...userErrors, 403: PlanRequired },
  }),
  teachingClassesRetrieve: defineRoute({
    operationId: 'teachingClassesRetrieve',
    method: 'GET',
    path: '/api/teaching/classes/{id}/',
    tag,
    summary: 'One class with its roster',
    access: 'user',
    params: IdParams,
    responses: { 200: TeachingClassDetail, ...userErrors },
  }),
  teachingClassesUpdate: defineRoute({
    operationId: 'teachingClassesUpdate',
    method: 'PATCH',
    path: '/api/teaching/classes/{id}/',
    tag,
    summary: 'Rename, archive or restore a class, or turn its join code off and on',
    access: 'user',
    params: IdParams,
    body: TeachingClassPatchBody,
    responses: { 200: TeachingClassDetail, ...userErrors },
  }),
  teachingStudentsCreate: defineRoute({
    operationId: 'teachingStudentsCreate',
    method: 'POST',
    path: '/api/teaching/classes/{id}/students/',
    tag,
    summary: 'Add a student to the roster by hand',
    access: 'user',
    params: IdParams,
    body: TeachingStudentBody,
    responses: { 201: TeachingStudent, ...userErrors },
  }),
  teachingStudentsDestroy: defineRoute({
    operationId: 'teachingStudentsDestroy',
    method: 'DELETE',
    path: '/api/teaching/classes/{id}/students/{student_id}/',
    tag,
    summary: 'Remove a student from the roster (their results stay, under their name)',
    access: 'user',
    params: ClassStudentParams,
    responses: { 204: null, 403: ErrorDetail, 404: ErrorDetail },
    responseKind: 'void',
  }),
  teachingStudentCodeRenew: defineRoute({
    operationId: 'teachingStudentCodeRenew',
    method: 'POST',
    path: '/api/teaching/classes/{id}/students/{student_id}/code/',
    tag,
    summary:
      'Give a student a new personal code (the old one stops working; their open attempt stays theirs)',
    access: 'user',
    params: ClassStudentParams,
    responses: { 200: TeachingStudent, 403: ErrorDetail, 404: ErrorDetail },
  }),
  teachingRosterImport: defineRoute({
    operationId: 'teachingRosterImport',
    method: 'POST',
    path: '/api/teaching/classes/{id}/roster-csv/',
    tag,
    summary:
      'Add students from CSV text or a pasted list: good rows added, repeats skipped, bad rows listed by line',
    access: 'user',
    params: IdParams,
    body: RosterCsvBody,
    responses: {
      201: RosterCsvResult,
      400: z.union([RosterCsvErrors, ValidationErrorBody]),
      403: ErrorDetail,
      404: ErrorDetail,
    },
  }),
  teachingClassInsights: defineRoute({
    operationId: 'teachingClassInsights',
    method: 'GET',
    path: '/api/teaching/classes/{id}/insights/',
    tag,
    summary: 'Skills per class and per student, skills over time, weakest skills and a written analysis',
    access: 'user',
    params: IdParams,
    responses: { 200: ClassInsights, ...userErrors },
  }),
  teachingFollowUpQuiz: defineRoute({
    operationId: 'teachingFollowUpQuiz',
    method: 'POST',
    path: '/api/teaching/classes/{id}/follow-up-quiz/',
    tag,
    summary: "Generate a quiz aimed at the class's weakest skills (costs credits like any generation)",
    access: 'user',
    params: IdParams,
    body: FollowUpQuizBody,
    responses: { 200: GeneratedQuizResponse, 402: PaymentRequired, ...userErrors },
  }),
  teachingJoinInfo: defineRoute({
    operationId: 'teachingJoinInfo',
    method: 'GET',
    path: '/api/teaching/join/{code}/',
    tag: studentTag,
    summary: 'Which class a join code belongs to (404 for a wrong or disabled code)',
    access: 'anonymous',
    params: CodeParams,
    responses: { 200: JoinInfo, 404: ErrorDetail },
  }),
  teachingJoin: defineRoute({
    operationId: 'teachingJoin',
    method: 'POST',
    path: '/api/teaching/join/{code}/',
    tag: studentTag,
    summary: "Add yourself to a class's roster with its join code",
    access: 'anonymous',
    params: CodeParams,
    body: JoinBody,
    responses: { 201: JoinResult, 400: ValidationErrorBody, 404: ErrorDetail },
  }),

  teachingAssignmentsList: defineRoute({
    operationId: 'teachingAssignmentsList',
    method: 'GET',
    path: '/api/teaching/assignments/',
    tag,
    summary: "The caller's hosted quizzes, newest first (optionally one class's)",
    access: 'user',
    query: AssignmentListQuery,
    responses: { 200: z.array(Assignment), ...userErrors },
  }),
  teachingAssignmentsCreate: defineRoute({
    operationId: 'teachingAssignmentsCreate',
    method: 'POST',
    path: '/api/teaching/assignments/',
    tag,
    summary: 'Host a saved quiz for a class or as an open link',
    access: 'user',
    planFeature: 'hosting',
    body: AssignmentBody,
    responses: { 201: Assignment, ...userErrors, 403: PlanRequired },
  }),
  teachingAssignmentsRetrieve: defineRoute({
    operationId: 'teachingAssignmentsRetrieve',
    method: 'GET',
    path: '/api/teaching/assignments/{id}/',
    tag,
    summary: 'One hosted quiz',
    access: 'user',
    params: IdParams,
    responses: { 200: Assignment, ...userErrors },
  }),
  teachingAssignmentsUpdate: defineRoute({
    operationId: 'teachingAssignmentsUpdate',
    method: 'PATCH',
    path: '/api/teaching/assignments/{id}/',
    tag,
    summary: 'Change the times and settings of a hosted quiz (close it now by setting closes_at)',
    access: 'user',
    params: IdParams,
    body: AssignmentPatchBody,
    responses: { 200: Assignment, ...userErrors },
  }),
  teachingAssignmentsDestroy: defineRoute({
    operationId: 'teachingAssignmentsDestroy',
    method: 'DELETE',
    path: '/api/teaching/assignments/{id}/',
    tag,
    summary: 'Delete a hosted quiz and its attempts',
    access: 'user',
    params: IdParams,
    responses: { 204: null, 403: ErrorDetail, 404: ErrorDetail },
    responseKind: 'void',
  }),
  teachingAssignmentResults: defineRoute({
    operationId: 'teachingAssignmentResults',
    method: 'GET',
    path: '/api/teaching/assignments/{id}/results/',
    tag,
    summary: 'Per-student and per-question results with item analysis',
    access: 'user',
    params: IdParams,
    responses: { 200: AssignmentResults, ...userErrors },
  }),
  teachingAssignmentResultsExport: defineRoute({
    operationId: 'teachingAssignmentResultsExport',
    method: 'GET',
    path: '/api/teaching/assignments/{id}/results/export/',
    tag,
    summary: 'Download the results as CSV or XLSX (one sheet per table)',
    access: 'user',
    params: IdParams,
    query: ResultsExportQuery,
    responses: { 200: null, ...userErrors },
    responseKind: 'blob',
  }),
  teachingAttemptsRetrieve: defineRoute({
    operationId: 'teachingAttemptsRetrieve',
    method: 'GET',
    path: '/api/teaching/attempts/{id}/',
    tag,
    summary: "One student's attempt with every mark",
    access: 'user',
    params: IdParams,
    responses: { 200: TeacherAttempt, ...userErrors },
  }),
  teachingAttemptMarkOverride: defineRoute({
    operationId: 'teachingAttemptMarkOverride',
    method: 'PATCH',
    path: '/api/teaching/attempts/{id}/marks/',
    tag,
    summary:
      'Override one mark of a submitted attempt (null restores the automatic grade); the total follows',
    access: 'user',
    params: IdParams,
    body: MarkOverrideBody,
    responses: { 200: TeacherAttempt, ...userErrors, ...conflict },
  }),

  hostedQuizInfo: defineRoute({
    operationId: 'hostedQuizInfo',
    method: 'GET',
    path: '/api/q/{code}/',
    tag: studentTag,
    summary:
      'A hosted quiz as a student sees it before starting: title, state, times and how to say who you are',
    access: 'anonymous',
    params: CodeParams,
    responses: { 200: HostedQuizInfo, 404: ErrorDetail, 429: ErrorDetail },
  }),
  hostedQuizStart: defineRoute({
    operationId: 'hostedQuizStart',
    method: 'POST',
    path: '/api/q/{code}/attempts/',
    tag: studentTag,
    summary:
      'Start an attempt with your student code (class quizzes: resumes your open attempt on any device) or a typed name (open links); 409 when closed or out of attempts',
    access: 'anonymous',
    params: CodeParams,
    body: StartAttemptBody,
    responses: {
      201: StartedAttempt,
      400: ValidationErrorBody,
      404: ErrorDetail,
      ...conflict,
      429: ErrorDetail,
    },
  }),
  hostedAttemptRetrieve: defineRoute({
    operationId: 'hostedAttemptRetrieve',
    method: 'POST',
    path: '/api/q/attempts/{id}/resume/',
    tag: studentTag,
    summary:
      'Resume an attempt: questions, saved answers and (when allowed) marks; 404 unless the token fits (sent in the body, never in the URL, so it stays out of logs)',
    access: 'anonymous',
    params: IdParams,
    body: AttemptTokenBody,
    responses: { 200: StudentAttempt, 400: ValidationErrorBody, 404: ErrorDetail },
  }),
  hostedAttemptSaveAnswers: defineRoute({
    operationId: 'hostedAttemptSaveAnswers',
    method: 'PUT',
    path: '/api/q/attempts/{id}/answers/',
    tag: studentTag,
    summary: 'Save answers (the latest per question wins; sending the same again changes nothing)',
    access: 'anonymous',
    params: IdParams,
    body: SaveAnswersBody,
    responses: { 200: SaveAnswersResult, 400: ValidationErrorBody, 404: ErrorDetail, ...conflict },
  }),
  hostedAttemptSubmit: defineRoute({
    operationId: 'hostedAttemptSubmit',
    method: 'POST',
    path: '/api/q/attempts/{id}/submit/',
    tag: studentTag,
    summary:
      'Submit (with any last answers) and grade; submitting the same attempt again returns the same result',
    access: 'anonymous',
    params: IdParams,
    body: SubmitAttemptBody,
    responses: { 200: StudentAttempt, 400: ValidationErrorBody, 404: ErrorDetail, ...conflict },
  }),

  googleStatus: defineRoute({
    operationId: 'googleStatus',
    method: 'GET',
    path: '/api/teaching/google/',
    tag: googleTag,
    summary: 'Whether the caller has connected Google (404 when Google is not configured on this server)',
    access: 'user',
    responses: { 200: GoogleStatus, ...userErrors },
  }),
  googleConnect: defineRoute({
    operationId: 'googleConnect',
    method: 'POST',
    path: '/api/teaching/google/connect/',
    tag: googleTag,
    summary: "Start Google sign-in: the URL of Google's consent page",
    access: 'user',
    planFeature: 'google_integrations',
    responses: { 200: GoogleConnect, ...userErrors, 403: PlanRequired },
  }),
  googleCallback: defineRoute({
    operationId: 'googleCallback',
    method: 'GET',
    path: '/api/teaching/google/callback/',
    tag: googleTag,
    summary: "Where Google's consent page returns: stores the tokens and redirects to the teaching screens",
    access: 'user',
    query: GoogleCallbackQuery,
    responses: { 302: null, 400: ValidationErrorBody, 403: ErrorDetail, 404: ErrorDetail },
    responseKind: 'void',
  }),
  googleDisconnect: defineRoute({
    operationId: 'googleDisconnect',
    method: 'DELETE',
    path: '/api/teaching/google/',
    tag: googleTag,
    summary: "Forget the caller's Google tokens",
    access: 'user',
    responses: { 204: null, 403: ErrorDetail, 404: ErrorDetail },
    responseKind: 'void',
  }),
  googleCoursesList: defineRoute({
    operationId: 'googleCoursesList',
    method: 'GET',
    path: '/api/teaching/google/courses/',
    tag: googleTag,
    summary: "The caller's active Google Classroom courses",
    access: 'user',
    responses: { 200: z.array(GoogleCourse), ...googleErrors },
  }),
  googleCourseImport: defineRoute({
    operationId: 'googleCourseImport',
    method: 'POST',
    path: '/api/teaching/google/courses/{course_id}/import/',
    tag: googleTag,
    summary: 'Import a course and its students as a class (again: adds new students, keeps the rest)',
    access: 'user',
    planFeature: 'google_integrations',
    params: GoogleCourseParams,
    responses: { 200: TeachingClassDetail, ...googleErrors, 403: PlanRequired },
  }),
  googleCourseWorkCreate: defineRoute({
    operationId: 'googleCourseWorkCreate',
    method: 'POST',
    path: '/api/teaching/assignments/{id}/google/coursework/',
    tag: googleTag,
    summary: "Create a Classroom assignment in the class's course linking to the hosted quiz",
    access: 'user',
    planFeature: 'google_integrations',
    params: IdParams,
    responses: { 201: GoogleCourseWork, ...googleErrors, 403: PlanRequired },
  }),
  googleGradesPush: defineRoute({
    operationId: 'googleGradesPush',
    method: 'POST',
    path: '/api/teaching/assignments/{id}/google/grades/',
    tag: googleTag,
    summary: 'Send the best submitted score of each Google student to the Classroom assignment',
    access: 'user',
    planFeature: 'google_integrations',
    params: IdParams,
    responses: { 200: GoogleGradesResult, ...googleErrors, 403: PlanRequired },
  }),
  googleFormExport: defineRoute({
    operationId: 'googleFormExport',
    method: 'POST',
    path: '/api/teaching/google/forms/',
    tag: googleTag,
    summary: 'Export a saved quiz to a new Google Form (a graded quiz form)',
    access: 'user',
    planFeature: 'google_integrations',
    body: GoogleFormBody,
    responses: { 201: GoogleForm, ...googleErrors, 403: PlanRequired },
  }),
} as const;
