import { parse, type GIFTQuestion, type TextFormat } from 'gift-pegjs';
import type { ImportResult, Question } from '../types.js';
import { makeQuestion, toQuestionSets, typeFromTags } from './collect.js';
import { htmlToPlain } from './html-text.js';

const textOf = (t: TextFormat) => (t.format === 'html' ? htmlToPlain(t.text) : t.text);

interface PegError {
  location?: { start: { line: number } };
  message: string;
}

function convert(g: GIFTQuestion, skipped: string[]): Question | null {
  if (g.type === 'Category' || g.type === 'Description') return null;
  const tagged = typeFromTags(g.tags);
  const stem = textOf(g.stem);
  const explanation = g.globalFeedback ? textOf(g.globalFeedback) : null;
  switch (g.type) {
    case 'TF':
      return makeQuestion({
        question: stem,
        answer: g.isTrue ? 'True' : 'False',
        options: ['True', 'False'],
        questionType: 'true_false',
        explanation,
      });
    case 'MC': {
      const correct = g.choices.find((c) => c.isCorrect) ?? g.choices.find((c) => (c.weight ?? 0) > 0);
      return makeQuestion({
        question: stem,
        answer: correct ? textOf(correct.text) : '',
        options: g.choices.map((c) => textOf(c.text)),
        questionType: tagged ?? 'multiple_choice',
        explanation,
      });
    }
    case 'Short': {
      const [first, ...rest] = g.choices.map((c) => textOf(c.text));
      return makeQuestion({
        question: stem,
        answer: first ?? '',
        options: [],
        questionType: tagged ?? 'short_answer',
        explanation,
        accepted_answers: rest,
      });
    }
    case 'Numerical': {
      const choices = Array.isArray(g.choices)
        ? g.choices.filter((c) => c.isCorrect).map((c) => c.text)
        : [g.choices];
      const [first] = choices;
      const value =
        first?.number ?? (first?.numberLow !== undefined ? `${first.numberLow}..${first.numberHigh}` : '');
      return makeQuestion({
        question: stem,
        answer: String(value),
        options: [],
        questionType: 'short_answer',
        explanation,
      });
    }
    case 'Essay':
      // Our export keeps a scenario's model answer as the essay's general feedback.
      return makeQuestion({
        question: stem,
        answer: explanation ?? '',
        options: [],
        questionType: tagged ?? 'scenario_based',
      });
    case 'Matching':
      skipped.push(`Skipped a matching question ("${stem.slice(0, 60)}"): Quizwise has no matching type.`);
      return null;
  }
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
  const questions = parsed.map((q) => convert(q, skipped)).filter((q): q is Question => q !== null);
  const rawTitle = category?.title.split(/(?<!\/)\/(?!\/)/).at(-1) ?? '';
  const title = rawTitle.replace(/\/\//g, '/').trim() || 'Imported quiz';
  return { ok: true, value: { title, question_sets: toQuestionSets(questions, skipped), skipped } };
}
