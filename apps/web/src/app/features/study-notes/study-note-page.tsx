import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Download, Pencil, Save, Sparkles, X } from 'lucide-react';
import { StudyNoteCreateBody, type StudyNoteDetail, type UserGeneratedTopic } from '@quizwise/contract';
import { DeleteButton } from '../../components/delete-button.js';
import { FormAlert, TextField } from '../../components/form.js';
import { Markdown } from '../../components/markdown.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.js';
import { useToast } from '../../components/toast.js';
import { formErrorsFrom, otherErrors, parseWith, type FieldErrors } from '../../lib/form-errors.js';
import { paths } from '../../paths.js';
import { useDeleteStudyNote } from './api/delete-study-note.js';
import { useDownloadStudyNote } from './api/download-study-note.js';
import { useStudyNote } from './api/get-study-note.js';
import { useSaveStudyNote } from './api/save-study-note.js';
import { DownloadDialog } from './components/download-dialog.js';
import { OwnTopicForm, type OwnTopicDraft } from './components/own-topic-form.js';
import { SubjectPicker } from './components/subject-picker.js';
import { SubjectTopics } from './components/subject-topics.js';
import './study-notes.css';

const FIELDS = ['name'] as const;

/** A study note: read it (existing) or build it (new, or "Edit"). */
export function StudyNotePage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const note = useStudyNote(id);
  const [editing, setEditing] = useState(false);
  if (id !== null && note.isPending) return <LoadingState label="Loading the study note…" />;
  if (id !== null && note.error) {
    return <ErrorState error={note.error} what="this study note" onRetry={() => void note.refetch()} />;
  }
  if (note.data && !editing) return <NoteReader note={note.data} onEdit={() => setEditing(true)} />;
  return <NoteEditor key={id ?? 'new'} initial={note.data ?? null} onDone={() => setEditing(false)} />;
}

function NoteReader({ note, onEdit }: { note: StudyNoteDetail; onEdit: () => void }) {
  const navigate = useNavigate();
  const remove = useDeleteStudyNote();
  const download = useDownloadStudyNote();
  const [downloading, setDownloading] = useState(false);
  const empty =
    note.subjects.every((subject) => subject.topics.length === 0) && note.user_generated_topics.length === 0;
  return (
    <div className="page-narrow">
      <PageHeader
        title={note.name}
        back={
          <Link className="back-link" to={paths.studyNotes.href()}>
            <ArrowLeft aria-hidden="true" size={16} /> Study notes
          </Link>
        }
        actions={
          <>
            <button type="button" className="btn btn-secondary" onClick={onEdit}>
              <Pencil aria-hidden="true" size={16} /> Edit
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setDownloading(true)}>
              <Download aria-hidden="true" size={16} /> Download
            </button>
            <Link className="btn btn-secondary" to={paths.generate.href({ studyNote: note.id })}>
              <Sparkles aria-hidden="true" size={16} /> Make a quiz
            </Link>
            <DeleteButton
              name={note.name}
              noun="study note"
              consequence="Topics you wrote stay in your library."
              onConfirm={() => {
                remove.mutate(note.id);
                void navigate(paths.studyNotes.href());
              }}
            />
          </>
        }
      />
      {empty ? (
        <div className="card">
          <EmptyState
            title="This note has no topics yet"
            action={
              <button type="button" className="btn btn-primary" onClick={onEdit}>
                Choose topics
              </button>
            }
          >
            Add catalogue topics or write your own.
          </EmptyState>
        </div>
      ) : null}
      {note.subjects.map((subject) => (
        <article key={subject.id} className="card card-pad note-section">
          <p className="eyebrow">{[subject.system, subject.grade_level].filter(Boolean).join(' · ')}</p>
          <h2 className="note-subject">{subject.name}</h2>
          {subject.topics.map((topic) => (
            <section key={topic.id} className="note-topic" aria-label={topic.name}>
              <h3>{topic.name}</h3>
              {topic.content ? (
                <Markdown source={topic.content} headingOffset={3} />
              ) : (
                <p className="muted">No notes for this topic yet.</p>
              )}
            </section>
          ))}
        </article>
      ))}
      {note.user_generated_topics.length > 0 ? (
        <article className="card card-pad note-section">
          <p className="eyebrow">Written by you</p>
          <h2 className="note-subject">Your topics</h2>
          {note.user_generated_topics.map((topic) => (
            <section key={topic.id} className="note-topic" aria-label={topic.name}>
              <h3>{topic.name}</h3>
              {topic.subject_info ? <p className="muted">{topic.subject_info}</p> : null}
              <Markdown source={topic.content} headingOffset={3} />
            </section>
          ))}
        </article>
      ) : null}
      <DownloadDialog
        open={downloading}
        onOpenChange={setDownloading}
        busy={download.isPending}
        onDownload={(format, separateBy) =>
          download.mutate(
            { id: note.id, name: note.name, format, separateBy },
            { onSuccess: () => setDownloading(false) },
          )
        }
      />
    </div>
  );
}

