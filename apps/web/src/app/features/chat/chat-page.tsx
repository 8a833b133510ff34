import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Pencil, Send, Square } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH, ChatUpdateBody, type Chat } from '@quizwise/contract';
import { DeleteButton } from '../../components/delete-button.js';
import { RenameForm } from '../../components/rename-form.js';
import { PageHeader } from '../../components/page-header.js';
import { ErrorState, LoadingState } from '../../components/states.js';
import { isHandledGlobally } from '../../lib/api-error.js';
import { paths } from '../../paths.js';
import { useDeleteChat } from './api/delete-chat.js';
import { useChat, useChatMessages } from './api/get-chat.js';
import { useSendMessage } from './api/send-message.js';
import { useUpdateChat } from './api/update-chat.js';
import { MessageView } from './components/message-view.js';
import './chat.css';

/** One chat: the conversation, the answer being written, and the box to ask the next question. */
export function ChatPage() {
  const id = Number(useParams().id);
  const chat = useChat(id);
  if (chat.isPending) return <LoadingState label="Loading the chat…" />;
  if (chat.error)
    return <ErrorState error={chat.error} what="this chat" onRetry={() => void chat.refetch()} />;
  return <ChatView key={id} chat={chat.data} />;
}

function describe(chat: Chat): string {
  const where =
    chat.collection_id !== null
      ? 'Answers come from one collection'
      : chat.raw_text_ids.length + chat.study_note_ids.length > 0
        ? 'Answers come from the items you chose'
        : 'Answers come from all your raw texts and notes';
  return chat.mode === 'study_buddy'
    ? `${where}. Study-buddy mode: hints, never a quiz's answers.`
    : `${where}.`;
}

function ChatView({ chat }: { chat: Chat }) {
  const navigate = useNavigate();
  const messages = useChatMessages(chat.id);
  const remove = useDeleteChat();
  const update = useUpdateChat(chat.id);
  const { live, send, stop, dismiss, busy } = useSendMessage(chat.id);
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const name = chat.name ?? `Chat ${chat.id}`;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.data?.length, live?.text]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const content = draft.trim();
    if (!content || busy) return;
    setDraft('');
    void send(content);
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) submit(event);
  }

  const failure = live?.state === 'failed' && !isHandledGlobally(live.error) ? live.error : null;
  return (
    <div className="page chat-page">
      <PageHeader
        title={name}
        description={describe(chat)}
        back={
          <Link className="back-link" to={paths.chats.href()}>
            <ArrowLeft aria-hidden="true" size={16} /> Chats
          </Link>
        }
        actions={
          <>
            <button
              type="button"
              className="btn btn-secondary"
              aria-pressed={chat.mode === 'study_buddy'}
              disabled={update.isPending}
              onClick={() => update.mutate({ mode: chat.mode === 'study_buddy' ? 'answer' : 'study_buddy' })}
            >
              Study buddy
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setRenaming((value) => !value)}
            >
              <Pencil aria-hidden="true" size={16} /> Rename
            </button>
            <DeleteButton
              name={name}
              noun="chat"
              consequence="Its messages are deleted too."
              onConfirm={() => {
                remove.mutate(chat.id);
                void navigate(paths.chats.href());
              }}
            />
          </>
        }
      />
      {renaming ? <RenameChat chat={chat} onDone={() => setRenaming(false)} /> : null}
      <section className="card chat-log" aria-label="Conversation">
        {messages.isPending ? (
          <LoadingState label="Loading messages…" />
        ) : messages.error ? (
          <ErrorState error={messages.error} what="the messages" onRetry={() => void messages.refetch()} />
        ) : messages.data.length === 0 && !live ? (
          <p className="chat-empty muted">Ask a question about your material to begin.</p>
        ) : (
          <ol className="chat-messages">
            {messages.data.map((message) => (
              <MessageView
                key={message.id}
                role={message.role}
                content={message.content}
                citations={message.citations}
                incomplete={message.incomplete}
              />
            ))}
            {live && (live.state === 'waiting' || live.state === 'streaming') ? (
              <>
                {live.state === 'waiting' ? (
                  <MessageView role="user" content={live.question} citations={[]} />
                ) : null}
                <MessageView role="assistant" content={live.text} citations={live.citations} streaming />
              </>
            ) : null}
          </ol>
        )}
        <div ref={end} />
      </section>
      <p className="visually-hidden" role="status">
        {live?.state === 'waiting' || live?.state === 'streaming' ? 'Writing an answer…' : ''}
      </p>
      {failure ? (
        <div className="form-alert chat-failure" role="alert">
          <p>{failure instanceof Error ? failure.message : 'The answer failed.'}</p>
          <button type="button" className="btn btn-ghost" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
      <form className="chat-composer card card-pad" onSubmit={submit}>
        <label htmlFor="chat-input" className="visually-hidden">
          Your question
        </label>
        <textarea
          id="chat-input"
          rows={2}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Ask about your material… (Enter to send, Shift+Enter for a new line)"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {busy ? (
          <button type="button" className="btn btn-secondary" onClick={stop}>
            <Square aria-hidden="true" size={16} /> Stop
          </button>
        ) : (
          <button type="submit" className="btn btn-primary" disabled={!draft.trim()}>
            <Send aria-hidden="true" size={16} /> Send
          </button>
        )}
      </form>
    </div>
  );
}

function RenameChat({ chat, onDone }: { chat: Chat; onDone: () => void }) {
  const update = useUpdateChat(chat.id);
  return (
    <RenameForm
      label="Chat name"
      defaultValue={chat.name ?? ''}
      schema={ChatUpdateBody}
      pending={update.isPending}
      error={update.error}
      onSave={(body) => update.mutate(body, { onSuccess: onDone })}
      onCancel={onDone}
    />
  );
}
