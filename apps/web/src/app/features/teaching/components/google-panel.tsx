import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/states.js';
import { useToast } from '../../../components/toast.js';
import { paths } from '../../../paths.js';
import {
  useConnectGoogle,
  useDisconnectGoogle,
  useGoogleCourses,
  useGoogleStatus,
  useImportCourse,
} from '../api/google.js';

/** Where Google would be, and who can turn it on: the server operator, with two settings. */
function GoogleOff() {
  return (
    <section className="card card-pad section" aria-labelledby="google-title">
      <h2 id="google-title" className="section-title">
        Google Classroom and Forms
      </h2>
      <p className="muted">
        Not switched on for this Quizwise. Once it is, you can import a course with its students here, post
        quizzes to Classroom, send grades back and export quizzes to Google Forms. Whoever runs this server
        turns it on by setting <code>GOOGLE_CLIENT_ID</code> and <code>GOOGLE_CLIENT_SECRET</code> (README,
        &ldquo;Google Classroom and Forms&rdquo;).
      </p>
    </section>
  );
}

/** Google Classroom: connect, import courses with their students, disconnect; how to turn it on when off. */
export function GooglePanel() {
  const status = useGoogleStatus();
  const connect = useConnectGoogle();
  const disconnect = useDisconnectGoogle();
  const connected = status.data?.connected === true;
  const courses = useGoogleCourses(connected);
  const importCourse = useImportCourse();
  const toast = useToast();

  if (status.isPending || !status.data) return null;
  if (!status.data.configured) return <GoogleOff />;
  return (
    <section className="card card-pad section" aria-labelledby="google-title">
      <div className="section-head">
        <h2 id="google-title" className="section-title">
          Google Classroom
        </h2>
        {connected ? (
          <button type="button" className="btn btn-ghost" onClick={() => disconnect.mutate()}>
            Disconnect {status.data.email ?? ''}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => connect.mutate()}
            disabled={connect.isPending}
          >
            Connect Google Classroom
          </button>
        )}
      </div>
      {!connected ? (
        <p className="muted">
          Import your courses and students, post quizzes as assignments and send grades back.
        </p>
      ) : courses.isPending ? (
        <LoadingState label="Loading your courses…" />
      ) : courses.error ? (
        <ErrorState error={courses.error} onRetry={() => void courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <p className="muted">No active courses where you teach.</p>
      ) : (
        <ul className="list">
          {courses.data.map((course) => (
            <li key={course.id} className="list-item">
              <div className="list-main">
                <span className="list-title">{course.name}</span>
                {course.section ? <span className="list-meta">{course.section}</span> : null}
              </div>
              <div className="list-actions">
                {course.imported_class_id ? (
                  <Link className="btn btn-small btn-ghost" to={paths.class.href(course.imported_class_id)}>
                    Open class
                  </Link>
                ) : null}
                <button
                  type="button"
                  className="btn btn-small btn-secondary"
                  disabled={importCourse.isPending}
                  onClick={() =>
                    importCourse.mutate(course.id, {
                      onSuccess: (klass) => toast(`${klass.name}: ${klass.student_count} students.`),
                    })
                  }
                >
                  {course.imported_class_id ? 'Update students' : 'Import'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
