// What a spec that starts a server of its own needs (a mail sink, a clock or a host of its own
// must be known when the server starts): a free port, and waiting until the server answers.
import { spawn } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { E2E_ADMIN, E2E_API_KEY, E2E_DATA_DIR, E2E_SPEC_TEMPLATE } from './env';

const SERVER_ENTRY = 'apps/server/src/server.ts';
const SEED_SCRIPT = 'e2e/support/seed-spec-template.ts';

/**
 * The demo season seeded once per run (playwright.config.ts removes it when the run starts) for
 * every spec server to copy: seeding is about 40% of a server's start-up CPU (2.3 of 5.6 s), and
 * a copy starts exactly as a fresh server that seeded it would (same seed, same clock).
 */
async function seededTemplate(): Promise<string> {
  if (existsSync(E2E_SPEC_TEMPLATE)) return E2E_SPEC_TEMPLATE;
  mkdirSync(dirname(E2E_SPEC_TEMPLATE), { recursive: true });
  // Seeded under a name of its own and renamed: a spec in the other worker sees the whole file
  // or none (then it seeds one of its own, at worst once more per run).
  const partial = `${E2E_SPEC_TEMPLATE}.${process.pid}`;
  const seeder = spawn(process.execPath, ['--import', 'tsx', SEED_SCRIPT, partial], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => seeder.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the spec servers' demo season failed (exit ${code})`);
  renameSync(partial, E2E_SPEC_TEMPLATE);
  return E2E_SPEC_TEMPLATE;
}

/** A port nothing listens on now (the OS picks it). */
function freePort(): Promise<number> {
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

/**
 * The ports handed to spec servers in this run, one empty file each (removed with the template's
 * folder when a run starts). A port from freePort() is free only until someone listens on it: two
 * specs starting servers at the same moment in the two workers could both be handed one port, the
 * second server would fail to listen, and its spec would talk to the first one's server (a CI run
 * failed so: mijn-superelf's writes went to the season seizoenwissel had just closed). A claimed
 * port is never handed out again in the run, not even after its server stopped.
 */
const PORT_CLAIMS = join(dirname(E2E_SPEC_TEMPLATE), 'ports');

/** A free port no other spec server of this run was given (`probe`: the OS's pick, or a test's). */
export async function claimFreePort(probe: () => Promise<number> = freePort): Promise<number> {
  mkdirSync(PORT_CLAIMS, { recursive: true });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = await probe();
    try {
      closeSync(openSync(join(PORT_CLAIMS, String(port)), 'wx'));
      return port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error('no unclaimed free port after 50 tries');
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForServer(
  url: string,
  timeoutMs: number,
  gone: () => boolean = () => false,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    // A server that exited (a port taken by something outside the run) must not be waited for,
    // nor mistaken for whatever answers on its port.
    if (gone()) throw new Error(`the server for ${url} exited before it answered`);
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
 * never meet on one), with the demo season (a copy of seededTemplate()) in a fresh data directory,
 * for a spec whose settings
 * (a mail sink, push services, a clock, its host) must be known when the server starts.
 */
export async function startSpecServer(options: SpecServerOptions): Promise<SpecServer> {
  const port = await claimFreePort();
  const base = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const dataDir = `${E2E_DATA_DIR}-${options.name}-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(await seededTemplate(), join(dataDir, 'clubelf.db'));
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
  let hasExited = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      hasExited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`http://127.0.0.1:${port}/home`, 120_000, () => hasExited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, stop };
}
