import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  defaultSettingsMiddleware,
  streamText,
  wrapLanguageModel,
  type JSONValue,
  type LanguageModel,
  type ModelMessage,
} from 'ai';
import { questionsRequested, type QuestionSet } from '@quizwise/contract';
import {
  generateQuiz,
  MIN_WORDS,
  type GeneratedQuiz,
  type GenerationFailure,
  type GroundedAnswer,
  type NotesFailure,
  type Passage,
  type Result,
  type TopicNotes,
  type TopicPassage,
} from '@quizwise/quiz-engine';
import { errors } from '../../lib/errors.js';
import {
  citationsIn,
  NOT_COVERED_ANSWER,
  type AnswerOptions,
  type StreamingProvider,
} from './ai-provider.js';
import { cachedIndex } from './index-cache.js';
import { createModelCaller } from './model-calls.js';
import { answerPrompt, topicNotesPrompt } from './prompts.js';
import { providerFailure } from './provider-errors.js';
import { shortfallWarning, writeQuizWithModel, type SetRequest, type WriteProgress } from './write-quiz.js';

/** Which service's own protocol the model speaks (`AI_PROVIDER`). */
export type ModelService = 'openai' | 'anthropic' | 'google';

/** Each service's own API root, when `AI_BASE_URL` is unset. */
export const SERVICE_BASE_URLS: Record<ModelService, string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  google: 'https://generativelanguage.googleapis.com/v1beta',
};

/** The model asked for when `AI_MODEL` is unset: each service's small, cheap current model. */
export const SERVICE_DEFAULT_MODELS: Record<ModelService, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-haiku-4-5',
  google: 'gemini-2.5-flash',
};

/** The engine's name as the generator shows it ("Writing questions with Claude (claude-haiku-4-5)…"). */
export const SERVICE_LABELS: Record<ModelService, string> = {
  openai: 'an OpenAI-compatible model',
  anthropic: 'Claude',
  google: 'Gemini',
};

export interface OpenAiProviderOptions {
  /** The protocol spoken: OpenAI chat completions (default), Anthropic Messages or Google generateContent. */
  service?: ModelService;
  /**
   * Each service's structured-output mode: OpenAI's strict JSON schema (`response_format: json_schema`),
   * Anthropic's `output_config.format` (else a forced JSON tool), Google's `responseSchema`. Off, an
   * OpenAI-compatible server is asked for `json_object` (Ollama, llama.cpp and vLLM do not all take a
   * schema). Default: on for Anthropic, Google and api.openai.com, off for other OpenAI-compatible servers.
   */
  structuredOutputs?: boolean;
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://localhost:8080/v1 (llama.cpp). */
  baseURL: string;
  apiKey?: string | undefined;
  model: string;
  /** Longest a whole call may take (generation, notes, a full answer). */
  timeoutMs?: number;
  /** Longest a streamed answer may go without a new token. */
  chunkTimeoutMs?: number;
  /** Retries after a failed call (the SDK retries server errors and timeouts it deems retryable). */
  maxRetries?: number;
  /** Model calls in flight at once (a local server runs one or two; a hosted one many). */
  concurrency?: number;
  /** Longest `Retry-After` of a 429 that is waited out. */
  maxRetryAfterMs?: number;
  /** Told how far a long generation has got. */
  onProgress?: (progress: WriteProgress) => void;
}

/**
 * Most characters of material read: the upload limit (50 pages of about 3,500 characters). Generation
 * plans it by section and writes from every part; topic notes draw on the passages most about the topic.
 */
export const MAX_MATERIAL_CHARS = 50 * 3_500;
/** Characters of sources sent with one topic-notes call: about 12k tokens. */
const NOTES_CHARS = 48_000;

/** Whether a base URL is OpenAI's own API (which takes a strict JSON schema), not a local server. */
export function isOpenAiItself(baseURL: string): boolean {
  try {
    return new URL(baseURL).hostname === 'api.openai.com';
  } catch {
    return false;
  }
}

/**
 * The chat model, through the service's own AI SDK package: an OpenAI-compatible server
 * (`/v1/chat/completions`, never `/v1/responses`), Anthropic's Messages API (`/v1/messages`) or Google's
 * `models/…:generateContent`, each with its structured-output mode unless `structuredOutputs` is false.
 */
export function chatModel(
  options: Pick<OpenAiProviderOptions, 'baseURL' | 'apiKey' | 'model' | 'service' | 'structuredOutputs'>,
): LanguageModel {
  const baseURL = options.baseURL.replace(/\/+$/, '');
  const service = options.service ?? 'openai';
  const key = options.apiKey ? { apiKey: options.apiKey } : {};
  if (service === 'anthropic') {
    const messages = createAnthropic({ baseURL, ...key }).messages(options.model);
    return options.structuredOutputs === false
      ? withProviderOptions(messages, ANTHROPIC_JSON_TOOL)
      : messages;
  }
  if (service === 'google') {
    const gemini = createGoogleGenerativeAI({ baseURL, ...key })(options.model);
    return options.structuredOutputs === false ? withProviderOptions(gemini, GOOGLE_NO_SCHEMA) : gemini;
  }
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL,
    ...key,
    supportsStructuredOutputs: options.structuredOutputs ?? isOpenAiItself(baseURL),
  });
  return provider.chatModel(options.model);
}

