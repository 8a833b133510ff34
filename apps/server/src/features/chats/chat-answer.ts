import type { ChatCitation, ChatMessage } from '@quizwise/contract';
import type { GroundedAnswer, Passage, QuizProvider } from '@quizwise/quiz-engine';
import type { Db } from '../../db/client.js';
import { ApiError, errors } from '../../lib/errors.js';
import { reserveCredits } from '../credits/charges.js';
import { chargesForChat, streamAnswerFrom, type AnswerOptions } from '../ai/ai-provider.js';
import { cachedIndex } from '../ai/index-cache.js';
import { asSource, scopedMaterial } from '../ai/user-material.js';
import {
  deleteMessage,
  findChat,
  insertMessage,
  quizzesForBuddy,
  recentMessages,
  type ChatRow,
} from './chats.repository.js';
import { INTERRUPTED_MARKER, presentMessage } from './chats.presenter.js';
import { createRedactor, redact } from './redactor.js';
import { sseEvent } from './sse.js';
import { hintFor, matchQuizQuestion, sourcePassage } from './study-buddy.js';

/** Passages an answer is grounded in: the best few BM25 hits. */
const PASSAGES_PER_ANSWER = 5;
/** Earlier messages a model sees for follow-up questions. */
const HISTORY_MESSAGES = 6;
/** What a message costs with a language-model provider (see docs/decisions/003-chat-credits.md). */
export const CHAT_MESSAGE_COST = 1;

async function* chunked(answer: GroundedAnswer): AsyncGenerator<string, GroundedAnswer> {
  const words = answer.answer.split(/(?<= )/);
  for (let i = 0; i < words.length; i += 4) yield words.slice(i, i + 4).join('');
  return answer;
}

async function passagesFor(db: Db, chat: ChatRow, question: string): Promise<Passage[]> {
  const docs = await scopedMaterial(
    db,
    chat.userId,
    {
      collectionId: chat.collectionId,
      rawTextIds: chat.scope?.raw_text_ids ?? [],
      studyNoteIds: chat.scope?.study_note_ids ?? [],
    },
    question,
  );
  if (docs.length === 0) return [];
  return cachedIndex(docs.map(asSource)).search(question, PASSAGES_PER_ANSWER);
}

export interface AnswerStream {
  /** Server-sent events, starting with `start`; ends after `done` or `error`. */
  events: AsyncGenerator<string, void>;
}

/**
 * Sends a message: stores it, finds the passages of the chat's material that bear on it, charges (a
 * model provider only) and starts the answer. The first chunk is awaited before anything is sent, so
 * a provider that is down answers 502/503 with nothing stored or charged. After that the answer
 * streams as events; the assistant message is stored when it completes — or, if the reader leaves or
 * the provider fails part-way, with what was produced, marked incomplete.
 */
export async function startAnswer(
  db: Db,
  provider: QuizProvider,
  userId: number,
  chatId: number,
  content: string,
  signal: AbortSignal,
): Promise<AnswerStream> {
  const chat = await findChat(db, userId, chatId);
  if (!chat) throw errors.notFound();
  const mode = chat.mode === 'study_buddy' ? 'study_buddy' : 'answer';
  const [history, passages, match] = await Promise.all([
    recentMessages(db, chat.id, HISTORY_MESSAGES),
    passagesFor(db, chat, content),
    mode === 'study_buddy'
      ? quizzesForBuddy(db, userId, chat.collectionId).then((quizzes) => matchQuizQuestion(content, quizzes))
      : Promise.resolve(null),
  ]);
  const withheld = match?.withheld ?? [];
  const quizPassage = match ? sourcePassage(match) : null;
  const grounded = quizPassage ? [quizPassage, ...passages].slice(0, PASSAGES_PER_ANSWER) : passages;
  const charged = chargesForChat(provider) && grounded.length > 0 ? CHAT_MESSAGE_COST : 0;
  const reservation = await reserveCredits(db, userId, charged, 'chat_message', { chat_id: chat.id });
  const refund = async (reason: string) => {
    await reservation.refund(reason);
  };
  const userMessage = await insertMessage(db, { chatId: chat.id, role: 'user', content });
  const options: AnswerOptions = {
    mode,
    withheld,
    signal,
    history: history.map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content })),
  };
  const tokens =
    match && !chargesForChat(provider)
      ? chunked(hintFor(match))
      : streamAnswerFrom(provider, content, grounded, options);
  let first: IteratorResult<string, GroundedAnswer>;
  try {
    first = await tokens.next();
  } catch (error) {
    await deleteMessage(db, userMessage.id);
    await refund(error instanceof ApiError ? `http_${error.statusCode}` : 'provider_error');
    throw error;
  }
  return {
    events: answerEvents(
      db,
      chat.id,
      presentMessage(userMessage),
      first,
      tokens,
      withheld,
      charged,
      refund,
      signal,
    ),
  };
}

async function* answerEvents(
  db: Db,
  chatId: number,
  userMessage: ChatMessage,
  first: IteratorResult<string, GroundedAnswer>,
  tokens: AsyncGenerator<string, GroundedAnswer>,
  withheld: string[],
  charged: number,
  refund: (reason: string) => Promise<void>,
  signal: AbortSignal,
): AsyncGenerator<string, void> {
  const redactor = createRedactor(withheld);
  let text = '';
  let finished = false;
  const store = async (content: string, citations: ChatCitation[]) =>
    presentMessage(await insertMessage(db, { chatId, role: 'assistant', content, citations }));
  try {
    yield sseEvent({ event: 'start', data: { user_message: userMessage } });
    let next = first;
    while (!next.done) {
      const safe = redactor.push(next.value);
      if (safe) {
        text += safe;
        yield sseEvent({ event: 'token', data: { text: safe } });
      }
      next = await tokens.next();
    }
    const rest = redactor.flush();
    if (rest) {
      text += rest;
      yield sseEvent({ event: 'token', data: { text: rest } });
    }
    const citations = next.value.citations.map((c) => ({ ...c, quote: redact(c.quote, withheld) }));
    yield sseEvent({ event: 'citations', data: { citations } });
    const message = await store(text, citations);
    finished = true;
    yield sseEvent({ event: 'done', data: { message, covered: next.value.covered, credits_used: charged } });
  } catch (error) {
    if (finished || signal.aborted) return;
    // The provider failed part-way: keep what was written, give the credit back, tell the reader.
    finished = true;
    text += redactor.flush();
    await refund(error instanceof ApiError ? `http_${error.statusCode}` : 'provider_error');
    const message = text.trim() ? await store(text + INTERRUPTED_MARKER, []) : null;
    const detail =
      error instanceof ApiError && typeof error.body.detail === 'string'
        ? error.body.detail
        : 'The answer failed part-way.';
    yield sseEvent({ event: 'error', data: { detail, message } });
  } finally {
    if (!finished) {
      // The reader left mid-answer: stop the provider and keep what was produced, marked incomplete.
      await tokens.return(undefined as never).catch(() => undefined);
      text += redactor.flush();
      if (text.trim()) await store(text + INTERRUPTED_MARKER, []);
    }
  }
}
