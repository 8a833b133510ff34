import {
  EngineBusyError,
  createEmbeddedProvider,
  createWorkerProvider,
  type QuizProvider,
} from '@quizwise/quiz-engine';
import type { AppConfig } from '../../config/env.js';
import { ApiError, errors } from '../../lib/errors.js';
import {
  createOpenAiProvider,
  SERVICE_BASE_URLS,
  SERVICE_DEFAULT_MODELS,
  type ModelService,
  type OpenAiProviderOptions,
} from './openai-provider.js';

export const OPENAI_BASE_URL = SERVICE_BASE_URLS.openai;
export const OPENAI_DEFAULT_MODEL = SERVICE_DEFAULT_MODELS.openai;

/** The configured model service, or null for the embedded engine. */
export function modelServiceOf(config: Pick<AppConfig, 'AI_PROVIDER'>): ModelService | null {
  return config.AI_PROVIDER === 'embedded' ? null : config.AI_PROVIDER;
}

/** How to reach the configured model: its service, root, key, model id and structured-output mode. */
export function modelConnection(
  config: Pick<AppConfig, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_STRUCTURED_OUTPUTS'>,
  service: ModelService,
): Pick<OpenAiProviderOptions, 'service' | 'baseURL' | 'apiKey' | 'model' | 'structuredOutputs'> {
  return {
    service,
    baseURL: config.AI_BASE_URL ?? SERVICE_BASE_URLS[service],
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL ?? SERVICE_DEFAULT_MODELS[service],
    ...(config.AI_STRUCTURED_OUTPUTS === 'auto'
      ? {}
      : { structuredOutputs: config.AI_STRUCTURED_OUTPUTS === 'on' }),
  };
}
/** Waiting requests per engine thread when AI_QUEUE_LIMIT is unset. */
const QUEUE_PER_THREAD = 128;

/** A full engine is the API's 503 with Retry-After (never a 500); the services refund what they charged. */
function busyAsUnavailable<T>(call: () => Promise<T>): Promise<T> {
  return call().catch((error: unknown) => {
    if (error instanceof EngineBusyError) {
      throw errors.unavailable(
        `Many quizzes are being made right now; try again in ${error.retryAfterSeconds} seconds.`,
        error.retryAfterSeconds,
      );
    }
    throw error;
  });
}

function embeddedOnWorkers(config: AppConfig): QuizProvider {
  const threads = config.AI_WORKER_THREADS;
  const engine = createWorkerProvider({
    threads,
    maxQueue: config.AI_QUEUE_LIMIT ?? threads * QUEUE_PER_THREAD,
  });
  return {
    name: engine.name,
    generate: (input) => busyAsUnavailable(() => engine.generate(input)),
    topicNotes: (topic, passages) => busyAsUnavailable(() => engine.topicNotes(topic, passages)),
    answer: (question, passages) => busyAsUnavailable(() => engine.answer(question, passages)),
    // Spaced-review cards come from the same threads, so a large library never stalls the server.
    reviewCards: (texts) => busyAsUnavailable(() => engine.reviewCards(texts)),
    // What each question type can fill from the material, counted on the same threads (issue 33).
    capacity: (input) => busyAsUnavailable(() => engine.capacity(input)),
    skills: (text) => busyAsUnavailable(() => engine.skills(text)),
    close: () => engine.close(),
  };
}

/**
 * The AI behind generation, topic notes and chat, chosen once at boot: `AI_PROVIDER=openai` talks to
 * an OpenAI-compatible server, `anthropic` to Anthropic's Messages API, `google` to Gemini's
 * generateContent (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`, `AI_STRUCTURED_OUTPUTS`); `embedded` is the
 * embedded offline engine, on `AI_WORKER_THREADS` worker threads (0: on the request thread) with at
 * most `AI_QUEUE_LIMIT` requests waiting.
 */
export function createConfiguredProvider(config: AppConfig): QuizProvider {
  const service = modelServiceOf(config);
  if (!service) return config.AI_WORKER_THREADS > 0 ? embeddedOnWorkers(config) : createEmbeddedProvider();
  const model = createOpenAiProvider({
    ...modelConnection(config, service),
    concurrency: config.AI_CONCURRENCY,
  });
  return config.AI_FALLBACK === 'embedded' ? withEmbeddedFallback(model, createEmbeddedProvider()) : model;
}

/** Said on a quiz the embedded engine wrote because the model could not. */
export const FALLBACK_WARNING =
  'The language model could not write this quiz, so the built-in engine wrote it instead.';

/**
 * `AI_FALLBACK=embedded`: a generation the model cannot do at all (unreachable, failing, refusing) is
 * written by the embedded engine, with a warning saying so. Chat and notes still come from the model.
 */
export function withEmbeddedFallback<P extends QuizProvider>(model: P, embedded: QuizProvider): P {
  return {
    ...model,
    name: model.name,
    async generate(input, hooks) {
      try {
        return await model.generate(input, hooks);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const result = await embedded.generate(input);
        if (!result.ok) throw error;
        return {
          ok: true,
          value: { ...result.value, warnings: [FALLBACK_WARNING, ...result.value.warnings] },
        };
      }
    },
  };
}
