import { useState } from 'react';
import { Plus, Sparkles } from 'lucide-react';
import { NewUserGeneratedTopic, NAME_MAX_LENGTH, TOPIC_NOTES_COST } from '@quizwise/contract';
import { FormAlert, TextAreaField, TextField } from '../../../components/form.js';
import { Markdown } from '../../../components/markdown.js';
import { formErrorsFrom, parseWith, type FieldErrors } from '../../../lib/form-errors.js';
import { useDraftTopicNotes } from '../api/draft-topic-notes.js';
import { plural } from '../../../lib/format.js';

export type OwnTopicDraft = { name: string; subject_info: string; content: string };

/** Write a topic of your own (name, where it belongs, markdown notes with a live preview). */
export function OwnTopicForm({ onAdd }: { onAdd: (topic: OwnTopicDraft) => void }) {
  const [draft, setDraft] = useState<OwnTopicDraft>({ name: '', subject_info: '', content: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [aiTopic, setAiTopic] = useState('');
  const draftWithAi = useDraftTopicNotes();
  const aiErrors = formErrorsFrom(draftWithAi.error);

  function askAi() {
    const topic = aiTopic.trim();
    if (!topic) return;
    draftWithAi.mutate(topic, {
      onSuccess: (notes) =>
        setDraft({
          name: notes.topic_name.slice(0, NAME_MAX_LENGTH),
          subject_info: notes.subject_info.slice(0, NAME_MAX_LENGTH),
          content: notes.study_notes,
        }),
    });
  }

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
      <div className="ai-draft">
        <div className="field ai-draft-field">
          <label htmlFor="ai-topic">Draft notes with AI</label>
          <input
            id="ai-topic"
            type="text"
            value={aiTopic}
            placeholder="e.g. Osmosis in plant cells"
            aria-describedby="ai-topic-hint"
            onChange={(event) => setAiTopic(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                askAi();
              }
            }}
          />
          <p id="ai-topic-hint" className="field-hint">
            Costs {TOPIC_NOTES_COST} credit. The notes fill the form below for you to check before adding.
          </p>
        </div>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={draftWithAi.isPending || !aiTopic.trim()}
          onClick={askAi}
        >
          <Sparkles aria-hidden="true" size={16} />{' '}
          {draftWithAi.isPending ? 'Writing…' : `Draft notes · ${plural(TOPIC_NOTES_COST, 'credit')}`}
        </button>
      </div>
      <FormAlert messages={aiErrors.non_field_errors ?? aiErrors.topic} />
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
