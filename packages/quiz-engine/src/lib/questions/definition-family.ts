import type { QuestionType } from '@quizwise/contract';
import { alternativesFor, siblingScore } from '../concepts/alternatives.js';
import { sentenceCase } from '../concepts/clauses.js';
import { isGenericKey, type Concept, type ConceptMap } from '../concepts/concept-map.js';
import { supersense } from '../concepts/wordnet.js';
import type { DefinitionFact } from '../concepts/definitions.js';
import { candidate, type Candidate, type FamilyContext } from './candidate.js';
import { BACK_REFERENCE, opensOnPassingThing, pluralName } from './statement-family.js';
import { SHELL_NOUNS } from './word-lists.js';

const BLANK = '_____';

/** "What is the process by which green plants make glucose called?" / "Which type of rock forms when …?" */
export function termStem(d: DefinitionFact): { stem: string; namesKind: boolean } | null {
  const stem = termStemOf(d);
  if (!stem) return null;
  // "What is the term for the Duke of Ferrara, …? — speaker": a description that opens on a name
  // identifies someone; it does not define a term.
  const described = stem.stem.replace(/^What is the term for (the |an? )?/, '');
  if (stem.stem.startsWith('What is the term for') && /^[A-Z]/.test(described)) return null;
  // "the term for the name given specifically to the corrosion of iron" says "name" twice.
  return {
    ...stem,
    stem: stem.stem.replace(
      /^What is the term for (?:the )?name given (?:specifically )?to /,
      'What is the term for ',
    ),
  };
}

function termStemOf(d: DefinitionFact): { stem: string; namesKind: boolean } | null {
  switch (d.form) {
    case 'subject-relative': {
      const rest = d.differentia.replace(/^(that|which|who)\s+/i, '');
      if (d.genus && d.genus.split(' ').length <= 3 && !/^(type|kind|form) of$/.test(d.genus))
        return { stem: `Which ${d.genus} ${rest}?`, namesKind: true };
      return d.genus
        ? { stem: `What is the term for the ${d.genus} ${d.differentia}?`, namesKind: true }
        : null;
    }
    case 'relative':
    case 'participle':
    case 'phrase':
      if (!d.genus) return null;
      return {
        stem: `What is the term for ${d.genusWithArticle ?? d.genus} ${d.differentia}?`,
        namesKind: true,
      };
    case 'refers':
    case 'called':
      // "the reverse process", "the same process on a larger scale": a description that leans on the
      // sentence before names nothing.
      if (/\b(reverse|same|opposite|other|next|this|these|former|latter)\b/i.test(d.differentia)) return null;
      if (d.differentia.split(' ').length < 4) return null;
      return { stem: `What is the term for ${d.differentia}?`, namesKind: false };
  }
}

/** The term's own description, as an option: "a type of rock that forms when magma cools". */
export function describe(d: DefinitionFact): string | null {
  if (d.form === 'called' || !d.genusWithArticle) return d.form === 'refers' ? d.differentia : null;
  return `${d.genusWithArticle} ${d.differentia}`;
}

function sameKindOfMeaning(a: DefinitionFact, b: DefinitionFact): boolean {
  if (!a.genusHead || !b.genusHead) return false;
  if (a.genusHead === b.genusHead) return true;
  const kind = supersense(a.genusHead);
  return kind !== null && kind === supersense(b.genusHead);
}

function variants(concept: Concept): string[] {
  const out = [concept.name];
  const bare = concept.name.replace(/^(the|a|an) /i, '');
  if (bare !== concept.name) out.push(bare);
  if (concept.plural) out.push(concept.name.replace(/s$/, ''));
  else if (concept.kind === 'term') out.push(`${concept.name}s`);
  return out;
}

function definitionsWithConcepts(map: ConceptMap): { d: DefinitionFact; concept: Concept }[] {
  const out: { d: DefinitionFact; concept: Concept }[] = [];
  const seen = new Set<string>();
  for (const d of map.definitions) {
    const concept = map.concepts.get(d.termKey);
    if (!concept || seen.has(concept.key)) continue;
    seen.add(concept.key);
    out.push({ d, concept });
  }
  return out;
}

