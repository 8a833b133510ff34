import { mentions } from './statement-family.js';
import type { QuestionType } from '@quizwise/contract';
import { escapeRegExp, sentenceCase } from '../concepts/clauses.js';
import { supersense } from '../concepts/wordnet.js';
import { isGenericKey, type ConceptMap } from '../concepts/concept-map.js';
import type { ExampleRelation } from '../concepts/relations.js';
import { withArticle } from './wording.js';
import { candidate, type Candidate, type FamilyContext } from './candidate.js';

/** How far apart, in sentences, kinds the material sets side by side may be ("A hinge joint … A pivot joint …"). */
const NEIGHBOURHOOD = 4;
const LOOSE =
  /^(many|some|other|several|various|valuable|important|different|new|old|main|key|certain|such|flat|large|small|big|long|short|high|low|wide|narrow|deep|shallow|steep|gentle|good|bad|simple|basic|typical|common|famous|great|own|their|its|his|her|our|your)\b/;

interface Kind {
  key: string;
  sentence: number;
}

function headOf(key: string): string {
  return key.split(' ').at(-1) ?? key;
}

function flat(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
}

/**
 * The other kinds of the same thing the material describes beside this one: "pivot joint" and
 * "ball-and-socket joint" beside "hinge joint" — the same head noun, named within a few sentences.
 */
function neighbouringKinds(map: ConceptMap, relation: ExampleRelation): Kind[] {
  const head = headOf(relation.categoryKey);
  const at = relation.sentence.index;
  const near = (i: number): boolean => Math.abs(i - at) <= NEIGHBOURHOOD;
  const kinds = new Map<string, Kind>();
  // "tobacco mosaic virus" beside "helical virus" is an example, not a type: a question asking which type
  // offers only the material's other types (review round 32: examples among the types were rejected).
  const categories = new Set(map.examples.map((e) => e.categoryKey));
  const examples = new Set(
    map.examples.flatMap((e) => e.examples.map((x) => x.key)).filter((k) => !categories.has(k)),
  );
  for (const other of map.examples)
    if (other !== relation && headOf(other.categoryKey) === head && near(other.sentence.index))
      kinds.set(other.categoryKey, { key: other.categoryKey, sentence: other.sentence.index });
  for (const concept of map.concepts.values()) {
    if (concept.kind !== 'term' || concept.words < 2 || concept.head !== head) continue;
    if (!concept.vocabulary && !concept.definition) continue;
    if (examples.has(concept.key)) continue;
    const sentence = concept.sentences.find(near);
    if (sentence !== undefined && !kinds.has(concept.key))
      kinds.set(concept.key, { key: concept.key, sentence });
  }
  kinds.delete(relation.categoryKey);
  return [...kinds.values()].filter(
    (k) =>
      !LOOSE.test(k.key) && !k.key.includes(relation.categoryKey) && !relation.categoryKey.includes(k.key),
  );
}

/**
 * "The knee is an example of which type of joint?": an example the material gives of one kind, sorted
 * among the kinds it sets beside it. Placing an example in its class is understanding (the rubric's
 * "classify a stated example"), not recall of a word from one sentence.
 */
export function classifyFamily(ctx: FamilyContext, type: QuestionType): Candidate[] {
  const { map, rng } = ctx;
  // Typed, "Cotton is an example of which type of crop?" takes "cash crop" or "fibre crop" as well as the
  // material's "kharif crop": all eight short answers of rounds 13–21 were rejected, so only choices.
  if (type !== 'multiple_choice' && type !== 'true_false') return [];
  const out: Candidate[] = [];
  const sentences = map.material.analysis.sentences;
  for (const relation of map.examples) {
    const key = relation.categoryKey;
    const head = headOf(key);
    if (key.split(' ').length < 2 || LOOSE.test(key) || isGenericKey(head)) continue;
    const kinds = neighbouringKinds(map, relation);
    if (kinds.length < (type === 'multiple_choice' ? 2 : 1)) continue;
    // An example the material also mentions beside another kind could belong to both.
    const besideOthers = kinds.map((k) => flat(sentences[k.sentence]?.text ?? ''));
    const examples = relation.examples.filter(
      (e) =>
        !isGenericKey(e.key) &&
        e.text.split(' ').length <= 3 &&
        !flat(e.text).includes(` ${head} `) &&
        !besideOthers.some((s) => s.includes(flat(e.text))),
    );
    for (const example of examples) {
      const plural =
        (example.text.split(' ').at(-1) ?? '').toLowerCase() !== (example.key.split(' ').at(-1) ?? '');
      const name = /^[A-Z]/.test(example.text);
      // "Sloths are …", "The knee is …", "Stuxnet is …"; "Cotton is …", not "The cotton": the article only
      // where the material gives it one.
      const lower = example.text.toLowerCase();
      const mass =
        ['substance', 'food', 'plant'].includes(supersense(lower) ?? '') ||
        new RegExp(`^${escapeRegExp(sentenceCase(lower))} (is|was|has|carries|contains)\\b`, 'm').test(
          map.material.text,
        );
      const definite = !mass || mentions(map.material.lowerText, `the ${lower}`) > 0;
      const subject = name || plural || !definite ? example.text : `the ${example.text}`;
      const be = plural ? 'are' : 'is';
      const source = relation.sentence.text;
      const base = {
        concept: map.concepts.get(key) ?? { key, name: key, weight: 2 },
        source,
        sentences: [relation.sentence.index],
        bloom: 'understand' as const,
        cognitive: 'comparison' as const,
        value: 4,
        explanation: `The material gives ${subject} as an example of ${withArticle('a ', key).trim()}: "${source}"`,
      };
      const stem = `${sentenceCase(subject)} ${be} an example of which type of ${head}?`;
      if (type === 'multiple_choice') {
        out.push(
          candidate(
            { ...base, type, stem, answer: key, options: rng.shuffle(kinds.map((k) => k.key)).slice(0, 3) },
            rng,
          ),
        );
      } else if (type === 'true_false') {
        const wrong = rng.shuffle(kinds)[0] as Kind;
        // "a kind of": no article or plural to agree ("Antivirus programs are a kind of utility software").
        const statement = (kind: string): string =>
          `True or false: ${sentenceCase(subject)} ${be} a kind of ${kind}.`;
        out.push(
          candidate({ ...base, type, stem: statement(key), answer: 'True' }, rng),
          candidate(
            {
              ...base,
              type,
              stem: statement(wrong.key),
              answer: 'False',
              explanation: `False: the material gives ${subject} as an example of ${withArticle('a ', key).trim()}, not ${withArticle('a ', wrong.key).trim()}: "${source}"`,
            },
            rng,
          ),
        );
      }
    }
  }
  return out;
}
