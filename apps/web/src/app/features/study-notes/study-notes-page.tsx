import { Link } from 'react-router';
import { BookOpenText, NotebookPen } from 'lucide-react';
import type { StudyNote } from '@quizwise/contract';
import { DeleteButton } from '../../components/delete-button.js';
import { LibraryListView } from '../../components/library-list.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState } from '../../components/states.js';
import { formatDate, plural } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useDeleteStudyNote } from './api/delete-study-note.js';
import { useStudyNotes } from './api/get-study-notes.js';

/** Study notes: topics picked from the course catalogue plus the student's own. */
export function StudyNotesPage() {
  const list = useStudyNotes();
  const remove = useDeleteStudyNote();
  return (
    <div className="page">
      <PageHeader
        title="Study notes"
        description="Revision notes built from your course's topics and your own writing."
        actions={
          <Link className="btn btn-primary" to={paths.newStudyNote.href()}>
            <NotebookPen aria-hidden="true" size={17} /> New study note
          </Link>
        }
      />
      <LibraryListView<StudyNote>
        list={list}
        noun="study notes"
        empty={
          <EmptyState
            icon={<BookOpenText aria-hidden="true" />}
            title="Make your first study note"
            action={
              <Link className="btn btn-primary" to={paths.newStudyNote.href()}>
                Choose a subject
              </Link>
            }
          >
            Pick your subject and exam board, tick the topics you are revising, and add notes of your own.
          </EmptyState>
        }
        renderItem={(note) => (
          <>
            <span className="list-icon" aria-hidden="true">
              <BookOpenText size={19} />
            </span>
            <div className="list-main">
              <Link className="list-title" to={paths.studyNote.href(note.id)}>
                {note.name}
              </Link>
              <p className="list-meta">
                {plural(note.topics.length + note.user_generated_topics.length, 'topic')} · updated{' '}
                {formatDate(note.updated_at)}
              </p>
            </div>
            <div className="list-actions">
              <DeleteButton
                compact
                name={note.name}
                noun="study note"
                consequence="Topics you wrote stay in your library."
                onConfirm={() => remove.mutate(note.id)}
              />
            </div>
          </>
        )}
      />
    </div>
  );
}
