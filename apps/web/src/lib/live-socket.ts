import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LiveClientMessage, LiveServerMessage, LiveState } from '@quizwise/contract';

export type LiveError = Extract<LiveServerMessage, { type: 'error' }>;
/** When the open question's timer runs out and when that was learnt, on this device's clock. */
export interface Deadline {
  ends: number;
  seen: number;
}

export type LiveStatus = 'connecting' | 'open' | 'reconnecting';

/** The live game's socket address on this page's host (`ws:` or `wss:` to match the page). */
export function liveSocketUrl(basePath = ''): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  // A WebSocket, which the generated HTTP client cannot open: the one hand-written API address.
  // eslint-disable-next-line no-restricted-syntax
  return `${scheme}//${window.location.host}${basePath}/api/live/ws/`;
}

/**
 * One live game socket that comes back by itself: after a drop it reconnects (1 s, 2 s, … up to 8 s)
 * and calls `onOpen` again, which re-hosts or rejoins, so the screen lands in the current question.
 * States older than the newest one seen are ignored (messages from several processes may cross).
 */
export function useLiveSocket(
  onOpen: (send: (message: LiveClientMessage) => void) => void,
  onMessage?: (message: LiveServerMessage, send: (message: LiveClientMessage) => void) => void,
  basePath = '',
) {
  const [state, setState] = useState<LiveState | null>(null);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [error, setError] = useState<LiveError | null>(null);
  /** When the open question's timer runs out, on this device's clock (null without one). */
  const [deadline, setDeadline] = useState<Deadline | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const seq = useRef(-1);
  const handlers = useRef({ onOpen, onMessage });
  useLayoutEffect(() => {
    handlers.current = { onOpen, onMessage };
  });

  const send = useCallback((message: LiveClientMessage) => {
    const ws = socket.current;
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  }, []);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const ws = new WebSocket(liveSocketUrl(basePath));
      socket.current = ws;
      ws.onopen = () => {
        attempt = 0;
        setStatus('open');
        handlers.current.onOpen((message) => ws.send(JSON.stringify(message)));
      };
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as LiveServerMessage;
        if (message.type === 'state') {
          if (message.seq < seq.current) return;
          seq.current = message.seq;
          setState(message);
          const remaining = message.phase === 'question' ? (message.question?.remaining_ms ?? null) : null;
          const seen = Date.now();
          setDeadline(remaining === null ? null : { ends: seen + remaining, seen });
          setError(null);
        } else if (message.type === 'progress') {
          if (message.seq < seq.current) return;
          seq.current = message.seq;
          setState((s) => (s ? { ...s, answered: message.answered, players: message.players } : s));
        } else if (message.type === 'error') setError(message);
        handlers.current.onMessage?.(message, (reply) => ws.send(JSON.stringify(reply)));
      };
      ws.onclose = () => {
        if (stopped) return;
        setStatus('reconnecting');
        attempt += 1;
        retry = setTimeout(connect, Math.min(8_000, 1_000 * 2 ** (attempt - 1)));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket.current?.close();
    };
  }, [basePath]);

  return { state, status, error, deadline, send, clearError: () => setError(null) };
}

/** Seconds left until `deadline` (from `useLiveSocket`), ticking four times a second; null without one. */
export function useCountdown(deadline: Deadline | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return null;
  // `now` may be from before this question (the clock only ticks while a timer runs).
  return Math.max(0, Math.ceil((deadline.ends - Math.max(now, deadline.seen)) / 1000));
}

/** Answer buttons: colour, a shape and the answer's text, so colour is never the only cue. */
export const ANSWER_MARKS = [
  { shape: '▲', name: 'triangle', tone: 'red' },
  { shape: '◆', name: 'diamond', tone: 'blue' },
  { shape: '●', name: 'circle', tone: 'yellow' },
  { shape: '■', name: 'square', tone: 'green' },
  { shape: '★', name: 'star', tone: 'purple' },
  { shape: '⬟', name: 'pentagon', tone: 'teal' },
] as const;

export function answerMark(index: number) {
  return ANSWER_MARKS[index % ANSWER_MARKS.length] ?? ANSWER_MARKS[0];
}
