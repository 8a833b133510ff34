import type { QuestionType } from '@quizwise/contract';
import { runningCase, type Clause } from '../concepts/clauses.js';
import { conceptIn, type Concept, type ConceptMap } from '../concepts/concept-map.js';
import type { CauseRelation } from '../concepts/relations.js';
import { candidate, type Candidate, type FamilyContext } from './candidate.js';
import { standsOnItsOwn, worthBlanking } from './statement-family.js';

/** The key concept inside a cause clause that a learner could supply, if there is exactly one choice. */
function blankableConcept(map: ConceptMap, clause: Clause): Concept | null {
  const lower = ` ${clause.text.toLowerCase()} `;
  const found = [...map.concepts.values()].filter(
    (c) =>
      c.vocabulary && worthBlanking(c, clause.sentence.index) && lower.includes(` ${c.name.toLowerCase()} `),
  );
  found.sort((a, b) => b.weight - a.weight);
  return found[0] ?? null;
}

export const REFERENCES =
  /\b(it|its|they|them|their|he|him|his|she|her|these|those|this|the two|both|such)\b/i;

export function asReason(relation: CauseRelation): string {
  const text = runningCase(relation.cause.text, relation.cause.sentence.tokens[relation.cause.start]).replace(
    /^because\s+/i,
    '',
  );
  return relation.causeIsPhrase ? `Because of ${text}` : `Because ${text}`;
}

export function isPast(relation: CauseRelation): boolean {
  return relation.sentence.tokens.some((t) => t.pos === 'VERB' && /ed$/.test(t.lower) && t.lemma !== t.lower);
}

/**
 * Cause and effect: the reason completed with its key concept; true/false on a stated explanation.
 */
export function causeFamily(ctx: FamilyContext, type: QuestionType): Candidate[] {
  const { map, rng } = ctx;
  const out: Candidate[] = [];
  const relations = map.causes;
  if (relations.length < 2) return out;
  for (const relation of relations) {
    const sentences = [...new Set([relation.cause.sentence.index, relation.effect.sentence.index])];
    const source =
      relation.cause.sentence === relation.effect.sentence
        ? relation.sentence.text
        : `${relation.cause.sentence.text} ${relation.effect.sentence.text}`;
    const concept = conceptIn(map, `${relation.cause.text} ${relation.effect.text}`);
    if (!concept) continue;
    // "Why do real systems usually combine the two?": both ends must make sense on their own.
    if (REFERENCES.test(relation.cause.text) || REFERENCES.test(relation.effect.text)) continue;
    if (!standsOnItsOwn(relation.sentence.text)) continue;
    const base = { concept, source, sentences, value: 4 };
    const explanation = `The material links them: "${source}"`;
    // No "Why did E?" with four reasons: the other reasons come from other paragraphs, so they are
    // plainly beside the point and the question gives itself away (blind reviews rejected every one).
    if (type === 'fill_in_the_blank' && relation.cause.sentence === relation.effect.sentence) {
      // The reason, with its key concept missing: completing it means knowing why, not just a word.
      const blank = blankableConcept(map, relation.cause);
      if (!blank) continue;
      const text = relation.sentence.text;
      const at = text
        .toLowerCase()
        .indexOf(blank.name.toLowerCase(), relation.cause.sentence.tokens[relation.cause.start]?.start ?? 0);
      if (at < 0) continue;
      const blanked = `${text.slice(0, at)}_____${text.slice(at + blank.name.length)}`;
      if (/\b(a|an) _____/i.test(blanked)) continue;
      out.push(
        candidate(
          {
            ...base,
            concept: blank,
            type,
            stem: `Complete the explanation: ${blanked}`,
            answer: text.slice(at, at + blank.name.length),
            accepted: [blank.name],
            explanation,
            // One stated sentence completed: recall, whatever the "because" in it (blind reviews).
            bloom: 'remember',
            cognitive: 'cause_and_effect',
          },
          rng,
        ),
      );
    }
  }
  return out;
}
