import type { Question } from '@quizwise/contract';
import {
  calledQuestion,
  objectQuestion,
  pluralSubject,
  subjectQuestion,
  titledPersonQuestion,
  whenQuestion,
} from './blanks.js';
import { containsPhrase, displayAnswer, rankFacts, SetTracker, skillOf, type Generator } from './common.js';
import { askedAsBodies, peopleKey, yearQuestion } from './direct-questions.js';
import { acceptedVariants } from './fill-in-the-blank.js';

/**
 * Definitional and factual questions answered in a few words: the subject of a sentence becomes the
 * answer ("What is the process by which …?" → "photosynthesis").
 */
export const shortAnswer: Generator = (ctx, want) => {
  const out: Question[] = [];
  const tracker = new SetTracker(ctx);
  const candidates = rankFacts(
    ctx,
    (f) =>
      (f.kind !== 'date' && f.kind !== 'number' && subjectQuestion(f) !== null) ||
      calledQuestion(f) !== null ||
      whenQuestion(f) !== null ||
      yearQuestion(f) !== null ||
      titledPersonQuestion(f) !== null ||
      objectQuestion(f) !== null,
  );
  for (const fact of candidates) {
    if (out.length >= want) break;
    if (!tracker.fresh(fact.sentence, fact.key)) continue;
    const form = fact.kind === 'date' || fact.kind === 'number' ? null : subjectQuestion(fact);
    // "Who is Rodion Raskolnikov, …? — central character": the name is what the sentence teaches, not the
    // role said of it; a role asked by the name it describes is a riddle with many answers.
    if (form && fact.kind !== 'person' && /^(is|was|are|were) (\p{Lu}|the \p{Lu})/u.test(form.rest)) continue;
    const answer = displayAnswer(fact);
    const definitional = form ? /^(is|are|was|were) (a|an|the)\b/i.test(form.rest) : true;
    const other = form
      ? null
      : (calledQuestion(fact) ??
        whenQuestion(fact) ??
        yearQuestion(fact) ??
        titledPersonQuestion(fact) ??
        objectQuestion(fact));
    let stem: string;
    const accepted = acceptedVariants(answer, fact.kind);
    if (fact.kind === 'date') {
      const year = /\b\d{4}\b/.exec(answer)?.[0];
      if (year && year !== answer) accepted.push(year);
    }
    if (!form) {
      if (!other) continue;
      stem = other;
    } else if (ctx.higherOrder) {
      stem =
        fact.kind === 'person'
          ? `A classmate describes someone who ${form.rest}. Who are they describing, according to the material?`
          : `A classmate describes ${pluralSubject(form.rest) ? 'things' : 'something'} that ${form.rest}. Which term from the material names ${pluralSubject(form.rest) ? 'them' : 'it'}?`;
    } else stem = `${form.wh} ${form.rest}?`;
    // "What borrowed the word "fission" …? — Frisch", "What received £20 million …? — Slave owners": a
    // person or a group of people is asked for with "Who" (blind reviews), in every form.
    // "In Cambridge, what had started a search …? — James Challis" (round 48): after a fronted phrase too.
    const what = /^(What |[^?"]*?, what )/.exec(stem);
    if (what && peopleKey(fact, ctx.material))
      stem = stem.replace(
        what[1] ?? '',
        (what[1] ?? '').replace(/[Ww]hat $/, (w) => (w[0] === 'W' ? 'Who ' : 'who ')),
      );
    // "What must decide whether …? — central banks": a plural institution is asked for as one (round 34).
    stem = askedAsBodies(stem, fact);
    if (containsPhrase(stem, answer)) continue;
    out.push({
      question: stem,
      answer,
      options: [],
      questionType: 'short_answer',
      explanation: `The material says: "${fact.sentence.text}"`,
      skill: skillOf(ctx.material, fact.sentence, fact.key),
      bloom_level:
        ctx.higherOrder && form ? 'apply' : definitional && fact.kind !== 'date' ? 'understand' : 'remember',
      source: fact.sentence.text,
      accepted_answers: accepted,
    });
    tracker.take(fact.sentence, fact.key);
  }
  return out;
};
