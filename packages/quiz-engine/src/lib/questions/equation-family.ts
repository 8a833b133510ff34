import { SUBSCRIPTS, type QuestionType } from '@quizwise/contract';
import { conceptIn } from '../concepts/concept-map.js';
import { candidate, type Candidate, type FamilyContext } from './candidate.js';
import { standsOnItsOwn } from './statement-family.js';
import { reactionInWords } from './substance-names.js';

/** "Fe2O3 + 3CO → 2Fe + 3CO2" (or with subscript digits): a chemical equation written in a sentence. */
const EQUATION =
  /((?:\d*[A-Z][A-Za-z0-9₀-₉()]*)(?:\s*\+\s*\d*[A-Z][A-Za-z0-9₀-₉()]*)*)\s*(→|->|⟶)\s*((?:\d*[A-Z][A-Za-z0-9₀-₉()]*)(?:\s*\+\s*\d*[A-Z][A-Za-z0-9₀-₉()]*)*)/;

interface Term {
  coefficient: number;
  formula: string;
}

function termsOf(side: string): Term[] | null {
  const out: Term[] = [];
  for (const raw of side.split('+')) {
    const match = /^(\d*)([A-Z][A-Za-z0-9()]*)$/.exec(
      raw.trim().replace(/[₀-₉]/g, (d) => SUBSCRIPTS[d] ?? d),
    );
    if (!match?.[2]) return null;
    out.push({ coefficient: match[1] ? Number(match[1]) : 1, formula: match[2] });
  }
  return out;
}

/** Atoms in a formula: "Ca(OH)2" → Ca 1, O 2, H 2. Null when it is not a formula of element symbols. */
export function atomsOf(formula: string): Map<string, number> | null {
  const tokens = formula.match(/[A-Z][a-z]?|\d+|\(|\)/g);
  if (!tokens || tokens.join('') !== formula || /^\d/.test(formula)) return null;
  const stack: Map<string, number>[] = [new Map()];
  let i = 0;
  const countAfter = (): number => {
    const next = tokens[i + 1];
    if (next && /^\d+$/.test(next)) {
      i += 1;
      return Number(next);
    }
    return 1;
  };
  for (; i < tokens.length; i += 1) {
    const token = tokens[i] as string;
    if (token === '(') stack.push(new Map());
    else if (token === ')') {
      const group = stack.pop();
      const top = stack.at(-1);
      if (!group || !top) return null;
      const n = countAfter();
      for (const [element, k] of group) top.set(element, (top.get(element) ?? 0) + k * n);
    } else if (/^[A-Z]/.test(token)) {
      const top = stack.at(-1) as Map<string, number>;
      top.set(token, (top.get(token) ?? 0) + countAfter());
    } else return null;
  }
  return stack.length === 1 ? (stack[0] as Map<string, number>) : null;
}

function countSide(terms: Term[]): Map<string, number> | null {
  const total = new Map<string, number>();
  for (const term of terms) {
    const atoms = atomsOf(term.formula);
    if (!atoms) return null;
    for (const [element, n] of atoms) total.set(element, (total.get(element) ?? 0) + n * term.coefficient);
  }
  return total;
}

/** Whether both sides hold the same atoms; null when a side is not made of formulas. */
export function balanced(left: Term[], right: Term[]): boolean | null {
  const a = countSide(left);
  const b = countSide(right);
  if (!a || !b) return null;
  if (a.size !== b.size) return false;
  for (const [element, n] of a) if (b.get(element) !== n) return false;
  return true;
}

function written(terms: Term[]): string {
  return terms.map((t) => `${t.coefficient === 1 ? '' : t.coefficient}${t.formula}`).join(' + ');
}

/**
 * "Limestone decomposes in the heat. Which of these equations for this reaction is balanced?": the
 * reaction as the material introduces it, when the words before the equation stand on their own.
 */
