// Every URL the web app links to lives here, always joined onto the page's basePath.

/** Prefixes an absolute path with the base path; full URLs (`https://…`) are left alone. */
export function withBase(basePath: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const base = basePath.replace(/\/+$/, '');
  if (base && (path === base || path.startsWith(`${base}/`))) return path;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export const paths = {
  home: '/',
  teachers: '/teachers/',
  signup: '/signup/',
  login: '/login/',
  join: '/join/',
  pricing: '/pricing/',
  app: '/app/',
  classes: '/app/classes',
  section: (anchor: string) => `/teachers/#${anchor}`,
} as const;

/** Section anchors on the landing page, in page order. */
export const anchors = {
  features: 'features',
  howItWorks: 'how-it-works',
  secondaryFeatures: 'secondary-features',
  pricing: 'pricing',
  startTrial: 'start-trial',
  faq: 'faq',
} as const;

/**
 * Where to go after signing in: `?next=` when it resolves to this origin, else the app's home. It is
 * resolved the way the browser will resolve it (`new URL`, which also drops tabs and newlines, so
 * `/%09/evil.example` is the `//evil.example` it becomes), and only a same-origin result is kept, as
 * its path, query and fragment: the parameter cannot be used as an open redirect.
 */
export function nextPathFrom(search: string, basePath: string, origin: string): string {
  const next = new URLSearchParams(search).get('next');
  if (next && next.startsWith('/')) {
    try {
      const target = new URL(next, origin);
      if (target.origin === origin) return `${target.pathname}${target.search}${target.hash}`;
    } catch {
      // Not a URL at all: fall through to the app's home.
    }
  }
  return withBase(basePath, paths.app);
}

/**
 * The first screen after sign-up: `?next=` when given (as `nextPathFrom`), else by what the person
 * said they are: a teacher starts at their classes, a student at the study home; `?welcome=1` makes
 * that screen show the first step to take.
 */
export function firstScreenPath(
  search: string,
  basePath: string,
  origin: string,
  role: 'student' | 'teacher' | null,
): string {
  if (new URLSearchParams(search).get('next')) return nextPathFrom(search, basePath, origin);
  const start = role === 'teacher' ? paths.classes : paths.app;
  return `${withBase(basePath, start)}${role ? '?welcome=1' : ''}`;
}
