// What a spec that starts a server of its own needs (a mail sink, a clock or a host of its own
// must be known when the server starts): a free port, and waiting until the server answers.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { E2E_ADMIN, E2E_API_KEY, E2E_DATA_DIR } from './env';

const SERVER_ENTRY = 'apps/server/src/server.ts';

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${url} did not start within ${timeoutMs} ms`);
}

export interface SpecServerOptions {
  /** Names its data directory (beside the main server's), e.g. 'berichten'. */
  name: string;
  /**
   * The host the browser uses: 'localhost' where WebAuthn needs a domain for its relying party
   * (an IP address will not do), else 127.0.0.1. The server listens on 127.0.0.1 either way.
   */
  host?: 'localhost' | '127.0.0.1';
  /** Settings of this spec's own (SMTP_URL, PUSH_SERVICES, ...); PUBLIC_URL is set to `base`. */
  env?: Record<string, string>;
  /** The entry to start, default the server itself (a launcher of e2e/support may wrap it). */
  entry?: string;
}

export interface SpecServer {
  /** e.g. http://localhost:40123, for baseURL and PUBLIC_URL. */
  base: string;
  dataDir: string;
  /** Ends the server and whatever it started, and removes its data. */
  stop(): Promise<void>;
}

/**
 * A server of a spec's own, on a port the OS picked (specs running side by side in two workers
 * never meet on one), with the demo season in a fresh data directory, for a spec whose settings
 * (a mail sink, push services, a clock, its host) must be known when the server starts.
 */
export async function startSpecServer(options: SpecServerOptions): Promise<SpecServer> {
  const port = await freePort();
  const base = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const dataDir = `${E2E_DATA_DIR}-${options.name}-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? SERVER_ENTRY], {
    // Its own process group: stopping ends the server and whatever it started together.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      API_KEY: E2E_API_KEY,
      ADMIN_USERNAME: E2E_ADMIN.userName,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      ...options.env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`http://127.0.0.1:${port}/home`, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, stop };
}
