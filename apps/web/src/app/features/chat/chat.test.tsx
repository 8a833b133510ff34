import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from '../../test-support/fake-api.js';
import { renderApp } from '../../test-support/render-app.js';

const chat = {
  id: 4,
  user: 1,
  name: 'Cells',
  mode: 'answer',
  collection_id: 9,
  raw_text_ids: [],
  study_note_ids: [],
  created_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-20T08:00:00Z',
};
const message = (id: number, role: 'user' | 'assistant', content: string, incomplete = false) => ({
  id,
  chat: 4,
  role,
  content,
  citations:
    role === 'assistant'
      ? [{ n: 1, passage_id: 'raw_text:3#1', doc_id: 'raw_text:3', doc_title: 'Cell biology', quote: 'Q' }]
      : [],
  incomplete,
  created_at: '2026-11-20T08:00:00Z',
});

afterEach(cleanup);

describe('chat', () => {
  it('starts a chat over a chosen collection and opens it', async () => {
    const { calls } = renderApp('/app/chat', {
      'GET /api/chats/': { status: 200, body: page([]) },
      'GET /api/collections/': {
        status: 200,
        body: page([{ id: 9, name: 'Biology', user: 1, quiz_count: 0, created_at: '', updated_at: '' }]),
      },
      'POST /api/chats/create/': { status: 201, body: chat },
      'GET /api/chats/4/': { status: 200, body: chat },
      'GET /api/chats/4/messages/': { status: 200, body: page([]) },
    });
    fireEvent.click((await screen.findAllByRole('button', { name: 'New chat' }))[0] as HTMLElement);
    fireEvent.change(await screen.findByLabelText('Name (optional)'), { target: { value: 'Cells' } });
    await screen.findByRole('option', { name: 'Collection: Biology' });
    fireEvent.change(screen.getByLabelText('Answer from'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cells' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Cells',
      mode: 'answer',
      collection_id: 9,
    });
  });

  it('shows stored answers with their sources and marks an interrupted one', async () => {
    renderApp('/app/chat/4', {
      'GET /api/chats/4/': { status: 200, body: chat },
      'GET /api/chats/4/messages/': {
        status: 200,
        body: page([
          message(1, 'user', 'Where is DNA kept?'),
          message(2, 'assistant', 'From your material: in the **nucleus** [1]'),
          message(3, 'user', 'And proteins?'),
          message(4, 'assistant', 'They are made', true),
        ]),
      },
    });
    expect(await screen.findByText('Where is DNA kept?')).toBeTruthy();
    expect(screen.getByText('nucleus').tagName).toBe('STRONG');
    expect(screen.getAllByText('Sources (1)')).toHaveLength(2);
    expect(screen.getByText('This answer was interrupted.')).toBeTruthy();
  });

  it('renames a chat', async () => {
    const { calls } = renderApp('/app/chat/4', {
      'GET /api/chats/4/': { status: 200, body: chat },
      'GET /api/chats/4/messages/': { status: 200, body: page([]) },
      'PATCH /api/chats/4/update/': { status: 200, body: { ...chat, name: 'Organelles' } },
      'GET /api/chats/': { status: 200, body: page([]) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    fireEvent.change(screen.getByLabelText('Chat name'), { target: { value: 'Organelles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Organelles' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Organelles' }),
    );
  });

  it('explains a chat that is not the caller’s', async () => {
    renderApp('/app/chat/5', {
      'GET /api/chats/5/': { status: 404, body: { detail: 'Not found.' } },
      'GET /api/chats/5/messages/': { status: 404, body: { detail: 'Not found.' } },
    });
    expect(await screen.findByText('We could not find this chat')).toBeTruthy();
  });
});
