import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES, type QuestionType } from '@quizwise/contract';
import { gateQuestion, indexMaterial } from '@quizwise/quiz-engine';
import { extractJson } from './model-calls.js';
import { recordedPairs } from '../../../test/ai/test-replay-server.js';
import { DraftQuiz } from './write-quiz.js';

const ROOT = path.join(import.meta.dirname, 'fixtures', 'stand-in');
const recordings = existsSync(ROOT)
  ? readdirSync(ROOT, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const TYPE_BY_RULE: [RegExp, QuestionType][] = [
  [/^Multiple choice:/m, 'multiple_choice'],
  [/^True\/false:/m, 'true_false'],
  [/^Short answer:/m, 'short_answer'],
  [/^Fill in the blank:/m, 'fill_in_the_blank'],
  [/^Scenario:/m, 'scenario_based'],
];

/**
 * Answers written by a capable model standing in for the configured one (recorded with
 * `../shared/quality/stand-in-model.mjs`, dropped into `fixtures/stand-in/<set>/`), replayed through the
 * quality gate: every recorded generation answer must parse, and the gate must keep most of it.
 */
describe.skipIf(recordings.length === 0)('stand-in recordings through the gate', () => {
  it.each(recordings)('%s: every generation answer parses and the gate keeps most of it', (name) => {
    let written = 0;
    let kept = 0;
    for (const [, request, reply] of recordedPairs(path.join(ROOT, name))) {
      const system = request.messages[0]?.content ?? '';
      const type = TYPE_BY_RULE.find(([rule]) => rule.test(system))?.[1];
      if (!type || !/^Write \d+ questions/m.test(system)) continue;
      const material = (request.messages.at(-1)?.content ?? '').replace(/^Study material[^:]*:\n\n/, '');
      const draft = DraftQuiz.safeParse(extractJson(reply));
      expect(draft.success).toBe(true);
      if (!draft.success) continue;
      const index = indexMaterial(material);
      for (const question of draft.data.questions) {
        written += 1;
        if (gateQuestion(question, type, index).status !== 'drop') kept += 1;
      }
    }
    expect(QUESTION_TYPES.length).toBeGreaterThan(0);
    if (written > 0) expect(kept / written).toBeGreaterThanOrEqual(0.6);
  });
});
