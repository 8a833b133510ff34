import type { HostedQuizInfo } from '@quizwise/contract';

/** An open, untimed three-question quiz as the student pages receive it (tests only). */
export const OPEN_QUIZ_INFO: HostedQuizInfo = {
  code: 'ABCD2345',
  title: 'Cells',
  state: 'open',
  opens_at: null,
  closes_at: null,
  total_questions: 3,
  time_limit_minutes: null,
  attempts_allowed: 1,
  identity: 'name',
};
