import { splitFormulas } from '../formulas.js';
import { escapeMarkdown } from '../markdown-escape.js';
import type { Question } from '../types.js';
import { displayAnswer, isOpen, optionLetter, type QuizPlan } from './plan.js';

interface Flavour {
  title: (t: string) => string[];
  heading: (t: string) => string;
  text: (t: string) => string;
  strong: (t: string) => string;
}

const PLAIN: Flavour = {
  title: (t) => [t, '='.repeat(Math.min(t.length, 80))],
  heading: (t) => `${t}\n${'-'.repeat(Math.min(t.length, 80))}`,
  text: (t) => t,
  strong: (t) => t,
};

const MARKDOWN: Flavour = {
  title: (t) => [`# ${escapeMarkdown(t)}`],
  heading: (t) => `## ${escapeMarkdown(t)}`,
  // Two trailing spaces keep the author's line breaks as markdown hard breaks.
  // Formulas keep their source (markdown with math reads `$…$` as it is); the rest is shown literally.
  text: (t) =>
    splitFormulas(t)
      .map((s) => (s.kind === 'text' ? escapeMarkdown(s.text) : s.source))
      .join('')
      .replace(/\n/g, '  \n'),
  strong: (t) => `**${t}**`,
};

function indent(text: string, by: string): string {
  return text.replace(/\n/g, `\n${by}`);
}

function extraLines(question: Question, f: Flavour): string[] {
  const lines: string[] = [];
  if (question.accepted_answers?.length)
    lines.push(`${f.strong('Also accepted:')} ${question.accepted_answers.map(f.text).join('; ')}`);
  if (question.explanation) lines.push(`${f.strong('Explanation:')} ${f.text(question.explanation)}`);
  return lines;
}

/** Indented lines; in markdown each but the last ends in a hard break so they do not run together. */
function pushLines(out: string[], lines: string[], pad: string, md: boolean, first = pad): void {
  lines.forEach((line, i) => {
    const brk = md && i < lines.length - 1 ? '  ' : '';
    out.push(`${i === 0 ? first : pad}${indent(line, pad)}${brk}`);
  });
}

function renderQuiz(plan: QuizPlan, separate: boolean, withKey: boolean, f: Flavour): string {
  const out: string[] = [...f.title(plan.title), ''];
  for (const note of plan.skipped)
    out.push(f === MARKDOWN ? `> Note: ${escapeMarkdown(note)}` : `Note: ${note}`);
  if (plan.skipped.length) out.push('');
  const pad = '   ';
  for (const section of plan.sections) {
    if (section.heading) out.push(f.heading(section.heading), '');
    for (const { number, question } of section.items) {
      out.push(`${number}. ${indent(f.text(question.question), pad)}`);
      // Markdown needs options as a nested list and a blank line before the answer, or they run together.
      const md = f === MARKDOWN;
      question.options.forEach((option, i) => {
        out.push(`${pad}${md ? '- ' : ''}${optionLetter(i)}. ${indent(f.text(option), pad + '   ')}`);
      });
      if (md && (question.options.length === 0 || !separate)) out.push('');
      if (isOpen(question) && separate) out.push(`${pad}Answer: ____________________`);
      if (!separate)
        pushLines(
          out,
          [`${f.strong('Answer:')} ${f.text(displayAnswer(question))}`, ...extraLines(question, f)],
          pad,
          md,
        );
      out.push('');
    }
  }
  if (separate && withKey) {
    out.push(f.heading('Answer key'), '');
    for (const section of plan.sections) {
      if (section.heading && plan.sections.length > 1)
        out.push(f === MARKDOWN ? `### ${f.text(section.heading)}` : section.heading, '');
      for (const { number, question } of section.items) {
        const lines = [f.text(displayAnswer(question)), ...extraLines(question, f)];
        pushLines(out, lines, pad, f === MARKDOWN, `${number}. `);
      }
      out.push('');
    }
  }
  return out.join('\n').replace(/\n+$/, '\n');
}

/** The quiz as plain text. */
export function quizToText(plan: QuizPlan, separate: boolean, withKey = separate): string {
  return renderQuiz(plan, separate, withKey, PLAIN);
}

/** The quiz as markdown, user text escaped so it prints literally. */
export function quizToMarkdown(plan: QuizPlan, separate: boolean, withKey = separate): string {
  return renderQuiz(plan, separate, withKey, MARKDOWN);
}
