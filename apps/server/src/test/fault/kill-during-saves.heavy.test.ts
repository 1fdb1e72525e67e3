// kill -9 while organisers save at the same time: the real server in its own process, 12
// writers adding players without pause, the process killed mid-stream. After a restart every save that
// was answered is there, and the public answers are those of the data (a fresh recompute of it
// serves the very same bytes). On SQLite and PostgreSQL.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, createApiClient } from '../api-test-client';
import { publicAnswers, publicPaths } from '../public-answers';
import { freshTestDatabase } from '../test-database';
import { TEST_API_KEY } from '../test-server';
import { freePort, remoteServer, startServerProcess } from './server-process';

const WRITERS = 12;
/** Killed once this many saves were answered: mid-stream, with others in flight. */
const KILL_AFTER = 30;

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
    child = await startServerProcess(env, url);
    const client = await createApiClient(remoteServer(url));
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

    child = await startServerProcess(env, url);
    const again = await createApiClient(remoteServer(url));
    const token2 = await again.login();
    const spelers = (await (
      await again.send(organiserPaths.spelers, { method: 'GET', token: token2 })
    ).json()) as { name: string }[];
    const stored = new Set(spelers.map((s) => s.name));
    expect(answered.filter((name) => !stored.has(name))).toEqual([]);

    // What the restarted server serves is what it computed from the stored data at its start:
    // another start (a fresh computation of the same data) serves the very same answers.
    const server = remoteServer(url);
    const paths = await publicPaths(server);
    const served = await publicAnswers(server, paths);
    expect(served.get(apiPaths.spelers('actief'))).toContain(answered[0]);
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    child = await startServerProcess(env, url);
    expect(await publicAnswers(server, paths)).toEqual(served);
  }, 180_000);
});
