import type { TeachingClassDetail } from '@quizwise/contract';

const PRINTING = 'printing-code-slips';

/** Prints only the code slips: the page is marked while the print dialog is open. */
export function printCodeSlips(): void {
  document.body.classList.add(PRINTING);
  const done = () => {
    document.body.classList.remove(PRINTING);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/**
 * One slip per student, to cut out and hand round: where to go, the class, their name and code. Shown
 * only in print (see teaching.css).
 */
export function CodeSlips({ klass }: { klass: TeachingClassDetail }) {
  const joinAddress = `${window.location.origin}/join/`;
  return (
    <div className="code-slips" aria-hidden="true">
      {klass.students.map((student) => (
        <div key={student.id} className="code-slip">
          <p className="code-slip-class">{klass.name}</p>
          <p className="code-slip-name">{student.name}</p>
          <p className="code-slip-code">{student.code}</p>
          <p className="code-slip-how">
            Go to {joinAddress}, type the quiz code, then this code. Keep it to yourself.
          </p>
        </div>
      ))}
    </div>
  );
}
