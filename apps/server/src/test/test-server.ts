// A real server for API tests: a fresh DATA_DIR, a copy of the seeded demo database, the real
// start-up path, listening on 127.0.0.1 on a free port.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import { startServer } from '../start';
import type { RunningServer } from '../start';

export const TEST_API_KEY = 'test-api-key-0123456789';

export interface TestServer extends RunningServer {
  apiKey: string;
  dataDir: string;
  /** GET with the API key (unless headers override it). */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** GET, status 200 and a JSON body. */
  getJson<T = unknown>(path: string): Promise<T>;
  /** Stops the server and closes the database, keeping DATA_DIR (for a restart). */
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** The built web app; by default a folder that does not exist (API only). */
  webDistDir?: string;
  /** Start on an empty database instead of the seeded copy. */
  empty?: boolean;
  env?: Record<string, string>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-api-'));
  if (!options.empty) copyFileSync(inject('seededDbFile'), path.join(dataDir, 'clubelf.db'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    API_KEY: TEST_API_KEY,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const server = await startServer(config, {
    webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
