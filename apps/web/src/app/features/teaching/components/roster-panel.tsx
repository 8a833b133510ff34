import { TeachingStudentBody, type TeachingClassDetail, NAME_MAX_LENGTH } from '@quizwise/contract';
import { Trash2, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormAlert, TextField } from '../../../components/form.js';
import { useToast } from '../../../components/toast.js';
import { formErrorsFrom, otherErrors, parseWith, type FieldErrors } from '../../../lib/form-errors.js';
import { plural } from '../../../lib/format.js';
import {
  rosterRowErrors,
  useAddStudent,
  useImportRoster,
  useRemoveStudent,
  type RowErrors,
} from '../api/classes.js';

/** The roster: add a student by hand, upload a CSV (with every bad row explained), remove one. */
export function RosterPanel({ klass }: { klass: TeachingClassDetail }) {
  const add = useAddStudent(klass.id);
  const remove = useRemoveStudent(klass.id);
  const upload = useImportRoster(klass.id);
  const toast = useToast();
  const file = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rowErrors, setRowErrors] = useState<RowErrors[] | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const addStudent = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseWith(TeachingStudentBody, { name, email: email.trim() || null });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: (student) => {
        setErrors({});
        setName('');
        setEmail('');
        toast(`${student.name} added.`);
      },
      onError: (error) => setErrors(formErrorsFrom(error)),
    });
  };

  const uploadCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setRowErrors(null);
    setUploadError(null);
    const csv = await chosen.text();
    upload.mutate(csv, {
      onSuccess: (result) => {
        const skipped = result.skipped.length
          ? ` ${plural(result.skipped.length, 'name was', 'names were')} already on the list.`
          : '';
        toast(`${plural(result.added.length, 'student')} added.${skipped}`);
      },
      onError: (error) => {
        const rows = rosterRowErrors(error);
        if (rows) setRowErrors(rows);
        else
          setUploadError(formErrorsFrom(error).non_field_errors?.join(' ') ?? 'The file could not be read.');
      },
    });
  };

  return (
    <section className="card card-pad section" aria-labelledby="roster-title">
      <div className="section-head">
        <h2 id="roster-title" className="section-title">
          Students ({klass.students.length})
        </h2>
        <div>
          <input
            ref={file}
            type="file"
            accept=".csv,text/csv"
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
            <Upload aria-hidden="true" size={18} /> {upload.isPending ? 'Uploading…' : 'Upload CSV'}
          </button>
        </div>
      </div>
      <p className="muted teaching-hint">
        A CSV needs a <code>name</code> column and may have an <code>email</code> column. Names already on the
        list are skipped.
      </p>
      {rowErrors ? (
        <div role="alert" className="form-alert teaching-row-errors">
          <p>Nothing was added. Fix these lines and upload the file again:</p>
          <ul>
            {rowErrors.map((row) => (
              <li key={row.line}>
                Line {row.line}: {row.errors.join(' ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {uploadError ? <FormAlert messages={[uploadError]} /> : null}
      <form className="teaching-inline-form" onSubmit={addStudent} noValidate>
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          errors={errors.name}
          maxLength={NAME_MAX_LENGTH}
        />
        <TextField
          label="E-mail (optional)"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          errors={errors.email}
        />
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          Add student
        </button>
      </form>
      <FormAlert messages={otherErrors(errors, ['name', 'email'])} />
      {klass.students.length === 0 ? (
        <p className="muted">No students yet. Add them above, upload a CSV, or share the join link.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {klass.students.map((student) => (
                <tr key={student.id}>
                  <th scope="row">
                    {student.name} {student.from_google ? <span className="badge">Google</span> : null}
                  </th>
                  <td>{student.email ?? '—'}</td>
                  <td className="num">
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={`Remove ${student.name}`}
                      onClick={() =>
                        remove.mutate(student.id, { onSuccess: () => toast(`${student.name} removed.`) })
                      }
                    >
                      <Trash2 aria-hidden="true" size={16} />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
