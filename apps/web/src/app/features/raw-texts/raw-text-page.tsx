import { useDeferredValue, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Save, Sparkles, Upload } from 'lucide-react';
import { RawTextBody, type RawText, NAME_MAX_LENGTH } from '@quizwise/contract';
import { DeleteButton } from '../../components/delete-button.js';
import { DownloadMenu } from '../../components/download-menu.js';
import { FormAlert, TextAreaField, TextField } from '../../components/form.js';
import { Markdown } from '../../components/markdown.js';
import { PageHeader } from '../../components/page-header.js';
import { ErrorState, LoadingState } from '../../components/states.js';
import { useToast } from '../../components/toast.js';
import { formulaPasteHandler } from '../../../lib/math/paste-formulas.js';
import { formErrorsFrom, otherErrors, parseWith, type FieldErrors } from '../../lib/form-errors.js';
import { paths } from '../../paths.js';
import { useDeleteRawText } from './api/delete-raw-text.js';
import { useDownloadRawText } from './api/download-raw-text.js';
import { useRawText } from './api/get-raw-text.js';
import { useSaveRawText } from './api/save-raw-text.js';
import { ImportDialog } from './components/import-dialog.js';
import './raw-texts.css';

const FIELDS = ['name', 'content'] as const;

/** A raw text's editor (new at `/app/raw-texts/new`, existing at `/app/raw-texts/:id`). */
export function RawTextPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const text = useRawText(id);
  if (id !== null && !Number.isInteger(id)) return <ErrorState error={null} />;
  if (id !== null && text.isPending) return <LoadingState label="Loading the text…" />;
  if (id !== null && text.error) {
    return <ErrorState error={text.error} what="this raw text" onRetry={() => void text.refetch()} />;
  }
  return <RawTextEditor key={id ?? 'new'} initial={text.data ?? null} />;
}

function RawTextEditor({ initial }: { initial: RawText | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const [name, setName] = useState(initial?.name ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const preview = useDeferredValue(content);
  const save = useSaveRawText(initial?.id ?? null);
  const remove = useDeleteRawText();
  const download = useDownloadRawText();
  const importOpen = searchParams.get('import') === '1';
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : formErrorsFrom(save.error);
  const dirty = name !== (initial?.name ?? '') || content !== (initial?.content ?? '');

  function setImportOpen(open: boolean) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('import', '1');
        else next.delete('import');
        return next;
      },
      { replace: true },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseWith(RawTextBody, { name, content });
    if (!parsed.ok) return setClientErrors(parsed.errors);
    setClientErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast('Raw text saved');
        if (!initial) void navigate(paths.rawText.href(saved.id), { replace: true });
      },
    });
  }

  const title = initial ? initial.name : 'New raw text';
  return (
    <div className="page">
      <PageHeader
        title={title}
        back={
          <Link className="back-link" to={paths.rawTexts.href()}>
            <ArrowLeft aria-hidden="true" size={16} /> Raw texts
          </Link>
        }
        actions={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setImportOpen(true)}>
              <Upload aria-hidden="true" size={17} /> Import
            </button>
            {initial ? (
              <>
                <DownloadMenu
                  label="Download"
                  busy={download.isPending}
                  onDownload={(format) => download.mutate({ id: initial.id, name: initial.name, format })}
                />
                <Link className="btn btn-secondary" to={paths.generate.href({ rawText: initial.id })}>
                  <Sparkles aria-hidden="true" size={17} /> Make a quiz
                </Link>
                <DeleteButton
                  name={initial.name}
                  noun="raw text"
                  consequence="Quizzes made from it stay."
                  onConfirm={() => {
                    remove.mutate(initial.id);
                    void navigate(paths.rawTexts.href());
                  }}
                />
              </>
            ) : null}
          </>
        }
      />
      <form className="editor-grid" onSubmit={onSubmit} noValidate>
        <div className="card card-pad editor-pane">
          <TextField
            label="Name"
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Photosynthesis — chapter 4"
            errors={errors.name}
            autoComplete="off"
          />
          <TextAreaField
            label="Text"
            name="content"
            className="field-grow"
            value={content}
            onChange={(event) => setContent(event.target.value)}
            onPaste={formulaPasteHandler(setContent)}
            placeholder="Paste or write your material. Markdown works: # headings, **bold**, - lists."
            hint="Markdown is shown in the preview."
            errors={errors.content}
            rows={18}
          />
          <FormAlert messages={otherErrors(errors, FIELDS)} />
          <div className="editor-actions">
            <span className="editor-status" aria-live="polite">
              {save.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : initial ? 'All changes saved' : ''}
            </span>
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              <Save aria-hidden="true" size={17} /> {initial ? 'Save changes' : 'Save raw text'}
            </button>
          </div>
        </div>
        <section className="card card-pad preview-pane" aria-labelledby="preview-title">
          <h2 id="preview-title" className="pane-title">
            Preview
          </h2>
          {preview.trim() ? (
            <Markdown source={preview} headingOffset={2} />
          ) : (
            <p className="muted">Your formatted text appears here as you type.</p>
          )}
        </section>
      </form>
      <ImportDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        onImported={(result) => {
          setContent((current) => (current.trim() ? `${current.trimEnd()}\n\n${result.text}` : result.text));
          setName((current) => current || result.name.slice(0, NAME_MAX_LENGTH));
          toast(['Imported.', ...result.notes].join(' '));
        }}
      />
    </div>
  );
}
