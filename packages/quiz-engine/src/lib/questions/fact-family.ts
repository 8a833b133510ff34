import type { QuestionType } from '@quizwise/contract';
import { alternativesFor } from '../concepts/alternatives.js';
import { clauseOf, sentenceCase, standsAlone, whyQuestion, type Clause } from '../concepts/clauses.js';
import { conceptIn } from '../concepts/concept-map.js';
import type { Fact } from '../material.js';
import { subjectQuestion } from '../generators/blanks.js';
import { namesAWork, opensOnPassingThing, standsOnItsOwn } from './statement-family.js';
import { candidate, type Candidate, type FamilyContext } from './candidate.js';
import { peripheralYear } from './sentence-keys.js';
import { STUDY_CUES } from './word-lists.js';

/** Prizes and honours: when one was given is trivia beside what it was given for. */
export const HONOUR = /\b(Nobel|prize|award(ed)?|medal|knighted|honorary|laureate)\b/i;

export interface DatedEvent {
  fact: Fact;
  year: number;
  event: Clause;
}

/** "In 1347, ships from the Black Sea reached Sicily." / "… reached Sicily in 1347." → the event and year. */
export function datedEvent(fact: Fact): DatedEvent | null {
  if (fact.kind !== 'date' || !/^\d{3,4}$/.test(fact.text)) return null;
  const tokens = fact.sentence.tokens;
  const last = tokens.length - 1;
  let event: Clause | null = null;
  if (fact.start === 1 && tokens[0]?.lower === 'in' && tokens[fact.end]?.value === ',')
    event = clauseOf(fact.sentence, fact.end + 1, last);
  else if (fact.start === 1 && tokens[0]?.lower === 'in' && tokens[fact.end]?.pos !== 'ADP')
    event = clauseOf(fact.sentence, fact.end, last);
  else if (fact.end === last && tokens[fact.start - 1]?.lower === 'in')
    event = clauseOf(fact.sentence, 0, fact.start - 1);
  if (!event || !standsAlone(event) || !standsOnItsOwn(fact.sentence.text)) return null;
  // "Freedom Riders who challenged … were beaten": a relative clause in the subject breaks the inversion.
  if (/\b(who|which|that|whose)\b/i.test(event.text.split(' ').slice(0, 6).join(' '))) return null;
  if (/^(it|they|he|she|this|these|the two)\b/i.test(event.text)) return null;
  // "In which year did in Britain inflation rise …": the inversion needs the subject first.
  if (event.sentence.tokens[event.start]?.pos === 'ADP') return null;
  // "… that these colours …", "in this way", "the most famous playhouse of the age": out of its paragraph
  // the event is not one the learner can place.
  if (/\b(this|these|those|that way|such|the same|the age|the time|only after|only when)\b/i.test(event.text))
    return null;
  if (/\b\d{3,4}\b/.test(event.text) || /,/.test(event.text)) return null;
  // "In which year did Thaler receive the Nobel Prize?": the year of an honour is trivia, not the idea.
  if (HONOUR.test(event.text)) return null;
  // "In which year did Edward Deci ask university students …?": the year of a study is trivia beside its
  // finding (round 31).
  if (STUDY_CUES.test(fact.sentence.text)) return null;
  // "In 1853 Japan was a largely agricultural country": a state that held for years, not an event of one.
  const words = event.sentence.tokens.slice(event.start, event.end + 1);
  const verbAt = words.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const verb = words[verbAt];
  if (
    verb &&
    /^(was|were|is|are)$/.test(verb.lower) &&
    ['DET', 'ADJ', 'ADV', 'NOUN'].includes(words[verbAt + 1]?.pos ?? '')
  )
    return null;
  // "In which year did Ekman explain why?": the event ends on what it points back at.
  if (/\b(why|how|what|whether|this|that|it|them|so)$/i.test(event.text.replace(/[.!?]$/, ''))) return null;
  return { fact, year: Number(fact.text), event };
}

