import { createEmbeddedProvider, createWorkerProvider, type QuizProvider } from '@quizwise/quiz-engine';
import type { AppConfig } from '../../config/env.js';
import { createOpenAiProvider } from './openai-provider.js';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

/**
 * The AI behind generation, topic notes and chat, chosen once at boot: `AI_PROVIDER=openai` talks to
 * an OpenAI-compatible server (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`); anything else is the
 * embedded offline engine, on `AI_WORKER_THREADS` worker threads (0: on the request thread).
 */
export function createConfiguredProvider(config: AppConfig): QuizProvider {
  if (config.AI_PROVIDER !== 'openai')
    return config.AI_WORKER_THREADS > 0
      ? createWorkerProvider({ threads: config.AI_WORKER_THREADS })
      : createEmbeddedProvider();
  return createOpenAiProvider({
    baseURL: config.AI_BASE_URL ?? OPENAI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL ?? OPENAI_DEFAULT_MODEL,
  });
}
