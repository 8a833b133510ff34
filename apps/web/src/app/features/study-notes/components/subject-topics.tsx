import { X } from 'lucide-react';
import { ErrorState, LoadingState } from '../../../components/states.js';
import { useSubject } from '../api/get-subject.js';

interface SubjectTopicsProps {
  subjectId: number;
  chosen: number[];
  onChange: (topicIds: number[], allTopicIds: number[]) => void;
  onRemove: () => void;
}

/** One chosen subject with its topics as checkboxes (choose the topics the note covers). */
export function SubjectTopics({ subjectId, chosen, onChange, onRemove }: SubjectTopicsProps) {
  const subject = useSubject(subjectId);
  if (subject.isPending) return <LoadingState label="Loading topics…" />;
  if (subject.error) return <ErrorState error={subject.error} onRetry={() => void subject.refetch()} />;
  const all = subject.data.topics.map((topic) => topic.id);
  const picked = all.filter((id) => chosen.includes(id));
  return (
    <fieldset className="subject-topics card">
      <legend className="visually-hidden">Topics of {subject.data.name}</legend>
      <div className="subject-topics-head">
        <div>
          <h3>{subject.data.name}</h3>
          <p className="muted">
            {[subject.data.system, subject.data.grade_level].filter(Boolean).join(' · ')} · {picked.length} of{' '}
            {all.length} topics
          </p>
        </div>
        <div className="subject-topics-actions">
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => onChange(picked.length === all.length ? [] : all, all)}
          >
            {picked.length === all.length ? 'Clear all' : 'Select all'}
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={`Remove ${subject.data.name}`}
            onClick={onRemove}
          >
            <X aria-hidden="true" size={17} />
          </button>
        </div>
      </div>
      <div className="topic-checks">
        {subject.data.topics.map((topic) => (
          <label key={topic.id} className="candidate">
            <input
              type="checkbox"
              checked={chosen.includes(topic.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...picked, topic.id] : picked.filter((id) => id !== topic.id),
                  all,
                )
              }
            />
            <span>{topic.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