/** Dates, people and places the material names: "In which year …?", "Who …?", "Which happened first?". */
export function factFamily(ctx: FamilyContext, type: QuestionType): Candidate[] {
  const { map, rng } = ctx;
  const out: Candidate[] = [];
  if (type !== 'multiple_choice' && type !== 'short_answer') return out;
  const events = map.material.facts.map(datedEvent).filter((e): e is DatedEvent => e !== null);
  for (const event of events) {
    const concept = map.concepts.get(event.fact.key);
    if (!concept) continue;
    // "In which year did the turning point come?": the event must be named, not pointed back at.
    if (opensOnPassingThing(event.fact.sentence, map.material.lowerText, event.event.start)) continue;
    // "In which year did the water board receive its charter?": the year of a side event is left to the
    // sentence top-up, which asks it after sound keys and marked (`peripheralYear`, round 37).
    if (peripheralYear(map, event.fact)) continue;
    const why = whyQuestion(event.event, true);
    if (!why) continue;
    const stem = why.replace(/^Why /, 'In which year ');
    const source = event.fact.sentence.text;
    const options =
      type === 'multiple_choice'
        ? alternativesFor(map, concept, { count: 3, avoidIn: [stem], siblingsOnly: false }, rng)
        : [];
    if (!options) continue;
    out.push(
      candidate(
        {
          type,
          stem,
          answer: event.fact.text,
          ...(type === 'multiple_choice' ? { options } : { accepted: [event.fact.text] }),
          explanation: `The material says: "${source}"`,
          concept: {
            key: concept.key,
            name: conceptIn(map, event.event.text)?.name ?? 'Chronology',
            weight: 2,
          },
          bloom: 'remember',
          cognitive: 'sequence',
          source,
          sentences: [event.fact.sentence.index],
          value: 2.5,
        },
        rng,
      ),
    );
  }
  if (type === 'multiple_choice' && ctx.higherOrder) {
    // Chronology: which of four dated events came first.
    const distinct = [...new Map(events.map((e) => [e.year, e])).values()].filter(
      (e) => e.event.text.split(' ').length <= 14,
    );
    for (let i = 0; i + 3 < distinct.length; i += 2) {
      const group = rng.shuffle(distinct).slice(0, 4);
      const first = [...group].sort((a, b) => a.year - b.year)[0] as DatedEvent;
      const options = group.filter((e) => e !== first).map((e) => sentenceCase(e.event.text));
      out.push(
        candidate(
          {
            type,
            stem: 'According to the material, which of these happened first?',
            answer: sentenceCase(first.event.text),
            options,
            explanation: `${group
              .sort((a, b) => a.year - b.year)
              .map((e) => `${e.year}: ${e.event.text}`)
              .join('; ')}.`,
            concept: { key: `sequence-${first.year}`, name: 'Chronology', weight: 3 },
            bloom: 'understand',
            cognitive: 'sequence',
            source: group.map((e) => e.fact.sentence.text).join(' '),
            sentences: group.map((e) => e.fact.sentence.index),
            value: 3,
          },
          rng,
        ),
      );
    }
  }
  for (const fact of map.material.facts) {
    if (fact.kind !== 'person') continue;
    const concept = map.concepts.get(fact.key);
    const form = subjectQuestion(fact);
    if (!concept || !form || form.wh !== 'Who' || !namesAWork(form.rest)) continue;
    // "Who divided philosophy into three parts? — Stoics": a school or a people is not someone.
    if (/^[A-Z][a-z]+s$/.test(fact.text)) continue;
    const stem = `Who ${form.rest}?`;
    const options =
      type === 'multiple_choice'
        ? alternativesFor(
            map,
            concept,
            { count: 3, avoidIn: [stem, fact.sentence.text], siblingsOnly: false },
            rng,
          )
        : [];
    if (!options) continue;
    const surname = fact.text.split(' ').at(-1) ?? fact.text;
    out.push(
      candidate(
        {
          type,
          stem,
          answer: fact.text,
          ...(type === 'multiple_choice' ? { options } : { accepted: [fact.text, surname] }),
          explanation: `The material says: "${fact.sentence.text}"`,
          concept,
          bloom: 'remember',
          cognitive: 'recall',
          source: fact.sentence.text,
          sentences: [fact.sentence.index],
          value: 2.5,
        },
        rng,
      ),
    );
  }
  return out;
}
