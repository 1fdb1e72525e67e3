// kill -9 while organisers save at the same time: the real server in its own process, 12
// writers adding players without pause, the process killed mid-stream. After a restart every save that
// was answered is there, and the public answers are those of the data (a fresh recompute of it
// serves the very same bytes). On SQLite and PostgreSQL.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, createApiClient } from '../api-test-client';
import { publicAnswers, publicPaths } from '../public-answers';
import { freshTestDatabase } from '../test-database';
import { TEST_API_KEY } from '../test-server';
import type { TestServer } from '../test-server';

const SERVER_DIR = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const WRITERS = 12;
/** Killed once this many saves were answered: mid-stream, with others in flight. */
const KILL_AFTER = 30;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Enough of a TestServer for the API client and the public-answer helpers. */
function remote(url: string): TestServer {
  const get = (p: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${p}`, { headers: { 'x-api-key': TEST_API_KEY, ...headers } });
  return {
    url,
    apiKey: TEST_API_KEY,
    get,
    getJson: async (p: string) => (await get(p)).json(),
  } as unknown as TestServer;
}

async function startProcess(env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    // Only the settings given: the server reads nothing else of this environment.
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/settings`, {
        headers: { 'x-api-key': TEST_API_KEY },
      });
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('kill -9 during concurrent saves', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-kill-'));
  let drop: () => Promise<void> = async () => undefined;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every answered save and serves answers of the data after a restart', async () => {
    const database = await freshTestDatabase(dataDir);
    drop = database.drop;
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      ...database.env,
      ...ADMIN_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_KEY: TEST_API_KEY,
      LOG_LEVEL: 'silent',
    };
    child = await startProcess(env, url);
    const client = await createApiClient(remote(url));
    const token = await client.login();

    // New players: each shows on the public player lists, so answers of older data would show.
    const clubs = (await (
      await client.send(organiserPaths.clubs, { method: 'GET', token })
    ).json()) as { id: number }[];
    const clubId = clubs[0]!.id;
    const answered: string[] = [];
    let killed = false;
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const name = `Invaller ${w}-${i}`;
        const body = {
          name,
          clubId,
          position: 'Middenvelder',
          status: 'actief',
          availableFromRound: null,
          departedFromRound: null,
        };
        try {
          const response = await client.send(organiserPaths.spelers, { body, token });
          if (response.status === 201) answered.push(name);
          else expect(response.status, await response.text()).toBe(201);
        } catch {
          return; // The connection died with the process.
        }
        if (answered.length >= KILL_AFTER && !killed) {
          killed = true;
          child?.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);

    child = await startProcess(env, url);
    const again = await createApiClient(remote(url));
    const token2 = await again.login();
    const spelers = (await (
      await again.send(organiserPaths.spelers, { method: 'GET', token: token2 })
    ).json()) as { name: string }[];
    const stored = new Set(spelers.map((s) => s.name));
    expect(answered.filter((name) => !stored.has(name))).toEqual([]);

    // What the restarted server serves is what it computed from the stored data at its start:
    // another start (a fresh computation of the same data) serves the very same answers.
    const server = remote(url);
    const paths = await publicPaths(server);
    const served = await publicAnswers(server, paths);
    expect(served.get(apiPaths.spelers('actief'))).toContain(answered[0]);
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    child = await startProcess(env, url);
    expect(await publicAnswers(server, paths)).toEqual(served);
  }, 180_000);
});
