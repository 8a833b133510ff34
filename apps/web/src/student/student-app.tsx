import type { StudentApi } from './student-api.js';
import { JoinPage } from './join-page.js';
import { QuizPage } from './quiz-page.js';
import { CodeEntry } from './code-entry.js';
import { LivePlayer } from './live-player.js';

export type StudentRoute =
  { page: 'quiz' | 'join'; code: string } | { page: 'code' } | { page: 'live'; pin: string };

/**
 * Reads `/q/<code>/`, `/join/<code>/`, a live game's `/join/?pin=123456` or a bare `/q/` or `/join/`
 * (under the base path) into a page.
 */
export function routeOf(pathname: string, basePath: string, search = ''): StudentRoute | null {
  const rest = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  const pin = new URLSearchParams(search).get('pin')?.trim();
  if (/^\/join\/?$/.test(rest) && pin && /^\d{6}$/.test(pin)) return { page: 'live', pin };
  if (/^\/(q|join)\/?$/.test(rest)) return { page: 'code' };
  const match = /^\/(q|join)\/([^/]+)\/?$/.exec(rest);
  if (!match?.[2]) return null;
  return { page: match[1] === 'q' ? 'quiz' : 'join', code: decodeURIComponent(match[2]) };
}

/** The pages students see without an account: taking a hosted quiz and joining a class. */
export function StudentApp({
  api,
  basePath,
  pathname,
  search = '',
  go = (path) => window.location.assign(path),
}: {
  api: StudentApi;
  basePath: string;
  pathname: string;
  /** The address's query (`?pin=…` opens a live game). */
  search?: string;
  /** Opens another student page (a full load: each page reads its code from the address). */
  go?: (path: string) => void;
}) {
  const route = routeOf(pathname, basePath, search);
  return (
    <div className="student-layout">
      <header className="student-header">
        <span className="student-brand">Quizwise</span>
      </header>
      <main className="student-main" id="main">
        {route?.page === 'quiz' && <QuizPage api={api} code={route.code} />}
        {route?.page === 'join' && <JoinPage api={api} code={route.code} />}
        {route?.page === 'code' && <CodeEntry api={api} basePath={basePath} go={go} />}
        {route?.page === 'live' && <LivePlayer pin={route.pin} basePath={basePath} />}
        {!route && (
          <section className="student-card" role="alert">
            <h1>Nothing here</h1>
            <p>
              This address is not a quiz link. <a href={`${basePath}/join/`}>Type a quiz code</a> instead, or
              check the link with your teacher.
            </p>
          </section>
        )}
      </main>
    </div>
  );
}
