import type { StudentApi } from './student-api.js';
import { JoinPage } from './join-page.js';
import { QuizPage } from './quiz-page.js';

/** Reads `/q/<code>/` or `/join/<code>/` (under the base path) into a page and its code. */
export function routeOf(pathname: string, basePath: string): { page: 'quiz' | 'join'; code: string } | null {
  const rest = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  const match = /^\/(q|join)\/([^/]+)\/?$/.exec(rest);
  if (!match?.[2]) return null;
  return { page: match[1] === 'q' ? 'quiz' : 'join', code: decodeURIComponent(match[2]) };
}

/** The pages students see without an account: taking a hosted quiz and joining a class. */
export function StudentApp({
  api,
  basePath,
  pathname,
}: {
  api: StudentApi;
  basePath: string;
  pathname: string;
}) {
  const route = routeOf(pathname, basePath);
  return (
    <div className="student-layout">
      <header className="student-header">
        <span className="student-brand">Quizwise</span>
      </header>
      <main className="student-main" id="main">
        {route?.page === 'quiz' && <QuizPage api={api} code={route.code} />}
        {route?.page === 'join' && <JoinPage api={api} code={route.code} />}
        {!route && (
          <section className="student-card" role="alert">
            <h1>Nothing here</h1>
            <p>This address is not a quiz link. Check it with your teacher.</p>
          </section>
        )}
      </main>
    </div>
  );
}
