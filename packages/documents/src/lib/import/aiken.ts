import type { ImportResult, Question } from '../types.js';
import { makeQuestion, toQuestionSets } from './collect.js';

const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*([A-Z])\s*$/i;

/**
 * Reads Moodle's Aiken format: a question line, lettered options ("A. …" or "A) …"), then
 * "ANSWER: X". Blank lines between questions are optional.
 */
export function importAiken(text: string): ImportResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  const questions: Question[] = [];
  const skipped: string[] = [];
  let stem: { text: string; line: number } | null = null;
  let options: { letter: string; text: string }[] = [];
  const fail = (line: number, message: string): ImportResult => ({
    ok: false,
    reason: 'malformed',
    line,
    message,
  });

  for (const [index, raw] of lines.entries()) {
    const lineNo = index + 1;
    const line = raw.trim();
    if (!line) continue;
    const answer = ANSWER.exec(line);
    const option = OPTION.exec(line);
    if (stem === null) {
      if (answer) return fail(lineNo, 'Expected a question before this line.');
      stem = { text: line, line: lineNo };
      options = [];
    } else if (answer?.[1]) {
      const letter = answer[1].toUpperCase();
      const picked = options.find((o) => o.letter === letter);
      if (options.length < 2)
        return fail(lineNo, `The question on line ${stem.line} needs at least two options.`);
      if (!picked)
        return fail(lineNo, `ANSWER: ${letter} names no option of the question on line ${stem.line}.`);
      const texts = options.map((o) => o.text);
      const isTrueFalse =
        texts.length === 2 && /^true$/i.test(texts[0] ?? '') && /^false$/i.test(texts[1] ?? '');
      questions.push(
        makeQuestion({
          question: stem.text,
          answer: picked.text,
          options: texts,
          questionType: isTrueFalse ? 'true_false' : 'multiple_choice',
        }),
      );
      stem = null;
    } else if (option?.[1] !== undefined && option[2] !== undefined) {
      options.push({ letter: option[1], text: option[2].trim() });
    } else if (options.length === 0) {
      stem.text += `\n${line}`;
    } else {
      return fail(lineNo, 'Expected an option ("A. …") or "ANSWER: X".');
    }
  }
  if (stem !== null) return fail(lines.length, `The question on line ${stem.line} has no "ANSWER:" line.`);
  return {
    ok: true,
    value: { title: 'Imported quiz', question_sets: toQuestionSets(questions, skipped), skipped },
  };
}
