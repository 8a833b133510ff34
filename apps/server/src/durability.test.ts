// Acknowledged writes survive a hard kill: the server is killed with SIGKILL while it is writing, then
// started again on the same data, and every write it answered 201 for is there. On the embedded
// database by default, on PostgreSQL in CI's PostgreSQL pass (TEST_DATABASE_URL).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './test/server-process.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const CSRF = 'durability-csrf-token-0123';

function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  return startServerProcess(port, {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

describe('acknowledged writes and a hard kill', { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quizwise-durability-'));
  const servers: ChildProcess[] = [];
  afterAll(() => {
    for (const server of servers) if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every write answered 201 when the server is killed with SIGKILL mid-writes', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startServer(port, dataDir);
    servers.push(first);
    const signup = await fetch(`${base}/api/auth/signup/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF },
      body: JSON.stringify({ email: `durable-${Date.now()}@example.com`, password: 'durable pass phrase' }),
    });
    expect(signup.status).toBe(201);
    const session = /sessionid=([^;]+)/.exec(signup.headers.getSetCookie().join('; '))?.[1];
    const headers = {
      'content-type': 'application/json',
      cookie: `sessionid=${session}; csrftoken=${CSRF}`,
      'x-csrftoken': CSRF,
    };

    const acknowledged: { id: number; name: string }[] = [];
    const refusals: string[] = [];
    let stop = false;
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i += 1) {
        const name = `lane ${lane} write ${i}`;
        try {
          const response = await fetch(`${base}/api/create-raw-text/`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name, content: `Written before the kill: ${name}.` }),
          });
          if (response.status === 201)
            acknowledged.push({ id: ((await response.json()) as { id: number }).id, name });
        } catch {
          return; // the server is gone
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => writer(lane));
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 150 && refusals.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (acknowledged.length < 150) {
      stop = true;
      await Promise.all(lanes);
      throw new Error(`writes were not acknowledged: ${refusals.slice(0, 3).join('; ')}`);
    }
    first.kill('SIGKILL');
    stop = true;
    await Promise.all(lanes);
    if (first.exitCode === null && first.signalCode === null)
      await new Promise((resolve) => first.once('exit', resolve));

    const second = await startServer(port, dataDir);
    servers.push(second);
    const missing: string[] = [];
    for (const write of acknowledged) {
      const response = await fetch(`${base}/api/user-raw-texts/${write.id}/`, { headers });
      const body = response.status === 200 ? ((await response.json()) as { name: string }) : null;
      if (body?.name !== write.name) missing.push(`${write.id} ${write.name} → ${response.status}`);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(missing).toEqual([]);
    second.kill('SIGTERM');
  });
});
