import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { LiveServerMessage, LiveState } from '@quizwise/contract';
import { LivePlayer } from './live-player.js';

/** A stand-in for the browser's WebSocket: records what the page sends, lets the test answer. */
class FakeSocket {
  static last: FakeSocket | null = null;
  static readonly OPEN = 1;
  readonly OPEN = 1;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  receive(message: LiveServerMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

const question: LiveState = {
  type: 'state',
  seq: 3,
  role: 'player',
  game_id: 1,
  title: 'Biology',
  phase: 'question',
  no_scores: false,
  players: 2,
  answered: 0,
  question: {
    index: 0,
    total: 4,
    question: 'Which organ pumps blood?',
    question_type: 'multiple_choice',
    options: ['Liver', 'Heart'],
    ends_at: null,
    remaining_ms: null,
  },
  reveal: null,
  lobby: [],
  leaderboard: [],
  me: { player_id: 4, name: 'Ann', answer: null, correct: null, points: null, score: 0, rank: 1 },
  assignment_id: null,
};

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function opened(): Promise<FakeSocket> {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
  const socket = FakeSocket.last;
  if (!socket) throw new Error('no socket');
  return socket;
}

describe('the live player on a phone', () => {
  it('asks for what the game wants, joins, and answers with labelled buttons', async () => {
    render(<LivePlayer pin="482913" basePath="" />);
    const socket = await opened();
    expect(socket.url).toMatch(/\/api\/live\/ws\/$/);
    expect(socket.sent).toEqual([{ type: 'join', pin: '482913' }]);
    socket.receive({ type: 'error', code: 'invalid', detail: 'Type a nickname.', field: 'nickname' });
    fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: ' Ann ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'join', pin: '482913', nickname: 'Ann' });
    socket.receive({ type: 'joined', player_id: 4, token: 'token-of-ann-0123456789', name: 'Ann' });
    expect(window.localStorage.getItem('quizwise-live:482913')).toBe('token-of-ann-0123456789');
    socket.receive(question);
    const group = screen.getByRole('group', { name: 'Answers' });
    expect(group.textContent).toContain('Heart');
    fireEvent.click(screen.getByRole('button', { name: 'Heart' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'answer', question: 0, response: 'Heart' });
    socket.receive({ type: 'answer_ack', question: 0, response: 'Heart' });
    expect(screen.getByRole('status').textContent).toContain('Answer sent: Heart');
  });

  it('rejoins with the token kept on the phone after a reload', async () => {
    window.localStorage.setItem('quizwise-live:482913', 'token-of-ann-0123456789');
    render(<LivePlayer pin="482913" basePath="" />);
    const socket = await opened();
    expect(socket.sent).toEqual([{ type: 'rejoin', pin: '482913', token: 'token-of-ann-0123456789' }]);
    socket.receive({ ...question, me: { ...question.me!, answer: 'Heart' } });
    expect(screen.getByRole('status').textContent).toContain('Answer sent: Heart');
  });
});
