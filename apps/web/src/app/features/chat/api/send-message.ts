import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatCitation, ChatMessage, ChatStreamEvent } from '@quizwise/contract';
import { invalidateBalance } from '../../../api/get-me.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { readEvents } from '../lib/read-events.js';
import { chatKeys } from './keys.js';

/** The answer being written: the question, the text so far, and how it ended. */
export interface LiveAnswer {
  question: string;
  text: string;
  citations: ChatCitation[];
  state: 'waiting' | 'streaming' | 'done' | 'failed' | 'stopped';
  error: unknown;
}

function advance(current: LiveAnswer, event: ChatStreamEvent): LiveAnswer {
  switch (event.event) {
    case 'start':
      return { ...current, state: 'streaming' };
    case 'token':
      return { ...current, state: 'streaming', text: current.text + event.data.text };
    case 'citations':
      return { ...current, citations: event.data.citations };
    case 'done':
      return { ...current, state: 'done' };
    case 'error':
      return { ...current, state: 'failed', error: new Error(event.data.detail) };
  }
}

/**
 * Sends a message and follows its answer as it streams (POST, then the body read as server-sent
 * events). `stop()` drops the stream; the server keeps what was written, marked incomplete. When the
 * answer ends the stored messages are refetched and the live answer is cleared.
 */
export function useSendMessage(chatId: number) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const controller = useRef<AbortController | null>(null);

  const settle = useCallback(async () => {
    controller.current = null;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) }),
      invalidateBalance(queryClient),
    ]);
  }, [chatId, queryClient]);

  const send = useCallback(
    async (content: string) => {
      const abort = new AbortController();
      controller.current = abort;
      setLive({ question: content, text: '', citations: [], state: 'waiting', error: null });
      try {
        const body = await request(() =>
          client.chats.chatMessagesCreate({ id: chatId, body: { content } }, { signal: abort.signal }),
        );
        if (!body) throw new Error('The answer arrived without a body.');
        const append = (message: ChatMessage) =>
          queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(chatId), (messages) => [
            ...(messages ?? []).filter((m) => m.id !== message.id),
            message,
          ]);
        await readEvents(body, (event) => {
          if (event.event === 'start') append(event.data.user_message);
          // The stored answer replaces the live one in the same render, so it is never shown twice.
          if (event.event === 'done') {
            append(event.data.message);
            setLive(null);
            return;
          }
          if (event.event === 'error' && event.data.message) append(event.data.message);
          setLive((current) => (current ? advance(current, event) : current));
        });
        await settle();
        setLive((current) => (current?.state === 'failed' ? current : null));
      } catch (error) {
        const stopped = abort.signal.aborted;
        setLive((current) =>
          current
            ? { ...current, state: stopped ? 'stopped' : 'failed', error: stopped ? null : error }
            : current,
        );
        await settle();
        if (stopped) setLive(null);
      }
    },
    [chatId, client, queryClient, settle],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setLive(null), []);
  return {
    live,
    send,
    stop,
    dismiss,
    busy: live !== null && (live.state === 'waiting' || live.state === 'streaming'),
  };
}