/** The structured-output mode off: Anthropic answers through a forced JSON tool, Google without a schema. */
const ANTHROPIC_JSON_TOOL = { anthropic: { structuredOutputMode: 'jsonTool' } };
const GOOGLE_NO_SCHEMA = { google: { structuredOutputs: false } };

/** A model whose every call carries these provider options. */
function withProviderOptions(
  model: Parameters<typeof wrapLanguageModel>[0]['model'],
  providerOptions: Record<string, Record<string, JSONValue>>,
): LanguageModel {
  return wrapLanguageModel({
    model,
    middleware: defaultSettingsMiddleware({ settings: { providerOptions } }),
  });
}

/**
 * The sources of topic notes as sent to the model: all of them when they fit, else the passages of the
 * whole material most about the topic (BM25 over every document, not the first pages), in reading order
 * under their document's title.
 */
export function notesSources(topic: string, docs: { title: string; text: string }[]): string {
  const whole = docs.map((d) => `### Source: ${d.title}\n\n${d.text}`).join('\n\n');
  if (whole.length <= NOTES_CHARS) return whole;
  const index = cachedIndex(
    docs.map((d, i) => ({ id: i, title: d.title, text: d.text.slice(0, MAX_MATERIAL_CHARS) })),
  );
  const chosen = new Set<string>();
  let budget = NOTES_CHARS;
  for (const hit of index.search(topic, index.passages.length)) {
    if (budget - hit.text.length < 0) continue;
    chosen.add(hit.id);
    budget -= hit.text.length;
  }
  // Too few passages name the topic: fill the rest evenly from every part of the material.
  const stride = Math.max(1, Math.floor(index.passages.length / 40));
  for (let i = 0; i < index.passages.length && budget > 0; i += stride) {
    const passage = index.passages[i];
    if (!passage || chosen.has(passage.id) || budget - passage.text.length < 0) continue;
    chosen.add(passage.id);
    budget -= passage.text.length;
  }
  const byDoc = new Map<string, string[]>();
  for (const passage of index.passages)
    if (chosen.has(passage.id))
      byDoc.set(passage.doc_title, [...(byDoc.get(passage.doc_title) ?? []), passage.text]);
  return [...byDoc].map(([title, texts]) => `### Source: ${title}\n\n${texts.join('\n\n')}`).join('\n\n');
}

