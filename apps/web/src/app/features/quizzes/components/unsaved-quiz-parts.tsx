import type { QuestionSet } from '@quizwise/contract';
import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../paths.js';
import { Practice } from './practice.js';

/** Practising a quiz that is not saved yet (a draft, a new quiz): graded from its sets, then its result. */
export function UnsavedPractice({
  title,
  sets,
  onBack,
}: {
  title: string;
  sets: QuestionSet[];
  onBack: () => void;
}) {
  const navigate = useNavigate();
  return (
    <div className="page page-narrow">
      <button type="button" className="back-link link-button" onClick={onBack}>
        <ArrowLeft aria-hidden="true" size={16} /> Back to the editor
      </button>
      <Practice
        title={title}
        sets={sets}
        quizId={null}
        onGraded={(attempt) => void navigate(paths.attempt.href(attempt.id))}
      />
    </div>
  );
}

/** What the generator warned about (sets shorter than asked, skipped types), above the editor. */
export function GenerationWarnings({ warnings }: { warnings: readonly string[] | undefined }) {
  if (!warnings?.length) return null;
  return (
    <div className="notice" role="status">
      <TriangleAlert aria-hidden="true" size={20} />
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}