function NoteEditor({ initial, onDone }: { initial: StudyNoteDetail | null; onDone: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState(initial?.name ?? '');
  const [subjects, setSubjects] = useState<number[]>(initial?.subjects.map((subject) => subject.id) ?? []);
  const [topics, setTopics] = useState<number[]>(
    initial?.subjects.flatMap((subject) => subject.topics.map((topic) => topic.id)) ?? [],
  );
  const [ownTopics, setOwnTopics] = useState<UserGeneratedTopic[]>(initial?.user_generated_topics ?? []);
  const [newTopics, setNewTopics] = useState<OwnTopicDraft[]>([]);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const save = useSaveStudyNote(initial?.id ?? null);
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : formErrorsFrom(save.error);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseWith(StudyNoteCreateBody, {
      name,
      subjects,
      topics,
      user_generated_topics: ownTopics.map((topic) => topic.id),
      new_user_generated_topics: newTopics,
    });
    if (!parsed.ok) return setClientErrors(parsed.errors);
    setClientErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast('Study note saved');
        if (initial) onDone();
        else void navigate(paths.studyNote.href(saved.id), { replace: true });
      },
    });
  }

  return (
    <div className="page">
      <PageHeader
        title={initial ? `Edit ${initial.name}` : 'New study note'}
        description="Choose a subject, tick its topics, and add anything your course covers that the catalogue does not."
        back={
          initial ? (
            <button type="button" className="back-link link-button" onClick={onDone}>
              <ArrowLeft aria-hidden="true" size={16} /> Back to the note
            </button>
          ) : (
            <Link className="back-link" to={paths.studyNotes.href()}>
              <ArrowLeft aria-hidden="true" size={16} /> Study notes
            </Link>
          )
        }
      />
      <form onSubmit={onSubmit} noValidate className="note-editor">
        <div className="card card-pad">
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Cells and transport — Year 10"
            errors={errors.name}
            autoComplete="off"
          />
        </div>
        <section className="card card-pad" aria-labelledby="subjects-title">
          <h2 id="subjects-title" className="section-title">
            Subjects and topics
          </h2>
          <SubjectPicker chosen={subjects} onPick={(id) => setSubjects((current) => [...current, id])} />
          <div className="subject-list">
            {subjects.map((subjectId) => (
              <SubjectTopics
                key={subjectId}
                subjectId={subjectId}
                chosen={topics}
                onChange={(picked, all) =>
                  setTopics((current) => [...current.filter((id) => !all.includes(id)), ...picked])
                }
                onRemove={() => setSubjects((current) => current.filter((id) => id !== subjectId))}
              />
            ))}
          </div>
          <FormAlert messages={[...(errors.subjects ?? []), ...(errors.topics ?? [])]} />
        </section>
        <section className="card card-pad" aria-labelledby="own-title">
          <h2 id="own-title" className="section-title">
            Your own topics
          </h2>
          {ownTopics.length + newTopics.length > 0 ? (
            <ul className="own-topics">
              {ownTopics.map((topic) => (
                <li key={`saved-${topic.id}`}>
                  <span>{topic.name}</span>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Remove ${topic.name}`}
                    onClick={() => setOwnTopics((current) => current.filter((each) => each.id !== topic.id))}
                  >
                    <X aria-hidden="true" size={16} />
                  </button>
                </li>
              ))}
              {newTopics.map((topic, index) => (
                <li key={`new-${index}`}>
                  <span>
                    {topic.name} <span className="badge badge-brand">New</span>
                  </span>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Remove ${topic.name}`}
                    onClick={() => setNewTopics((current) => current.filter((_, i) => i !== index))}
                  >
                    <X aria-hidden="true" size={16} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <OwnTopicForm onAdd={(topic) => setNewTopics((current) => [...current, topic])} />
          <FormAlert
            messages={[...(errors.user_generated_topics ?? []), ...(errors.new_user_generated_topics ?? [])]}
          />
        </section>
        <FormAlert
          messages={otherErrors(errors, [
            ...FIELDS,
            'subjects',
            'topics',
            'user_generated_topics',
            'new_user_generated_topics',
          ])}
        />
        <div className="editor-actions">
          <span className="editor-status">
            {topics.length + ownTopics.length + newTopics.length} topics chosen
          </span>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            <Save aria-hidden="true" size={17} /> {save.isPending ? 'Saving…' : 'Save study note'}
          </button>
        </div>
      </form>
    </div>
  );
}
