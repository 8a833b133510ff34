import { TeachingStudentBody, type TeachingClassDetail, NAME_MAX_LENGTH } from '@quizwise/contract';
import { Printer, RefreshCw, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormAlert, TextField } from '../../../components/form.js';
import { useToast } from '../../../components/toast.js';
import { formErrorsFrom, otherErrors, parseWith, type FieldErrors } from '../../../lib/form-errors.js';
import { useAddStudent, useRemoveStudent, useRenewStudentCode } from '../api/classes.js';
import { CodeSlips, printCodeSlips } from './code-slips.js';
import { RosterImport } from './roster-import.js';
import { TableScroll } from '../../../components/table-scroll.js';

/** The roster: add a student by hand, upload a CSV or paste a list (every bad line explained), remove one. */
export function RosterPanel({ klass }: { klass: TeachingClassDetail }) {
  const add = useAddStudent(klass.id);
  const remove = useRemoveStudent(klass.id);
  const renew = useRenewStudentCode(klass.id);
  const toast = useToast();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

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

  return (
    <section className="card card-pad section" aria-labelledby="roster-title">
      <div className="section-head">
        <h2 id="roster-title" className="section-title">
          Students ({klass.students.length})
        </h2>
        {klass.students.length > 0 ? (
          <button type="button" className="btn btn-secondary" onClick={printCodeSlips}>
            <Printer aria-hidden="true" size={18} /> Print code slips
          </button>
        ) : null}
      </div>
      <p className="muted teaching-hint">
        Each student answers the class&rsquo;s quizzes with their own code, on any device; nobody can answer
        as a classmate.
      </p>
      <RosterImport classId={klass.id} />
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
        <TableScroll label="Students">
          <table className="table table-cards">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Student code</th>
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
                  <td data-label="Student code">
                    <span className="teaching-code">{student.code}</span>{' '}
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={`New code for ${student.name}`}
                      title="New code (the old one stops working)"
                      disabled={renew.isPending}
                      onClick={() =>
                        renew.mutate(student.id, {
                          onSuccess: (renewed) => toast(`${renewed.name}'s new code: ${renewed.code}`),
                        })
                      }
                    >
                      <RefreshCw aria-hidden="true" size={16} />
                    </button>
                  </td>
                  <td data-label="E-mail">{student.email ?? '—'}</td>
                  <td className="num table-cards-action">
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
        </TableScroll>
      )}
      <CodeSlips klass={klass} />
    </section>
  );
}