/** Questions from "X is a Y that …" sentences, for every question type. */
export function definitionFamily(ctx: FamilyContext, type: QuestionType): Candidate[] {
  const { map, rng } = ctx;
  const out: Candidate[] = [];
  const defined = definitionsWithConcepts(map);
  for (const { d, concept } of defined) {
    // "What is the term for the poorest country in the Americas?": a place or person is not a term.
    if (concept.kind !== 'term') continue;
    // "X was the standard exercise for mastering the system": the definition leans on the passage.
    if (BACK_REFERENCE.test(d.sentence.text) || opensOnPassingThing(d.sentence, map.material.lowerText))
      continue;
    // "The product is a dark mixture called black ash" says what one step yields, not what "product"
    // means: a shell noun is no term ("What is the term for a dark mixture …? — product", round 43).
    if (SHELL_NOUNS.has(concept.key) && /^The \p{Ll}/u.test(d.sentence.text)) continue;
    const source = d.sentence.text;
    const sentences = [d.sentence.index];
    const base = { concept, source, sentences, value: 3 + (d.genus ? 1 : 0) };
    const explanation = `${sentenceCase(concept.name)} ${d.plural ? 'are' : 'is'} ${describe(d) ?? d.differentia}. The material says: "${source}"`;
    if (type === 'multiple_choice' || type === 'short_answer') {
      const own =
        type === 'multiple_choice' && !ctx.higherOrder && concept.vocabulary && !isGenericKey(concept.key)
          ? describe(d)
          : null;
      if (own) {
        // Term → description: the learner must recognise what the term means among its siblings' meanings.
        // The meanings offered must be of one kind ("a mixture of …" among processes gives the key away):
        // the same genus head, or genus heads of the same WordNet category.
        const siblings = defined
          .filter(
            (x) => x.concept !== concept && x.concept.plural === concept.plural && sameKindOfMeaning(d, x.d),
          )
          .map((x) => ({ x, score: siblingScore(concept, x.concept) + rng.next() }))
          .sort((a, b) => b.score - a.score)
          .map(({ x }) => describe(x.d))
          .filter((text): text is string => !!text && text.split(' ').length >= 4);
        if (siblings.length >= 3)
          out.push(
            candidate(
              {
                ...base,
                type,
                stem: `What does "${d.term}" mean?`,
                answer: own,
                options: siblings.slice(0, 3),
                explanation,
                bloom: 'remember',
                cognitive: 'vocabulary',
              },
              rng,
            ),
          );
      }
      const stem = termStem(d);
      if (!stem) continue;
      const asked = {
        ...base,
        type,
        stem: stem.stem,
        answer: d.term,
        explanation,
        bloom: 'remember' as const,
        cognitive: 'vocabulary' as const,
      };
      if (type === 'short_answer') {
        out.push(candidate({ ...asked, accepted: variants(concept) }, rng));
        continue;
      }
      // Three siblings when the material has them; when it names only two ("igneous, sedimentary and
      // metamorphic rock") three options are a fair question too.
      // Every option must be a term of the same kind, whether or not the stem names the kind: blind reviews
      // rejected "water vapour" and "guard cell" offered against "transpiration stream".
      const request = { avoidIn: [stem.stem, source], siblingsOnly: true };
      // Three close siblings when the material has them, else two: never terms of another kind (blind
      // reviews rejected "carbon dioxide" and "glucose" offered against the pigment "chlorophyll").
      const options =
        alternativesFor(map, concept, { ...request, count: 3 }, rng) ??
        alternativesFor(map, concept, { ...request, count: 2 }, rng);
      if (!options) continue;
      out.push(candidate({ ...asked, options }, rng));
    } else if (type === 'fill_in_the_blank') {
      const first = d.sentence.tokens[d.termStart];
      const last = d.sentence.tokens[d.termEnd - 1];
      if (!first || !last) continue;
      // "A flashback is …" → "A _____ is …": the article stays, as a reader expects it (reviewers marked
      // "_____ is a scene …" for fixing); "a"/"an" hints at one letter, not at the term.
      const blanked = sentenceCase(`${source.slice(0, first.start)}${BLANK}${source.slice(last.end)}`);
      if (blanked.split(' ').length < 7) continue;
      out.push(
        candidate(
          {
            ...base,
            type,
            stem: `Fill in the blank: ${blanked}`,
            answer: d.term,
            explanation,
            bloom: 'remember',
            cognitive: 'vocabulary',
            accepted: variants(concept),
          },
          rng,
        ),
      );
    } else if (type === 'true_false') {
      // False: the same definition given to a sibling that the material defines differently.
      const first = d.sentence.tokens[d.termStart];
      const last = d.sentence.tokens[d.termEnd - 1];
      if (!first || !last) continue;
      // The same framing in both runs: a verbatim definition in a "classmate's note" is recall in costume.
      const prefix = 'True or false: ';
      const suffix = '';
      const statement = (text: string, truth: boolean, why: string): void => {
        out.push(
          candidate(
            {
              ...base,
              type,
              stem: `${prefix}${text}${suffix}`,
              answer: truth ? 'True' : 'False',
              explanation: why,
              bloom: 'remember',
              cognitive: 'vocabulary',
            },
            rng,
          ),
        );
      };
      statement(source, true, `True. The material says: "${source}"`);
      // Swap only between "X is …" definitions: a "… is called X" sentence spliced with another reads as two.
      const sibling = defined
        .filter(
          (x) =>
            d.form !== 'called' &&
            x.d.form !== 'called' &&
            x.concept !== concept &&
            x.concept.plural === concept.plural &&
            pluralName(x.concept.name) === pluralName(d.term) &&
            siblingScore(concept, x.concept) >= 4 &&
            !source.toLowerCase().includes(x.concept.name.toLowerCase()),
        )
        .sort(() => rng.next() - 0.5)[0];
      if (sibling) {
        // The sibling keeps its own article ("The water cycle is …", but "Evaporation is …", never
        // "The evaporation is …"): take what stands before it in its own definition.
        const own = sibling.d.sentence;
        const ownStart = own.tokens[sibling.d.termStart]?.start ?? 0;
        const ownLast = own.tokens[sibling.d.termEnd - 1]?.end ?? 0;
        const ownArticle = own.text.slice(0, ownStart);
        const prefix = /^(the|a|an)?\s*$/i.test(source.slice(0, first.start))
          ? ownArticle
          : source.slice(0, first.start);
        statement(
          sentenceCase(`${prefix}${own.text.slice(ownStart, ownLast)}${source.slice(last.end)}`),
          false,
          `False: that describes ${concept.name}, not ${sibling.concept.name}. The material says: "${source}"`,
        );
      }
    }
  }
  return out;
}