/**
 * A `QuizProvider` backed by any OpenAI-compatible chat-completions server (OpenAI, vLLM, Ollama,
 * llama.cpp) through the Vercel AI SDK. Output is validated with the contract's schemas and every
 * question is checked against its source; a failed call throws a 502/503 `ApiError` so callers
 * refund credits and the user sees what went wrong.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): StreamingProvider {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const chunkMs = options.chunkTimeoutMs ?? 30_000;
  const maxRetries = options.maxRetries ?? 1;
  const model = chatModel(options);
  const caller = createModelCaller({
    model,
    timeoutMs,
    maxRetries,
    ...(options.concurrency !== undefined ? { concurrency: options.concurrency } : {}),
    ...(options.maxRetryAfterMs !== undefined ? { maxRetryAfterMs: options.maxRetryAfterMs } : {}),
  });

  async function* streamAnswer(
    question: string,
    passages: Passage[],
    answerOptions: AnswerOptions = {},
  ): AsyncGenerator<string, GroundedAnswer> {
    if (passages.length === 0) {
      yield NOT_COVERED_ANSWER;
      return { covered: false, answer: NOT_COVERED_ANSWER, citations: [] };
    }
    const messages: ModelMessage[] = [
      ...(answerOptions.history ?? []).slice(-6).map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: question },
    ];
    const result = streamText({
      model,
      maxRetries,
      timeout: { totalMs: timeoutMs, chunkMs },
      system: answerPrompt(passages, answerOptions.mode ?? 'answer', answerOptions.withheld ?? []),
      messages,
      ...(answerOptions.signal ? { abortSignal: answerOptions.signal } : {}),
      // Errors come back as stream parts and are thrown below; the default would log them.
      onError: () => {},
    });
    let text = '';
    try {
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          text += part.text;
          yield part.text;
        } else if (part.type === 'error') {
          throw part.error;
        }
      }
    } catch (error) {
      throw providerFailure(error, Math.round(chunkMs / 1000));
    }
    if (!text.trim()) throw errors.badGateway('The language model sent an empty answer.');
    const citations = citationsIn(text, passages);
    return { covered: citations.length > 0, answer: text, citations };
  }

  return {
    name: options.service ?? 'openai',

    label: `${SERVICE_LABELS[options.service ?? 'openai']} (${options.model})`,

    async generate(input, hooks = {}): Promise<Result<GeneratedQuiz, GenerationFailure>> {
      const onProgress = hooks.onProgress ?? options.onProgress;
      if (input.options.length === 0)
        return { ok: false, reason: 'invalid_options', message: 'Choose at least one question type.' };
      const counts = input.options.map(questionsRequested);
      if (counts.some((c) => c === null))
        return {
          ok: false,
          reason: 'invalid_options',
          message: 'A specified number of questions must be between 1 and 50.',
        };
      const text = input.text.trim();
      const wordCount = text.split(/\s+/).filter(Boolean).length;
      const textOptions = input.options.filter((o) => o.questionType !== 'diagram_labelling');
      const hasDiagrams = (input.diagrams ?? []).some((d) => d.rectangles.length > 0);
      if (wordCount < MIN_WORDS && !(hasDiagrams && textOptions.length < input.options.length))
        return {
          ok: false,
          reason: 'text_too_short',
          message: `The material needs at least ${MIN_WORDS} words to make questions from.`,
        };
      const warnings: string[] = [];
      const material = text.slice(0, MAX_MATERIAL_CHARS);
      if (text.length > MAX_MATERIAL_CHARS)
        warnings.push(
          'The material is longer than 50 pages, so only its first 50 pages were used for the questions.',
        );
      const requests: SetRequest[] = input.options.map((option, i) => ({
        option,
        want: counts[i] as number,
      }));
      const textRequests = requests.filter((r) => r.option.questionType !== 'diagram_labelling');
      const written =
        textRequests.length > 0 && wordCount >= MIN_WORDS
          ? await writeQuizWithModel(caller, material, textRequests, {
              ...(input.seed !== undefined ? { seed: input.seed } : {}),
              ...(input.focusSkills ? { focusSkills: input.focusSkills } : {}),
              ...(onProgress ? { onProgress } : {}),
            })
          : { title: '', sets: [] };
      // Every set failed: the model is down or refused, and the whole request fails (credits refunded).
      const failures = written.sets.map((set) => set.failure);
      if (written.sets.length > 0 && written.sets.every((set) => set.questions.length === 0 && set.failure))
        throw failures[0];
      const sets: QuestionSet[] = [];
      let textSet = 0;
      for (const request of requests) {
        if (request.option.questionType === 'diagram_labelling') {
          // The model sees no images: diagram labels come from the embedded engine, as offline.
          const result = generateQuiz({ ...input, options: [request.option] });
          const questions = result.ok ? (result.value.question_sets[0]?.questions ?? []) : [];
          if (questions.length > 0) sets.push({ question_type: 'diagram_labelling', questions });
          else warnings.push('No diagram-labelling questions could be made from these diagrams.');
          continue;
        }
        const set = written.sets[textSet];
        textSet += 1;
        if (!set) continue;
        const warning = shortfallWarning(set);
        if (warning) warnings.push(warning);
        if (set.questions.length > 0)
          sets.push({ question_type: request.option.questionType, questions: set.questions });
      }
      const total = sets.reduce((n, s) => n + s.questions.length, 0);
      if (total === 0)
        return {
          ok: false,
          reason: 'no_questions_possible',
          message: warnings.join(' ') || 'No questions could be made from this material.',
        };
      return {
        ok: true,
        value: { title: written.title || 'Quiz', question_sets: sets, total_questions: total, warnings },
      };
    },

    async topicNotes(topic: string, passages: TopicPassage[]): Promise<Result<TopicNotes, NotesFailure>> {
      const docs = passages
        .map((p, i) =>
          typeof p === 'string'
            ? { title: `Source ${i + 1}`, text: p }
            : { title: p.title?.trim() || `Source ${i + 1}`, text: p.text },
        )
        .filter((d) => d.text.trim().length > 0);
      if (docs.length === 0)
        return {
          ok: false,
          reason: 'nothing_to_draw_on',
          message: 'There is no material to make notes from.',
        };
      const prompt = notesSources(topic, docs);
      const text = await caller.text(topicNotesPrompt(topic.trim()), prompt);
      const markdown = text.trim();
      if (!markdown) throw errors.badGateway('The language model sent empty notes.');
      const sources = [...new Set(docs.map((d) => d.title))];
      const withSources = /^##\s+Sources/im.test(markdown)
        ? markdown
        : `${markdown}\n\n## Sources\n\n${sources.map((s) => `- ${s}`).join('\n')}`;
      const sub_topics = [...withSources.matchAll(/^##\s+(.+)$/gm)]
        .map((m) => (m[1] ?? '').trim())
        .filter((h) => h && !/^sources$/i.test(h));
      return { ok: true, value: { topic: topic.trim(), markdown: `${withSources}\n`, sub_topics, sources } };
    },

    async answer(question: string, passages: Passage[]): Promise<GroundedAnswer> {
      // The streamed answer, read to the end: its return value holds the whole text and citations.
      const stream = streamAnswer(question, passages);
      for (;;) {
        const next = await stream.next();
        if (next.done) return next.value;
      }
    },

    streamAnswer,
  };
}
