// A real server for API tests: a fresh DATA_DIR, a fresh copy of the seeded demo database
// (a SQLite file, or a PostgreSQL database in the server-pg project), the real start-up path,
// listening on 127.0.0.1 on a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { startServer } from '../start';
import type { RunningServer } from '../start';
import type { DatabaseLocation } from '../db/database';
import { freshTestDatabase } from './test-database';

export const TEST_API_KEY = 'test-api-key-0123456789';

export interface TestServer extends RunningServer {
  apiKey: string;
  dataDir: string;
  /** The environment the server was configured from: start another instance with it. */
  env: Record<string, string>;
  /** GET with the API key (unless headers override it). */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** GET, status 200 and a JSON body. */
  getJson<T = unknown>(path: string): Promise<T>;
  /** Stops the server and closes the database, keeping the data (for a restart). */
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** The built web app; by default a folder that does not exist (API only). */
  webDistDir?: string;
  /** Start on an empty database instead of the seeded copy. */
  empty?: boolean;
  env?: Record<string, string>;
  /** Writes into the fresh database before the server starts on it (with `empty`). */
  prepare?: (location: DatabaseLocation) => Promise<void>;
  /** The server's clock (app.clock): a test sets the moment a deadline is judged at. */
  now?: () => Date;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-api-'));
  const database = await freshTestDatabase(dataDir, options.empty);
  await options.prepare?.({
    dbFile: path.join(dataDir, 'clubelf.db'),
    databaseUrl: database.env.DATABASE_URL,
  });
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    API_KEY: TEST_API_KEY,
    LOG_LEVEL: 'silent',
    // Many tests read an organiser's write without naming its data version (decision 030).
    READS_WAIT_FOR_OWN_WRITES: 'true',
    ...database.env,
    ...options.env,
  };
  try {
    return await startInstance(env, options.webDistDir, options.now, async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
  } catch (error) {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * One more instance on the first one's database, with the same secrets, as a second app
 * behind a load balancer. Closing it leaves the database to the first.
 */
export function startAnotherInstance(first: TestServer, webDistDir?: string): Promise<TestServer> {
  return startInstance(first.env, webDistDir, undefined, async () => undefined);
}

async function startInstance(
  env: Record<string, string>,
  webDistDir: string | undefined,
  now: (() => Date) | undefined,
  cleanUp: () => Promise<void>,
): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? '';
  const server = await startServer(loadConfig(env), {
    webDistDir: webDistDir ?? path.join(dataDir, 'no-web-build'),
    ...(now ? { now } : {}),
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.close();
  };
  const get = (p: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${p}`, { headers: { 'x-api-key': TEST_API_KEY, ...headers } });
  return {
    ...server,
    apiKey: TEST_API_KEY,
    dataDir,
    env,
    get,
    async getJson<T>(p: string) {
      const response = await get(p);
      if (response.status !== 200) {
        throw new Error(`GET ${p}: ${response.status} ${await response.text()}`);
      }
      return (await response.json()) as T;
    },
    stop,
    async close() {
      await stop();
      await cleanUp();
    },
  };
}
