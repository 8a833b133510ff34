import { NAME_MAX_LENGTH, type Quiz } from '@quizwise/contract';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/dialog.js';
import { FormAlert, TextField } from '../../../components/form.js';
import { useToast } from '../../../components/toast.js';
import { ApiError } from '../../../lib/api-error.js';
import { useImportQuiz, type ImportFormat } from '../api/import-quiz.js';
import { ImportReport } from './import-report.js';

const FORMATS: Array<{ value: ImportFormat; label: string; hint: string }> = [
  { value: 'gift', label: 'GIFT', hint: 'Moodle’s text format (.gift, .txt)' },
  { value: 'moodle_xml', label: 'Moodle XML', hint: 'A Moodle question bank export (.xml)' },
  { value: 'aiken', label: 'Aiken', hint: 'Simple multiple choice with ANSWER: lines (.txt)' },
];

/** The format a file most likely is, from its name and first characters. */
export function guessFormat(fileName: string, text: string): ImportFormat {
  if (/\.xml$/i.test(fileName) || text.trimStart().startsWith('<')) return 'moodle_xml';
  if (/\.gift$/i.test(fileName) || /\{[\s\S]*\}/.test(text)) return 'gift';
  if (/^ANSWER:\s*[A-Z]\s*$/m.test(text)) return 'aiken';
  return 'gift';
}

interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: (quiz: Quiz) => void;
}

/** Import a GIFT, Moodle XML or Aiken file: read in the browser, sent as text; the API names a bad line. */
export function ImportDialog({ open, onOpenChange, onImported }: ImportDialogProps) {
  const id = useId();
  const [format, setFormat] = useState<ImportFormat>('gift');
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [title, setTitle] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  // An import with notes stays open on them until the user goes on to the quiz.
  const [reported, setReported] = useState<(Quiz & { skipped: string[] }) | null>(null);
  const importQuiz = useImportQuiz();
  const toast = useToast();
  const apiError = importQuiz.error instanceof ApiError ? importQuiz.error : null;
  const contentErrors = apiError?.fieldErrors.content;

  const close = (next: boolean) => {
    if (!next) {
      importQuiz.reset();
      setFile(null);
      setTitle('');
      setFileError(null);
      setReported(null);
    }
    onOpenChange(next);
  };

  if (reported) {
    return (
      <Dialog open={open} onOpenChange={close} title="Quiz imported" description={reported.title}>
        <ImportReport imported={reported.total_questions} notes={reported.skipped} />
        <div className="dialog-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              close(false);
              onImported(reported);
            }}
          >
            Open the quiz
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Import a quiz"
      description="Bring questions from Moodle or another tool. The file is read on your device and saved as a new quiz."
    >
      <form
        className="import-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) {
            setFileError('Choose a file to import.');
            return;
          }
          importQuiz.mutate(
            { format, content: file.content, ...(title.trim() ? { title: title.trim() } : {}) },
            {
              onSuccess: (quiz) => {
                if (quiz.skipped.length > 0) {
                  setReported(quiz);
                  return;
                }
                toast(`Imported ${quiz.total_questions} questions.`);
                close(false);
                onImported(quiz);
              },
            },
          );
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-file`}>Quiz file</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".gift,.txt,.xml,text/plain,application/xml,text/xml"
            aria-invalid={fileError || contentErrors ? true : undefined}
            aria-describedby={fileError || contentErrors ? `${id}-file-error` : undefined}
            onChange={async (event) => {
              const chosen = event.target.files?.[0];
              importQuiz.reset();
              setFileError(null);
              if (!chosen) return setFile(null);
              const content = await chosen.text();
              setFile({ name: chosen.name, content });
              setFormat(guessFormat(chosen.name, content));
              if (!title) setTitle(chosen.name.replace(/\.[^.]+$/, ''));
            }}
          />
          {fileError || contentErrors ? (
            <p id={`${id}-file-error`} className="field-error">
              {fileError ?? contentErrors?.join(' ')}
            </p>
          ) : null}
        </div>
        <fieldset className="check-list">
          <legend>Format</legend>
          {FORMATS.map((each) => (
            <label key={each.value}>
              <input
                type="radio"
                name={`${id}-format`}
                value={each.value}
                checked={format === each.value}
                onChange={() => setFormat(each.value)}
              />
              <span>
                {each.label} <span className="muted">— {each.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <TextField
          type="text"
          label="Title (optional)"
          value={title}
          maxLength={NAME_MAX_LENGTH}
          errors={apiError?.fieldErrors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <FormAlert
          messages={
            apiError && !contentErrors && !apiError.fieldErrors.title ? [apiError.message] : undefined
          }
        />
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={() => close(false)}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={importQuiz.isPending}>
            <FileUp aria-hidden="true" size={18} />
            {importQuiz.isPending ? 'Importing…' : 'Import quiz'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
