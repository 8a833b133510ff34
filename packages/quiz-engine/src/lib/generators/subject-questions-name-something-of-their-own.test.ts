import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { phraseFact } from '../questions/phrase-fact.js';
import { subjectQuestion } from './blanks.js';
import { subjectGapQuestion } from './direct-questions.js';

// Round 39 (a fresh set): "What was far from foolish?" (key "theory"), "What reached well beyond the
// courtroom?", "When few bacteria are present, what drifts away and its concentration stays low?" and "Who
// did raise wages …?" were sent back: a bare wh-word needs a stem that means something off the page. An
// original passage.
const meaning = readMaterial(
  [
    'The Weavers of Lyon',
    '',
    'The complaint was far from idle: prices had fallen for years.',
    'When few bees are present, the scent drifts away and its concentration stays low.',
    'Some weavers did smash the new looms, at least for a while.',
    'The Jacquard loom was patented by Joseph Marie Jacquard in 1804.',
    'From the eighteenth century, drawlooms used the pull of the cords to lift threads or hooks that raised the warp from one row to another.',
  ].join('\n'),
);

describe('a subject-gap question names something of its own', () => {
  it('asks no "What …?" whose rest names nothing', () => {
    expect(subjectGapQuestion(phraseFact(meaning, 'complaint', 'complaint'), false)).toBeNull();
    expect(subjectQuestion(phraseFact(meaning, 'complaint', 'complaint'))).toBeNull();
    // A rest that names a person and a year is still asked.
    expect(subjectGapQuestion(phraseFact(meaning, 'Jacquard loom', 'jacquard loom'), false)).toBe(
      'What was patented by Joseph Marie Jacquard in 1804?',
    );
  });

  it('asks no subject of the first of two coordinated clauses', () => {
    expect(subjectGapQuestion(phraseFact(meaning, 'scent', 'scent'), false)).toBeNull();
    // A relative clause inside the predicate is the noun's own, no second clause.
    expect(subjectGapQuestion(phraseFact(meaning, 'drawlooms', 'drawloom'), false)).toBe(
      'From the eighteenth century, what used the pull of the cords to lift threads or hooks that raised the warp from one row to another?',
    );
  });

  it('asks no "Who did …?" of an emphatic "did"', () => {
    expect(subjectGapQuestion(phraseFact(meaning, 'weavers', 'weaver'), true)).toBeNull();
  });
});
