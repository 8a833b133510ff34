import type { QuestionType } from '@quizwise/contract';
import { conceptIn } from '../concepts/concept-map.js';
import { candidate, type Candidate, type FamilyContext } from './candidate.js';
import { standsOnItsOwn } from './statement-family.js';

/** "50 N × 30 cm = 1,500 N cm", "28 ÷ 80 × 100 = 35%": numbers joined by operators, then "=" and a result. */
const CALCULATION =
  /((?:\d[\d,]*(?:\.\d+)?)(?:\s*[A-Za-z%£$€]{0,4}\s*[×x*÷/+−-]\s*(?:\d[\d,]*(?:\.\d+)?))+)(\s*[A-Za-z%£$€ ]{0,8}?\s*=\s*)([£$€]?)(\d[\d,]*(?:\.\d+)?)/;

function numberOf(text: string): number {
  return Number(text.replace(/,/g, ''));
}

/** Evaluates "50 N × 30 cm" or "28 ÷ 80 × 100" left to right, × and ÷ before + and −. */
export function evaluate(expression: string): number | null {
  const parts = expression.match(/\d[\d,]*(?:\.\d+)?|[×x*÷/+−-]/g);
  if (!parts || parts.length < 3) return null;
  const terms: number[] = [];
  let sign = 1;
  let product: number | null = null;
  let op = '×';
  for (const part of parts) {
    if (/\d/.test(part)) {
      const n = numberOf(part);
      if (product === null) product = n;
      else product = op === '÷' || op === '/' ? product / n : product * n;
    } else if (part === '+' || part === '−' || part === '-') {
      terms.push(sign * (product ?? 0));
      sign = part === '+' ? 1 : -1;
      product = null;
    } else op = part;
  }
  terms.push(sign * (product ?? 0));
  const value = terms.reduce((a, b) => a + b, 0);
  return Number.isFinite(value) ? value : null;
}

/** A result a learner who slipped would give: the sum instead of the product, or a factor of ten out. */
function slip(value: number, expression: string): number {
  const numbers = (expression.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map(numberOf);
  const sum = numbers.reduce((a, b) => a + b, 0);
  if (/[×x*÷/]/.test(expression) && sum !== value && sum > 0) return sum;
  return value * 10;
}

function format(value: number, like: string): string {
  const rounded = Math.round(value * 100) / 100;
  return like.includes(',') || rounded >= 10_000 ? rounded.toLocaleString('en-GB') : String(rounded);
}

/**
 * A worked calculation of the material with its result changed to a slip a learner makes ("50 N × 30 cm
 * = 80 N cm"): judging it means doing the calculation, which applies the method rather than recalling a
 * figure. Only results the engine can check itself are used.
 */
export function calculationFamily(ctx: FamilyContext, type: QuestionType): Candidate[] {
  const { map, rng } = ctx;
  if (type !== 'true_false') return [];
  const out: Candidate[] = [];
  for (const sentence of map.usable.values()) {
    const match = CALCULATION.exec(sentence.text);
    if (!match?.[1] || !match[4]) continue;
    const value = evaluate(match[1]);
    const stated = numberOf(match[4]);
    if (value === null || Math.abs(value - stated) > Math.max(0.01, Math.abs(stated) * 0.01)) continue;
    if (!standsOnItsOwn(sentence.text)) continue;
    const wrong = format(slip(stated, match[1]), match[4]);
    if (wrong === match[4]) continue;
    const at = (match.index ?? 0) + match[1].length + (match[2]?.length ?? 0) + (match[3]?.length ?? 0);
    const changed = sentence.text.slice(0, at) + wrong + sentence.text.slice(at + match[4].length);
    const concept = conceptIn(map, sentence.text) ?? {
      key: `calculation-${sentence.index}`,
      name: 'Calculation',
      weight: 1,
    };
    out.push(
      candidate(
        {
          type,
          stem: `True or false: ${changed}`,
          answer: 'False',
          explanation: `False: ${match[1].trim()} = ${match[4]}, not ${wrong}. The material says: "${sentence.text}"`,
          concept,
          bloom: 'apply',
          cognitive: 'data',
          source: sentence.text,
          sentences: [sentence.index],
          value: 4,
        },
        rng,
      ),
    );
  }
  return out;
}
