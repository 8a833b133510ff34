// The built server as `npm start` runs it, for benchmarks: started on a port with its own data
// directory, and accounts signed up against it (CSRF by double submit, as the web app does).
import { spawn, type ChildProcess } from 'node:child_process';
import { fetch } from 'undici';

const root = new URL('../..', import.meta.url).pathname;
export const BENCH_CSRF = 'bench-csrf-token-0123456789';

/** Starts `apps/server/dist/main.js` and resolves once `/api/health/` answers (90 s at most). */
export async function startBenchServer(
  port: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Every simulated user signs up from 127.0.0.1.
      AUTH_RATE_LIMIT: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

let signUps = 0;
/** Signs up a fresh account; answers the cookie header its requests carry. */
export async function benchSignUp(base: string, prefix: string): Promise<string> {
  signUps += 1;
  const response = await fetch(`${base}/api/auth/signup/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrftoken=${BENCH_CSRF}`,
      'x-csrftoken': BENCH_CSRF,
    },
    body: JSON.stringify({
      email: `${prefix}-${signUps}-${Date.now()}@example.com`,
      password: 'bench pass phrase 42',
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const session = /sessionid=([^;]+)/.exec(response.headers.getSetCookie().join('; '))?.[1];
  if (!session) throw new Error('no session cookie');
  return `sessionid=${session}; csrftoken=${BENCH_CSRF}`;
}
