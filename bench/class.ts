// A big class on one hosted quiz, as issue reports measure it: 300 students arriving over 5 s, each
// opening the link, starting, saving three answers and submitting; on the embedded database of the
// default `npm start` and on PostgreSQL, one after the other. Prints p50/p95/p99 per call and answers lost
// (bench/hosting.ts does the work; every BENCH_* knob of it applies).
// Run: npm run bench:class   (BENCH_DBS=pglite,postgres)
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const databases = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
let failed = false;
for (const database of databases) {
  const run = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'bench/hosting.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      BENCH_STUDENTS: '300',
      BENCH_ANSWERS: '3',
      BENCH_ARRIVAL_MS: '5000',
      ...process.env,
      BENCH_DB: database,
    },
  });
  failed ||= run.status !== 0;
}
process.exitCode = failed ? 1 : 0;
