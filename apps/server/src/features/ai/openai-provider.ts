import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output, streamText, type LanguageModel, type ModelMessage } from 'ai';
import { z } from 'zod';
import { questionsRequested, type Question, type QuestionSet, type QuizOption } from '@quizwise/contract';
import {
  generateQuiz,
  MIN_WORDS,
  type GeneratedQuiz,
  type GenerationFailure,
  type GenerationInput,
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
import { checkGeneratedQuestion, materialSentences } from './check-questions.js';
import { answerPrompt, generationPrompt, topicNotesPrompt } from './prompts.js';
import { providerFailure } from './provider-errors.js';

export interface OpenAiProviderOptions {
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
}

/** Most characters of material sent in one call: about 12k tokens, within every current model's window. */
const MAX_MATERIAL_CHARS = 48_000;
/** Extra questions asked for, so those dropped by the source check do not shorten the set. */
const SPARE_QUESTIONS = 2;

const LABELS: Record<string, string> = {
  multiple_choice: 'multiple-choice',
  true_false: 'true/false',
  short_answer: 'short-answer',
  fill_in_the_blank: 'fill-in-the-blank',
  scenario_based: 'scenario',
  diagram_labelling: 'diagram-labelling',
};

/**
 * What the model is asked to return. Loose on purpose: each question is then checked one by one
 * with the contract's `Question` schema and against the material, so one bad item drops only itself.
 */
const DraftQuiz = z.object({
  title: z.string().default(''),
  questions: z.array(
    z.object({
      question: z.string(),
      answer: z.string(),
      options: z.array(z.string()).default([]),
      source: z.string(),
      explanation: z.string().optional(),
      skill: z.string().optional(),
      bloom_level: z.string().optional(),
      accepted_answers: z.array(z.string()).optional(),
    }),
  ),
});

function flat(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
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
  const seconds = Math.round(timeoutMs / 1000);
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: options.baseURL.replace(/\/+$/, ''),
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });
  const model: LanguageModel = provider.chatModel(options.model);
  const call = { model, maxRetries, timeout: { totalMs: timeoutMs } };

  async function writeSet(
    option: QuizOption,
    want: number,
    input: GenerationInput,
    material: string,
    sentences: string[],
  ): Promise<{ title: string; questions: Question[] }> {
    let output: z.infer<typeof DraftQuiz>;
    try {
      ({ output } = await generateText({
        ...call,
        system: generationPrompt(
          option.questionType,
          want + SPARE_QUESTIONS,
          option.higherOrder,
          input.focusSkills ?? [],
        ),
        prompt: `Study material:\n\n${material}`,
        output: Output.object({ schema: DraftQuiz }),
      }));
    } catch (error) {
      throw providerFailure(error, seconds);
    }
    const questions = output.questions
      .map((draft) => checkGeneratedQuestion(draft, option.questionType, material, sentences))
      .filter((q): q is Question => q !== null);
    return { title: output.title.trim(), questions };
  }

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
    name: 'openai',

    async generate(input): Promise<Result<GeneratedQuiz, GenerationFailure>> {
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
        warnings.push('The material was long, so only its first part was used for the questions.');
      const sentences = materialSentences(material);
      const seen = new Set<string>();
      const sets: (QuestionSet | null)[] = [];
      let title = '';
      // One call per option, in parallel: a local model server queues them, a hosted one runs them at once.
      const written = await Promise.all(
        input.options.map(async (option, i) => {
          const want = counts[i] as number;
          if (option.questionType === 'diagram_labelling') {
            // The model sees no images: diagram labels come from the embedded engine, as offline.
            const result = generateQuiz({ ...input, options: [option] });
            return {
              option,
              want,
              title: '',
              questions: result.ok ? (result.value.question_sets[0]?.questions ?? []) : [],
            };
          }
          if (wordCount < MIN_WORDS) return { option, want, title: '', questions: [] };
          return { option, want, ...(await writeSet(option, want, input, material, sentences)) };
        }),
      );
      for (const { option, want, title: setTitle, questions } of written) {
        title ||= setTitle;
        const label = LABELS[option.questionType] ?? option.questionType;
        const unique = questions
          .filter((q) => {
            const key = `${option.questionType}:${flat(q.question)}`;
            if (seen.has(key)) return false;
            seen.add(key);
            return true;
          })
          .slice(0, want);
        if (unique.length === 0) {
          warnings.push(`No ${label} questions could be made from this material.`);
          sets.push(null);
          continue;
        }
        if (unique.length < want)
          warnings.push(
            `Only ${unique.length} of ${want} ${label} questions could be checked against the material; add more material for more.`,
          );
        sets.push({ question_type: option.questionType, questions: unique });
      }
      const question_sets = sets.filter((s): s is QuestionSet => s !== null);
      const total = question_sets.reduce((n, s) => n + s.questions.length, 0);
      if (total === 0)
        return {
          ok: false,
          reason: 'no_questions_possible',
          message: warnings.join(' ') || 'No questions could be made from this material.',
        };
      return {
        ok: true,
        value: { title: title || 'Quiz', question_sets, total_questions: total, warnings },
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
      let budget = MAX_MATERIAL_CHARS;
      const prompt = docs
        .map((d) => {
          const part = `### Source: ${d.title}\n\n${d.text.slice(0, Math.max(0, budget))}`;
          budget -= part.length;
          return part;
        })
        .join('\n\n');
      let text: string;
      try {
        ({ text } = await generateText({ ...call, system: topicNotesPrompt(topic.trim()), prompt }));
      } catch (error) {
        throw providerFailure(error, seconds);
      }
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
