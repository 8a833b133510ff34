import { useState } from 'react';
import { Plus } from 'lucide-react';
import { NewUserGeneratedTopic } from '@quizwise/contract';
import { FormAlert, TextAreaField, TextField } from '../../../components/form.js';
import { Markdown } from '../../../components/markdown.js';
import { parseWith, type FieldErrors } from '../../../lib/form-errors.js';

export type OwnTopicDraft = { name: string; subject_info: string; content: string };

/** Write a topic of your own (name, where it belongs, markdown notes with a live preview). */
export function OwnTopicForm({ onAdd }: { onAdd: (topic: OwnTopicDraft) => void }) {
  const [draft, setDraft] = useState<OwnTopicDraft>({ name: '', subject_info: '', content: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  function add() {
    const parsed = parseWith(NewUserGeneratedTopic, draft);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    onAdd(parsed.data);
    setDraft({ name: '', subject_info: '', content: '' });
  }

  // Not a <form>: it sits inside the note's form, and Enter must not save the whole note.
  return (
    <div className="own-topic-form" role="group" aria-labelledby="own-topic-title">
      <h3 id="own-topic-title">Write your own topic</h3>
      <div className="own-topic-grid">
        <TextField
          label="Topic name"
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          errors={errors.name}
          autoComplete="off"
        />
        <TextField
          label="Subject (optional)"
          value={draft.subject_info}
          placeholder="e.g. Biology — Year 10"
          onChange={(event) => setDraft({ ...draft, subject_info: event.target.value })}
          errors={errors.subject_info}
          autoComplete="off"
        />
      </div>
      <TextAreaField
        label="Notes"
        rows={6}
        value={draft.content}
        hint="Markdown works; the preview is below."
        onChange={(event) => setDraft({ ...draft, content: event.target.value })}
        errors={errors.content}
      />
      {draft.content.trim() ? (
        <div className="own-topic-preview" aria-label="Preview">
          <Markdown source={draft.content} headingOffset={3} />
        </div>
      ) : null}
      <FormAlert messages={errors.non_field_errors} />
      <button type="button" className="btn btn-secondary" onClick={add}>
        <Plus aria-hidden="true" size={16} /> Add topic
      </button>
    </div>
  );
}