function contextStem(text: string, at: number): string {
  const context = text
    .slice(0, at)
    .replace(/[\s:,(–—-]+$/, '')
    .trim();
  const words = context.split(' ').length;
  if (words >= 4 && words <= 20 && /^[A-Z]/.test(context) && standsOnItsOwn(`${context}.`))
    return `${context}. Which of these equations for this reaction is balanced?`;
  return 'Which of these equations is balanced?';
}

/**
 * "True or false: The equation Fe2O3 + 4CO → 2Fe + 3CO2 is balanced.": a balanced equation from the
 * material, as written or with one coefficient changed, checked by counting atoms here. Judging it means
 * counting the atoms on each side, which applies the idea of conservation of mass.
 */
export function equationFamily(ctx: FamilyContext, type: QuestionType): Candidate[] {
  const { map, rng } = ctx;
  if (type !== 'true_false' && type !== 'multiple_choice') return [];
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (const sentence of map.material.analysis.sentences) {
    const match = EQUATION.exec(sentence.text);
    if (!match?.[1] || !match[3]) continue;
    const left = termsOf(match[1]);
    const right = termsOf(match[3].replace(/[.,;]$/, ''));
    if (!left || !right || left.length + right.length < 3 || balanced(left, right) !== true) continue;
    const equation = `${written(left)} → ${written(right)}`;
    if (seen.has(equation)) continue;
    seen.add(equation);
    // One coefficient changed by one, up or down: the slip a learner makes when balancing.
    const slips = rng
      .shuffle(
        [left, right].flatMap((terms, side) =>
          terms.flatMap((term, at) =>
            [1, -1]
              .filter((step) => term.coefficient + step >= 1)
              .map((step) => {
                const changed = terms.map((t, i) =>
                  i === at ? { ...t, coefficient: t.coefficient + step } : t,
                );
                const l = side === 0 ? changed : left;
                const r = side === 1 ? changed : right;
                return balanced(l, r) === false ? `${written(l)} → ${written(r)}` : null;
              }),
          ),
        ),
      )
      .filter((x): x is string => x !== null);
    const wrong = slips[0];
    if (!wrong) continue;
    const concept = conceptIn(map, sentence.text) ?? {
      key: `equation-${sentence.index}`,
      name: 'Balancing equations',
      weight: 1,
    };
    // "for the reaction of magnesium with hydrochloric acid": out of its paragraph the equation needs its
    // reaction named, or judging it is only counting.
    const named = reactionInWords(left.map((t) => t.formula));
    const claim = (eq: string): string =>
      named
        ? `True or false: ${eq} is the balanced equation for ${named}.`
        : `True or false: The equation ${eq} is balanced.`;
    const base = {
      type,
      concept,
      source: sentence.text,
      sentences: [sentence.index],
      bloom: 'apply' as const,
      cognitive: 'data' as const,
      value: 4,
    };
    if (type === 'multiple_choice') {
      // "CO2 + H2O → H2CO3" among options that each add a "2": the key is the one without a number, found
      // without counting a single atom.
      const allOnes = [...left, ...right].every((t) => t.coefficient === 1);
      if (slips.length >= 2 && !allOnes)
        out.push(
          candidate(
            {
              ...base,
              type,
              stem: named
                ? `Which of these is the balanced equation for ${named}?`
                : contextStem(sentence.text, match.index ?? 0),
              answer: equation,
              options: slips.slice(0, 3),
              explanation: `${equation} has the same atoms on each side; each other option has one coefficient changed.`,
            },
            rng,
          ),
        );
      continue;
    }
    out.push(
      candidate(
        {
          ...base,
          stem: claim(equation),
          answer: 'True',
          explanation: `True: each side has the same atoms. The material writes it: "${sentence.text}"`,
        },
        rng,
      ),
      candidate(
        {
          ...base,
          stem: claim(wrong),
          answer: 'False',
          explanation: `False: the atoms on the two sides differ; the balanced equation is ${equation}.`,
        },
        rng,
      ),
    );
  }
  return out;
}
