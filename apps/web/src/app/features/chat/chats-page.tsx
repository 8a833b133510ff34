import { useState } from 'react';
import { Link } from 'react-router';
import { MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { DeleteButton } from '../../components/delete-button.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.js';
import { paths } from '../../paths.js';
import { useDeleteChat } from './api/delete-chat.js';
import { useChats } from './api/get-chats.js';
import { NewChatDialog } from './components/new-chat-dialog.js';
import './chat.css';

/** The caller's chats, newest first, and "New chat". */
export function ChatsPage() {
  const chats = useChats();
  const remove = useDeleteChat();
  const [creating, setCreating] = useState(false);
  const newButton = (
    <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
      <MessageSquarePlus aria-hidden="true" size={17} /> New chat
    </button>
  );
  let body;
  if (chats.isPending) body = <LoadingState label="Loading your chats…" />;
  else if (chats.error)
    body = <ErrorState error={chats.error} what="your chats" onRetry={() => void chats.refetch()} />;
  else if (chats.data.results.length === 0)
    body = (
      <EmptyState
        icon={<MessagesSquare aria-hidden="true" />}
        title="Ask about your own material"
        action={newButton}
      >
        Answers quote your raw texts and notes and name their sources — or say plainly when your material does
        not cover the question.
      </EmptyState>
    );
  else
    body = (
      <ul className="list">
        {chats.data.results.map((chat) => {
          const name = chat.name ?? `Chat ${chat.id}`;
          return (
            <li key={chat.id} className="list-item">
              <span className="list-icon" aria-hidden="true">
                <MessagesSquare size={19} />
              </span>
              <div className="list-main">
                <Link className="list-title" to={paths.chat.href(chat.id)}>
                  {name}
                </Link>
              </div>
              <div className="list-actions">
                <DeleteButton
                  compact
                  name={name}
                  noun="chat"
                  consequence="Its messages are deleted too."
                  onConfirm={() => remove.mutate(chat.id)}
                />
              </div>
            </li>
          );
        })}
      </ul>
    );
  return (
    <div className="page">
      <PageHeader
        title="Chat"
        description="Ask questions about your raw texts, notes and collections."
        actions={newButton}
      />
      <div className="card">{body}</div>
      <NewChatDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
