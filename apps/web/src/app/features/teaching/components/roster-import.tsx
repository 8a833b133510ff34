import type { RosterCsvResult } from '@quizwise/contract';
import { ClipboardList, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormAlert, TextAreaField } from '../../../components/form.js';
import { formErrorsFrom } from '../../../lib/form-errors.js';
import { plural } from '../../../lib/format.js';
import { rosterRowErrors, useImportRoster, type RowErrors } from '../api/classes.js';

type Outcome =
  | { kind: 'imported'; result: RosterCsvResult }
  | { kind: 'refused'; rows: RowErrors[] }
  | { kind: 'failed'; message: string };

function LineList({ rows }: { rows: { line: number; text: string }[] }) {
  return (
    <ul>
      {rows.map((row) => (
        <li key={row.line}>
          Line {row.line}: {row.text}
        </li>
      ))}
    </ul>
  );
}

/** What an upload or paste did: who was added, who was left out and why, which lines need fixing. */
function OutcomeReport({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'failed') return <FormAlert messages={[outcome.message]} />;
  if (outcome.kind === 'refused')
    return (
      <div role="alert" className="form-alert teaching-row-errors">
        <p>Nothing was added. Fix these lines and try again:</p>
        <LineList rows={outcome.rows.map((row) => ({ line: row.line, text: row.errors.join(' ') }))} />
      </div>
    );
  const { added, skipped, rejected } = outcome.result;
  return (
    <div role="status" className="teaching-import-report">
      <p>
        <strong>{plural(added.length, 'student')} added.</strong>
        {skipped.length > 0 ? ` ${plural(skipped.length, 'line')} skipped.` : ''}
      </p>
      {skipped.length > 0 ? (
        <details>
          <summary>Skipped lines</summary>
          <LineList rows={skipped.map((row) => ({ line: row.line, text: `${row.name} — ${row.reason}` }))} />
        </details>
      ) : null}
      {rejected.length > 0 ? (
        <div className="form-alert teaching-row-errors">
          <p>
            {plural(rejected.length, 'line')} could not be read. Fix {rejected.length === 1 ? 'it' : 'them'}{' '}
            and add {rejected.length === 1 ? 'it' : 'them'} again:
          </p>
          <LineList rows={rejected.map((row) => ({ line: row.line, text: row.errors.join(' ') }))} />
        </div>
      ) : null}
    </div>
  );
}

/** Students from a CSV file (a school export) or a pasted list of names, with a report of what happened. */
export function RosterImport({ classId }: { classId: number }) {
  const upload = useImportRoster(classId);
  const file = useRef<HTMLInputElement>(null);
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = (csv: string, onImported?: () => void) => {
    setOutcome(null);
    upload.mutate(csv, {
      onSuccess: (result) => {
        setOutcome({ kind: 'imported', result });
        onImported?.();
      },
      onError: (error) => {
        const rows = rosterRowErrors(error);
        setOutcome(
          rows
            ? { kind: 'refused', rows }
            : {
                kind: 'failed',
                message: formErrorsFrom(error).csv?.join(' ') ?? 'The list could not be read. Try again.',
              },
        );
      },
    });
  };

  const uploadCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) send(await chosen.text());
  };

  const addPasted = (event: FormEvent) => {
    event.preventDefault();
    if (!pasted.trim()) {
      setOutcome({ kind: 'failed', message: 'Paste at least one name, one a line.' });
      return;
    }
    send(pasted, () => setPasted(''));
  };

  return (
    <div className="teaching-roster-import">
      <div className="teaching-import-actions">
        <input
          ref={file}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="visually-hidden"
          aria-label="CSV roster file"
          onChange={(event) => void uploadCsv(event)}
        />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => file.current?.click()}
          disabled={upload.isPending}
        >
          <Upload aria-hidden="true" size={18} /> {upload.isPending ? 'Adding…' : 'Upload CSV'}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={pasting}
          onClick={() => setPasting((open) => !open)}
        >
          <ClipboardList aria-hidden="true" size={18} /> Paste names
        </button>
      </div>
      <p className="muted teaching-hint">
        A CSV needs a <code>name</code> column, or first and last names (&ldquo;First Name&rdquo;,
        &ldquo;Surname&rdquo;…); an <code>email</code> column is optional. Names already on the list are
        skipped, and lines that cannot be read are listed so you can fix just those.
      </p>
      {pasting ? (
        <form className="teaching-paste-form" onSubmit={addPasted} noValidate>
          <TextAreaField
            label="Names, one a line"
            hint="An e-mail may follow a comma: Ada Lovelace, ada@example.org"
            rows={6}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={upload.isPending}>
            Add these students
          </button>
        </form>
      ) : null}
      {outcome ? <OutcomeReport outcome={outcome} /> : null}
    </div>
  );
}
