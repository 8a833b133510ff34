import { gateQuestion, indexMaterial } from '@quizwise/quiz-engine';
import { ApiError } from '../../lib/errors.js';
import { createModelCaller } from './model-calls.js';
import { chatModel, type OpenAiProviderOptions } from './openai-provider.js';
import { generationPrompt } from './prompts.js';
import { DraftQuiz } from './write-quiz.js';

/** A few sentences any model can write a question from. */
const SAMPLE = [
  'Osmosis is the movement of water across a partially permeable membrane from a dilute solution to a more concentrated one.',
  'Active transport moves substances against a concentration gradient and needs energy from respiration.',
  'Diffusion is the net movement of particles from a region of higher concentration to a region of lower concentration.',
].join(' ');

export interface ModelCheck {
  /** The model server answered the request. */
  answered: boolean;
  /** Its answer was the JSON shape asked for. */
  followsSchema: boolean;
  /** Questions of its answer that passed the quality gate, of those it wrote. */
  passed: number;
  written: number;
  ms: number;
  message: string;
}

/**
 * `npm run ai:check`: one small generation request to the configured model, and whether it answered,
 * followed the schema and wrote a question the quality gate keeps.
 */
export async function checkModel(
  options: Pick<OpenAiProviderOptions, 'service' | 'baseURL' | 'apiKey' | 'model' | 'structuredOutputs'> & {
    timeoutMs?: number;
  },
): Promise<ModelCheck> {
  const started = Date.now();
  const caller = createModelCaller({
    model: chatModel(options),
    timeoutMs: options.timeoutMs ?? 60_000,
    maxRetries: 0,
    maxRateLimitWaits: 1,
  });
  try {
    const reply = await caller.json(
      generationPrompt('multiple_choice', 2, false, []),
      `Study material:\n\n${SAMPLE}`,
      DraftQuiz,
    );
    const material = indexMaterial(SAMPLE);
    const passed = reply.questions.filter(
      (q) => gateQuestion(q, 'multiple_choice', material).status !== 'drop',
    ).length;
    return {
      answered: true,
      followsSchema: true,
      passed,
      written: reply.questions.length,
      ms: Date.now() - started,
      message:
        passed > 0
          ? `The model answered and followed the schema; ${passed} of ${reply.questions.length} questions passed the quality gate.`
          : 'The model answered in the schema, but none of its questions passed the quality gate (a small model may need a larger one).',
    };
  } catch (error) {
    const status = error instanceof ApiError ? error.statusCode : 0;
    const message = error instanceof Error ? error.message : String(error);
    // 502 "could not be read" and a refusal (422) mean the server answered, not in the schema.
    const answered = status === 422 || (status === 502 && /could not be read/.test(message));
    return { answered, followsSchema: false, passed: 0, written: 0, ms: Date.now() - started, message };
  }
}
