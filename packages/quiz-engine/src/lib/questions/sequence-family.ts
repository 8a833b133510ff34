import type { QuestionType } from '@quizwise/contract';
import { sentenceCase } from '../concepts/clauses.js';
import type { Concept, ConceptMap } from '../concepts/concept-map.js';
import { candidate, type Candidate, type FamilyContext } from './candidate.js';

/**
 * Names of events: "the Battle of Lepanto", "the Treaty of Versailles", "the Berlin Airlift" — never of a
 * body that lasts ("the Indian National Congress", "the Congress ministries").
 */
const EVENT_WORDS =
  /\b(Battle|Treaty|Siege|Act|Revolution|War|Crisis|Conference|Invasion|Declaration|Reformation|Restoration|Rebellion|Revolt|Uprising|Agreement|Pact|Summit|Blockade|Airlift|Massacre|Sack|Coup|Edict|Charter|Armistice|Accords?|Rising|Partition|Purge)\b/;

interface DatedName {
  name: string;
  year: number;
  sentence: number;
  source: string;
}

/** Named events the material dates, one per sentence that names exactly one event and one year. */
function datedNames(map: ConceptMap): DatedName[] {
  const out = new Map<string, DatedName>();
  // The events each sentence names, from the event concepts once (not every concept for every sentence).
  const eventsIn = new Map<number, Concept[]>();
  for (const c of map.concepts.values())
    if (/^[A-Z]/.test(c.name) && c.words >= 2 && EVENT_WORDS.test(c.name) && !/\d/.test(c.name))
      for (const index of c.sentences) eventsIn.set(index, [...(eventsIn.get(index) ?? []), c]);
  for (const [index, names] of eventsIn) {
    const sentence = map.usable.get(index);
    if (!sentence || names.length !== 1) continue;
    const years = [...sentence.text.matchAll(/\b(1\d{3}|20\d{2})\b(?!s)/g)].map((m) => Number(m[1]));
    if (new Set(years).size !== 1) continue;
    const concept = names[0];
    if (!concept || out.has(concept.key)) continue;
    const name = /^(The|A) /.test(concept.name)
      ? concept.name.replace(/^The /, 'the ')
      : `the ${concept.name}`;
    out.set(concept.key, { name, year: years[0] as number, sentence: sentence.index, source: sentence.text });
  }
  return [...out.values()];
}

/**
 * "Which of these came first?" and "The Battle of Lepanto came before the Siege of Vienna": named events
 * the material dates in different places, put in order. Relating two dates the text gives apart is
 * sequencing, not recalling one sentence.
 */
export function sequenceFamily(ctx: FamilyContext, type: QuestionType): Candidate[] {
  const { map, rng } = ctx;
  if (type !== 'multiple_choice' && type !== 'true_false') return [];
  const events = datedNames(map).sort((a, b) => a.year - b.year);
  const out: Candidate[] = [];
  if (events.length < 2) return out;
  const base = (group: DatedName[]) => ({
    concept: { key: `sequence-${group.map((g) => g.year).join('-')}`, name: 'Chronology', weight: 2 },
    source: group.map((g) => g.source).join(' '),
    sentences: group.map((g) => g.sentence),
    bloom: 'understand' as const,
    cognitive: 'sequence' as const,
    value: 3.5,
    explanation: group
      .slice()
      .sort((a, b) => a.year - b.year)
      .map((g) => `${sentenceCase(g.name)}: ${g.year}.`)
      .join(' '),
  });
  if (type === 'true_false') {
    for (let i = 0; i + 1 < events.length; i += 1) {
      const earlier = events[i] as DatedName;
      const later = events[i + 1] as DatedName;
      // "The Treaty of Ryswick came before the Battle of Vertières": a century apart, the order is known
      // from where each stands in the story, not from knowing how one led to the other.
      const gap = later.year - earlier.year;
      if (gap < 2 || gap > 30 || earlier.sentence === later.sentence) continue;
      const truth = rng.next() < 0.5;
      const [first, second] = truth ? [earlier, later] : [later, earlier];
      out.push(
        candidate(
          {
            ...base([earlier, later]),
            type,
            stem: `True or false: ${sentenceCase(first.name)} came before ${second.name}.`,
            answer: truth ? 'True' : 'False',
          },
          rng,
        ),
      );
    }
    return out;
  }
  if (events.length < 4) return out;
  for (let i = 0; i + 3 < events.length; i += 2) {
    const group = events.slice(i, i + 4);
    if (new Set(group.map((g) => g.year)).size < 4) continue;
    const [first, ...rest] = group as [DatedName, ...DatedName[]];
    out.push(
      candidate(
        {
          ...base(group),
          type,
          stem: 'Which of these came first?',
          answer: sentenceCase(first.name),
          options: rest.map((g) => sentenceCase(g.name)),
        },
        rng,
      ),
    );
  }
  return out;
}
