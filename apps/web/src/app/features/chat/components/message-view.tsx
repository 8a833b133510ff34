import type { ChatCitation } from '@quizwise/contract';
import { Markdown } from '../../../components/markdown.js';
import { FormulaText } from '../../../../lib/math/formula-text.js';

/** The passages an answer cites, numbered as in its text. */
export function Citations({ citations }: { citations: ChatCitation[] }) {
  if (citations.length === 0) return null;
  return (
    <details className="chat-citations">
      <summary>Sources ({citations.length})</summary>
      <ol>
        {citations.map((citation) => (
          <li key={`${citation.n}-${citation.passage_id}`} value={citation.n}>
            <strong>{citation.doc_title}</strong>
            <blockquote>{citation.quote}</blockquote>
          </li>
        ))}
      </ol>
    </details>
  );
}

interface MessageViewProps {
  role: 'user' | 'assistant';
  content: string;
  citations: ChatCitation[];
  incomplete?: boolean;
  /** While streaming, the text is shown as it arrives, without markdown. */
  streaming?: boolean;
}

/** One turn of the conversation: the question as written, or the answer as markdown with its sources. */
export function MessageView({
  role,
  content,
  citations,
  incomplete = false,
  streaming = false,
}: MessageViewProps) {
  return (
    <li className={`chat-message chat-message-${role}`}>
      <p className="visually-hidden">{role === 'user' ? 'You asked:' : 'Answer:'}</p>
      {role === 'user' ? (
        <p className="chat-question">
          <FormulaText text={content} />
        </p>
      ) : streaming ? (
        <p className="chat-streaming" aria-busy="true">
          {content || '…'}
        </p>
      ) : (
        <Markdown source={content} className="chat-answer" />
      )}
      {incomplete ? <p className="chat-incomplete">This answer was interrupted.</p> : null}
      <Citations citations={citations} />
    </li>
  );
}
