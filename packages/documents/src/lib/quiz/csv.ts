import { toCsv } from '../csv.js';
import { displayAnswer, optionLetter, type QuizPlan } from './plan.js';

/** One row per question: number, section, type, question, one column per option, answer, extras. */
export function quizToCsv(plan: QuizPlan): Buffer {
  const items = plan.sections.flatMap((s) => s.items.map((item) => ({ section: s.heading ?? '', ...item })));
  const optionCount = Math.max(0, ...items.map((i) => i.question.options.length));
  const header = [
    'Number',
    'Section',
    'Type',
    'Question',
    ...Array.from({ length: optionCount }, (_, i) => `Option ${optionLetter(i)}`),
    'Answer',
    'Also accepted',
    'Explanation',
    'Skill',
    'Bloom level',
  ];
  const rows = items.map(({ number, section, question: q }) => [
    number,
    section,
    q.questionType,
    q.question,
    ...Array.from({ length: optionCount }, (_, i) => q.options[i] ?? ''),
    displayAnswer(q),
    (q.accepted_answers ?? []).join('; '),
    q.explanation ?? '',
    q.skill ?? '',
    q.bloom_level ?? '',
  ]);
  return toCsv([header, ...rows]);
}
