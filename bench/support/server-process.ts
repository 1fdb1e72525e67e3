// The real server in a child process (so a load generator does not share its event loop), with
// what a bench reads of it from outside: its pid, how long it took to answer, and its memory
// (/proc/<pid>/status: the server is `node --import tsx`, one process, so that is all of it).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@clubelf/contract/paths';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = path.join(ROOT, 'apps/server/src/server.ts');

export interface ServerProcess {
  url: string;
  /** The child's process id (the server itself: node runs it, tsx is a loader). */
  pid: number;
  /** From the spawn until /api/settings answered 200. */
  startupMs: number;
  /** The child's resident set now (VmRSS), in bytes; undefined once it has exited. */
  rssBytes(): number | undefined;
  /** The child's peak resident set so far (VmHWM), in bytes; undefined once it has exited. */
  peakRssBytes(): number | undefined;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** How long the start may take (a large season is computed before the server listens). */
  timeoutMs?: number;
}

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

/** A field of /proc/<pid>/status in bytes (its values are in kB), or undefined. */
export function procStatusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's log lines (JSON, one a line) as one short line each, every message once per
 * process: `[server] web app not built: serving the API only`.
 */
function showLog(child: ChildProcess): void {
  if (!child.stdout) return;
  const seen = new Set<string>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    let message = line;
    try {
      const entry = JSON.parse(line) as { msg?: unknown; err?: { message?: unknown } };
      if (typeof entry.msg === 'string') message = entry.msg;
      if (typeof entry.err?.message === 'string') message += `: ${entry.err.message}`;
    } catch {
      // not JSON: shown as it is
    }
    if (seen.has(message)) return;
    seen.add(message);
    console.log(`  [server] ${message}`);
  });
}

async function waitUntilUp(
  url: string,
  apiKey: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${apiPaths.settings}`, {
        headers: { 'x-api-key': apiKey },
      });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not come up within ${(timeoutMs / 1000).toFixed(0)} s`);
}

/** Starts `node apps/server/src/server.ts` with `env` (PORT and HOST are chosen here). */
export async function startServerProcess(
  env: Record<string, string>,
  options: ServerOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  showLog(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // The server gives in-flight requests ten seconds; past that it is killed.
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    await waitUntilUp(url, env.API_KEY ?? '', child, options.timeoutMs ?? 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const startupMs = performance.now() - t0;
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    startupMs,
    rssBytes: () => procStatusBytes(pid, 'VmRSS'),
    peakRssBytes: () => procStatusBytes(pid, 'VmHWM'),
    stop,
  };
}
