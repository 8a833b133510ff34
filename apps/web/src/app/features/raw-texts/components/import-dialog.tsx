import { useEffect, useState, type FormEvent } from 'react';
import { FileUp, Link2 } from 'lucide-react';
import { Dialog } from '../../../components/dialog.js';
import { FormAlert, TextAreaField } from '../../../components/form.js';
import { formErrorsFrom } from '../../../lib/form-errors.js';
import { importKindOf, useImportMaterial, type ImportedText } from '../api/import-material.js';

interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: (result: ImportedText) => void;
}

const STAGES = ['Uploading…', 'Reading the text…', 'Almost there…'];

/** Seconds since `running` became true, for the progress line. */
function useElapsed(running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 500);
    return () => {
      clearInterval(timer);
      setElapsed(0);
    };
  }, [running]);
  return elapsed;
}

/** Import a PDF, Word/text file, photo of a page (OCR) or web links into the editor. */
export function ImportDialog({ open, onOpenChange, onImported }: ImportDialogProps) {
  const [mode, setMode] = useState<'file' | 'url'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const importer = useImportMaterial();
  const elapsed = useElapsed(importer.isPending);
  const errors = formErrorsFrom(importer.error);
  const stage = STAGES[Math.min(STAGES.length - 1, Math.floor(elapsed / 3))];

  function finish(result: ImportedText) {
    onImported(result);
    importer.reset();
    setFile(null);
    onOpenChange(false);
  }

  function onSubmitFile(event: FormEvent) {
    event.preventDefault();
    if (!file) return setFileError('Choose a file first.');
    if (!importKindOf(file)) return setFileError('Choose a PDF, DOCX, TXT, MD, PNG, JPEG or WebP file.');
    setFileError(null);
    importer.mutate({ file }, { onSuccess: finish });
  }

  function onSubmitUrls(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const urls = String(new FormData(event.currentTarget).get('urls') ?? '').trim();
    if (!urls) return setFileError('Paste at least one link.');
    setFileError(null);
    importer.mutate({ urls }, { onSuccess: finish });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!importer.isPending) onOpenChange(next);
      }}
      title="Import material"
      description="We read the text for you; you can edit it before saving."
    >
      <div className="segmented" role="group" aria-label="Import from">
        <button
          type="button"
          aria-pressed={mode === 'file'}
          onClick={() => {
            setMode('file');
            setFileError(null);
          }}
        >
          <FileUp aria-hidden="true" size={16} /> A file
        </button>
        <button
          type="button"
          aria-pressed={mode === 'url'}
          onClick={() => {
            setMode('url');
            setFileError(null);
          }}
        >
          <Link2 aria-hidden="true" size={16} /> Web links
        </button>
      </div>
      {mode === 'file' ? (
        <form onSubmit={onSubmitFile} noValidate>
          <div className="field">
            <label htmlFor="import-file">File</label>
            <input
              id="import-file"
              type="file"
              className="file-input"
              accept=".pdf,.docx,.txt,.md,.png,.jpg,.jpeg,.webp"
              aria-describedby="import-file-hint"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <p id="import-file-hint" className="field-hint">
              PDF (up to 300 pages), Word, text or Markdown, or a photo of a page (we read it with OCR).
            </p>
          </div>
          <Progress pending={importer.isPending} stage={stage} elapsed={elapsed} />
          <FormAlert messages={fileError ? [fileError] : (errors.non_field_errors ?? errors.file)} />
          <div className="dialog-actions">
            <button type="submit" className="btn btn-primary" disabled={importer.isPending}>
              {importer.isPending ? 'Reading…' : 'Read file'}
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={onSubmitUrls} noValidate>
          <TextAreaField
            label="Links"
            name="urls"
            rows={4}
            placeholder="https://en.wikipedia.org/wiki/Photosynthesis"
            hint="Up to 5 public web pages, one per line."
            errors={errors.text}
          />
          <Progress pending={importer.isPending} stage={stage} elapsed={elapsed} />
          <FormAlert messages={fileError ? [fileError] : errors.non_field_errors} />
          <div className="dialog-actions">
            <button type="submit" className="btn btn-primary" disabled={importer.isPending}>
              {importer.isPending ? 'Reading…' : 'Read links'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function Progress({ pending, stage, elapsed }: { pending: boolean; stage?: string; elapsed: number }) {
  if (!pending) return null;
  return (
    <div className="import-progress" role="status">
      <progress aria-label="Importing" />
      <span>
        {stage} {elapsed > 0 ? `${elapsed} s` : ''}
      </span>
    </div>
  );
}
