// The real server in a process of its own, for tests that kill it (kill -9) and start it again
// on the same data: a free port, the start with only the settings given, and enough of a
// TestServer for the API client.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_API_KEY } from '../test-server';
import type { TestServer } from '../test-server';

const SERVER_DIR = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

export function freePort(): Promise<number> {
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
export function remoteServer(url: string): TestServer {
  const get = (p: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${p}`, { headers: { 'x-api-key': TEST_API_KEY, ...headers } });
  return {
    url,
    apiKey: TEST_API_KEY,
    get,
    getJson: async (p: string) => (await get(p)).json(),
  } as unknown as TestServer;
}

/** Starts `src/server.ts` with exactly `env` and waits until it answers at `url`. */
export async function startServerProcess(
  env: Record<string, string>,
  url: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    // Only the settings given: the server reads nothing else of this environment.
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
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
