import { parse, type GIFTQuestion, type NumericalFormat, type TextChoice, type TextFormat } from 'gift-pegjs';
import type { ImportResult, Question } from '../types.js';
import {
  essayNote,
  explanationWithFeedback,
  openQuestion,
  questionLabel,
  singleRightAnswer,
  toleranceNote,
  type ScoredAnswer,
} from './choices.js';
import { makeQuestion, toQuestionSets, typeFromTags } from './collect.js';
import { htmlToPlain } from './html-text.js';
import { giftMetadataByNumber, type QuestionMetadata } from '../quiz/metadata.js';

const textOf = (t: TextFormat) => (t.format === 'html' ? htmlToPlain(t.text) : t.text);

interface PegError {
  location?: { start: { line: number } };
  message: string;
}

// GIFT: "=" is full credit, "~%50%" a weight, a bare "~" none.
const scored = (c: TextChoice): ScoredAnswer => ({
  text: textOf(c.text),
  credit: c.weight ?? (c.isCorrect ? 100 : 0),
  feedback: c.feedback ? textOf(c.feedback) : '',
});

/** The exact value of a numeric answer, or null when it has a tolerance or a range. */
function exactNumber(n: NumericalFormat): number | null {
  if (n.type === 'simple' && n.number !== undefined) return n.number;
  if (n.type === 'range' && n.number !== undefined && !n.range) return n.number;
  return null;
}

const describeNumber = (n: NumericalFormat) =>
  n.type === 'high-low' ? `${n.numberLow}..${n.numberHigh}` : `${n.number} ± ${n.range ?? 0}`;

function convert(g: GIFTQuestion, position: number, notes: string[]): Question | null {
  if (g.type === 'Category' || g.type === 'Description') return null;
  const tagged = typeFromTags(g.tags);
  const stem = textOf(g.stem);
  const label = questionLabel(position, stem);
  const general = g.globalFeedback ? textOf(g.globalFeedback) : null;
  switch (g.type) {
    case 'TF': {
      const feedback = [
        { text: 'True', credit: g.isTrue ? 100 : 0, feedback: g.trueFeedback ? textOf(g.trueFeedback) : '' },
        {
          text: 'False',
          credit: g.isTrue ? 0 : 100,
          feedback: g.falseFeedback ? textOf(g.falseFeedback) : '',
        },
      ];
      return makeQuestion({
        question: stem,
        answer: g.isTrue ? 'True' : 'False',
        options: ['True', 'False'],
        questionType: 'true_false',
        explanation: explanationWithFeedback(label, general, feedback, notes),
      });
    }
    case 'MC': {
      const answers = g.choices.map(scored);
      const right = singleRightAnswer(label, answers, notes);
      if (!right) return null;
      return makeQuestion({
        question: stem,
        answer: right.text,
        options: answers.map((a) => a.text),
        questionType: tagged ?? 'multiple_choice',
        explanation: explanationWithFeedback(label, general, answers, notes),
      });
    }
    case 'Short':
      return openQuestion(
        { question: stem, label, general, questionType: tagged ?? 'short_answer' },
        g.choices.map(scored),
        notes,
      );
    case 'Numerical': {
      const choices = Array.isArray(g.choices)
        ? g.choices.map((c) => ({ ...c, credit: c.weight ?? (c.isCorrect ? 100 : 0) }))
        : [{ text: g.choices, credit: 100, feedback: null }];
      const inexact = choices.find((c) => c.credit > 0 && exactNumber(c.text) === null);
      if (inexact) {
        notes.push(toleranceNote(label, describeNumber(inexact.text)));
        return null;
      }
      const answers = choices.map((c) => ({
        text: String(exactNumber(c.text) ?? ''),
        credit: c.credit,
        feedback: c.feedback ? textOf(c.feedback) : '',
      }));
      return openQuestion({ question: stem, label, general, questionType: 'short_answer' }, answers, notes);
    }
    case 'Essay':
      // Our export keeps a scenario's model answer as the essay's general feedback.
      if (!tagged) notes.push(essayNote(label, general ?? ''));
      return makeQuestion({
        question: stem,
        answer: general ?? '',
        options: [],
        questionType: tagged ?? 'scenario_based',
      });
    case 'Matching':
      notes.push(`${label}: Quizwise has no matching question type, so it was left out.`);
      return null;
  }
}

/** Our export titles a question `Q<n> …` and writes its metadata on a `// quizwise Q<n>:` line. */
function withMetadata(
  question: Question | null,
  title: string | null,
  metadata: Map<number, QuestionMetadata>,
): Question | null {
  const number = /^Q(\d+)\b/.exec(title ?? '')?.[1];
  const found = number === undefined ? undefined : metadata.get(Number(number));
  return question && found ? { ...question, ...found } : question;
}

/** Reads a GIFT file (Moodle's text format) with the gift-pegjs grammar. */
export function importGift(text: string): ImportResult {
  let parsed: GIFTQuestion[];
  try {
    parsed = parse(text.replace(/^\uFEFF/, '').trimEnd() + '\n');
  } catch (error) {
    const e = error as PegError;
    return { ok: false, reason: 'malformed', line: e.location?.start.line ?? 1, message: e.message };
  }
  const skipped: string[] = [];
  const category = parsed.find((q) => q.type === 'Category');
  const questionsInFile = parsed.filter((q) => q.type !== 'Category' && q.type !== 'Description');
  const metadata = giftMetadataByNumber(text);
  const questions = questionsInFile
    .map((q, index) => withMetadata(convert(q, index + 1, skipped), q.title, metadata))
    .filter((q): q is Question => q !== null);
  const rawTitle = category?.title.split(/(?<!\/)\/(?!\/)/).at(-1) ?? '';
  const title = rawTitle.replace(/\/\//g, '/').trim() || 'Imported quiz';
  return { ok: true, value: { title, question_sets: toQuestionSets(questions, skipped), skipped } };
}
