import type { QuestionType } from '@quizwise/contract';
import { isGenericKey, overlapping, type ConceptMap } from '../concepts/concept-map.js';
import type { ExampleRelation } from '../concepts/relations.js';
import { inFamilyOf, isKindOf, knownNoun, supersense } from '../concepts/wordnet.js';
import { withArticle } from './definition-family.js';
import { candidate, type Candidate, type FamilyContext } from './candidate.js';

/** Broad kinds whose members can stand against each other: a decomposer among animals. */
const KIND_GROUPS: Record<string, string> = { animal: 'organism', plant: 'organism' };

interface Member {
  text: string;
  key: string;
  plural: boolean;
  kind: string;
}

/**
 * Kinds of thing that sort cleanly into categories a learner can be asked about: a substance, a food, an
 * organism, a made thing. Body parts, ideas and words ("the hip" among muscles, "German" among people)
 * fall across categories the material draws differently.
 */
const SORTABLE = new Set(['substance', 'food', 'organism', 'artifact', 'object']);

function kindOf(key: string): string | null {
  const sense = supersense(key) ?? supersense(key.split(' ').at(-1) ?? key);
  const kind = sense ? (KIND_GROUPS[sense] ?? sense) : null;
  return kind && SORTABLE.has(kind) ? kind : null;
}

function pluralOf(text: string, key: string): boolean {
  const last = text.split(' ').at(-1)?.toLowerCase() ?? '';
  return last !== (key.split(' ').at(-1) ?? '') && /(s|i|a|ae)$/.test(last);
}

function flat(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
}

/** Every noun the material offers as a possible member of something: its key terms and listed examples. */
function candidatesOf(map: ConceptMap): Member[] {
  const out = new Map<string, Member>();
  const add = (text: string, key: string): void => {
    if (out.has(key) || isGenericKey(key) || text.split(' ').length > 3) return;
    const kind = kindOf(key);
    if (kind && knownNoun(key)) out.set(key, { text, key, plural: pluralOf(text, key), kind });
  };
  for (const relation of map.examples) for (const e of relation.examples) add(e.text, e.key);
  for (const concept of map.concepts.values())
    if (concept.vocabulary && (concept.kind === 'term' || concept.kind === 'name'))
      add(/^[A-Z]/.test(concept.name) ? concept.name : concept.name.toLowerCase(), concept.key);
  return [...out.values()];
}

/**
 * "Which of these is a noble gas?": a member the material gives of a category, against other things of
 * the same broad kind from the material that WordNet (shipped with the package) says are not of that
 * category and that the material never puts in it. WordNet also confirms the key, so a loose "such as"
 * ("opponents such as Asquith") never becomes a question. Sorting an example into its category is
 * understanding (the rubric's "classify a stated example").
 */
export function memberFamily(ctx: FamilyContext, type: QuestionType): Candidate[] {
  const { map, rng } = ctx;
  // Multiple choice only: a true/false "Carbon atom is a noble gas" needs an article the engine cannot know.
  if (type !== 'multiple_choice') return [];
  const out: Candidate[] = [];
  // "hydrocarbon" is what the material calls alkenes and alkanes: a class, never a wrong member.
  const classes = new Set(map.definitions.map((d) => d.genusHead).filter((g): g is string => !!g));
  for (const relation of map.examples) classes.add(relation.categoryKey.split(' ').at(-1) ?? '');
  const isClass = (key: string): boolean =>
    classes.has(key.split(' ').at(-1) ?? '') ||
    new RegExp(`\\b(are|is an?) (\\w+ )?${key.replace(/[^a-z ]/g, '')}s?\\b`).test(map.material.lowerText);
  const pool = candidatesOf(map).filter((m) => !isClass(m.key));
  const sentences = [...map.usable.values()].map((s) => flat(s.text));
  for (const relation of map.examples) {
    const category = relation.categoryKey;
    if (!knownNoun(category) || isGenericKey(category)) continue;
    const head = category.split(' ').at(-1) ?? category;
    const beside = sentences.filter((s) => s.includes(` ${head}`));
    for (const example of relation.examples) {
      if (!knownNoun(example.key) || !isKindOf(example.key, category) || overlapping(example.key, category))
        continue;
      const key: Member | undefined = pool.find((m) => m.key === example.key);
      if (!key) continue;
      const wrong = rng
        .shuffle(pool)
        .filter(
          (m) =>
            m.key !== key.key &&
            m.kind === key.kind &&
            m.plural === key.plural &&
            !relation.examples.some((e) => overlapping(e.key, m.key)) &&
            !overlapping(m.key, category) &&
            !isKindOf(m.key, category) &&
            !isKindOf(category, m.key) &&
            inFamilyOf(m.key, category) &&
            !beside.some((s) => s.includes(flat(m.text))),
        )
        .filter((m, i, all) => all.findIndex((o) => overlapping(o.key, m.key)) === i)
        .slice(0, 3);
      if (wrong.length < 2) continue;
      out.push(...questions(ctx, type, relation, key, wrong));
    }
  }
  return out;
}

function questions(
  ctx: FamilyContext,
  type: QuestionType,
  relation: ExampleRelation,
  key: Member,
  wrong: Member[],
): Candidate[] {
  const { map, rng } = ctx;
  const category = relation.categoryKey;
  const plural = key.plural && relation.category.toLowerCase() !== category;
  const asKind = plural ? relation.category.toLowerCase() : withArticle('a ', category).trim();
  const base = {
    concept: map.concepts.get(category) ?? { key: category, name: relation.category, weight: 2 },
    source: relation.sentence.text,
    sentences: [relation.sentence.index],
    bloom: 'understand' as const,
    cognitive: 'comparison' as const,
    value: 3.5,
    explanation: `The material gives ${key.text} as ${plural ? 'examples' : 'an example'} of ${relation.category}: "${relation.sentence.text}"`,
  };
  if (type === 'multiple_choice')
    return [
      candidate(
        {
          ...base,
          type,
          stem: `Which of these ${plural ? 'are' : 'is'} ${asKind}?`,
          answer: key.text,
          options: wrong.map((m) => m.text),
        },
        rng,
      ),
    ];
  return [];
}
