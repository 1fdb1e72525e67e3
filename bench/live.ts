// Live updates (issue 14): one server instance (the real server in a child process, SQLite,
// a season of SIZE participants), 1,000 idle GET /api/live connections from plain node:http
// clients. Prints the server's memory (RSS and heap, each after a full collection) before and
// after opening them, per connection, and then, for SAVES match results saved through the
// organiser API, the time from sending the save until the `changed` event naming its data
// version arrives on each of the 1,000 streams (p50, p99, max over all of them, and the last
// stream's per save).
//   npx tsx bench/live.ts               1,000 connections, 10,000 participants
//   npx tsx bench/live.ts 1000 1000     connections, participants
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { ClientRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spelerEventsInputSchema } from '@clubelf/contract';
import type { OrganiserSchedule, Uitslag } from '@clubelf/contract';
import {
  API_KEY_HEADER,
  apiPaths,
  DATA_VERSION_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@clubelf/contract/paths';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { seedInChild } from './support/seed-database';
import { freePort, procStatusBytes } from './support/server-process';
import { printTable } from './support/table';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER = path.join(ROOT, 'apps/server/src/server.ts');
const PROBE = path.join(ROOT, 'bench/support/memory-probe.ts');
const CONNECTIONS = 1_000;
const SIZE = 10_000;
const SAVES = Number(process.env.BENCH_SAVES ?? 10);
/** Streams opened at once while connecting (as pages arrive, not all in one burst). */
const OPENING_AT_ONCE = 50;
const EVENT_TIMEOUT_MS = 60_000;
const ADMIN = { userName: 'bench', password: 'bench-wachtwoord-123' };
/** The XSRF pair: a cookie and a header of the form the server hands out. */
const XSRF = randomBytes(32).toString('base64url');
const ENV = {
  API_KEY: 'bench-api-key',
  JWT_SECRET: 'bench-jwt-secret-0123456789-abcdefghijkl',
  ADMIN_USERNAME: ADMIN.userName,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO: 'false',
  LOG_LEVEL: 'warn',
  // Every connection here comes from 127.0.0.1: room for them all under one address
  // (decision 019; the default is 64 per address).
  LIVE_STREAMS_PER_ADDRESS: '2000',
};
const EVENT_FIELDS = spelerEventsInputSchema.keyof().options;

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(0)} ms`);

/** Nearest rank. */
function percentile(values: number[], p: number): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

interface Memory {
  rss: number;
  heapUsed: number;
}

interface Server {
  url: string;
  memory(): Promise<Memory>;
  stop(): Promise<void>;
}

/** The real server with the memory probe, answering 'memory' over IPC. */
async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', PROBE, SERVER],
    {
      cwd: ROOT,
      env: { ...process.env, ...ENV, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const until = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${apiPaths.settings}`, {
        headers: { [API_KEY_HEADER]: ENV.API_KEY },
      });
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await stop();
      throw new Error('the server did not come up');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const memory = () =>
    new Promise<Memory>((resolve) => {
      child.once('message', (message) => {
        const { heapUsed } = (message as { memory: NodeJS.MemoryUsage }).memory;
        // The resident set as the kernel counts it (the same as memoryUsage().rss).
        resolve({ rss: procStatusBytes(child.pid ?? 0, 'VmRSS') ?? 0, heapUsed });
      });
      child.send('memory');
    });
  return { url, memory, stop };
}

/** One idle live connection: the data versions it heard, with when (performance.now()). */
interface Stream {
  request: ClientRequest;
  /** Resolves with the arrival time of the first event naming `version` or newer. */
  until(version: number): Promise<number>;
}

function openStream(url: string, agent: Agent): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let newest = -1;
    let buffer = '';
    const waiting: Array<{ version: number; resolve: (at: number) => void }> = [];
    const request = httpRequest(`${url}${apiPaths.live}`, {
      agent,
      headers: { accept: 'text/event-stream', [API_KEY_HEADER]: ENV.API_KEY },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`GET /api/live: ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          newest = Math.max(newest, (JSON.parse(data) as { dataVersion: number }).dataVersion);
          if (waiting.length === 0) resolve(stream);
          for (let i = waiting.length - 1; i >= 0; i--) {
            if (waiting[i]!.version <= newest) waiting.splice(i, 1)[0]!.resolve(at);
          }
        }
      });
    });
    const stream: Stream = {
      request,
      until: (version) =>
        version <= newest
          ? Promise.resolve(performance.now())
          : new Promise((r) => waiting.push({ version, resolve: r })),
    };
    request.end();
  });
}

class Organiser {
  #auth: Record<string, string> = {};
  readonly #headers = {
    [API_KEY_HEADER]: ENV.API_KEY,
    cookie: `${XSRF_COOKIE}=${XSRF}`,
    [XSRF_HEADER]: XSRF,
  };

  constructor(readonly url: string) {}

  async login(): Promise<void> {
    const response = await fetch(`${this.url}${apiPaths.login}`, {
      method: 'POST',
      headers: { ...this.#headers, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const body = (await response.json()) as { token?: string };
    if (!response.ok || !body.token) throw new Error(`login: ${response.status}`);
    this.#auth = { authorization: `Bearer ${body.token}` };
  }

  async get<T>(path: string): Promise<T> {
    const response = await fetch(`${this.url}${path}`, {
      headers: { ...this.#headers, ...this.#auth },
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  /** A goal more (or less) for the first player who played in the last played match. */
  async saveGoal(match: number, goal: number): Promise<{ sentAt: number; version: number }> {
    const uitslag = await this.get<Uitslag>(organiserPaths.uitslag(match));
    const scorer = uitslag.spelers.find((s) => s.played)!;
    const events = uitslag.spelers
      .filter((s) => s.played)
      .map((s) => {
        const row = Object.fromEntries(EVENT_FIELDS.map((f) => [f, s[f]]));
        return s.playerId === scorer.playerId ? { ...row, goals: s.goals + goal } : row;
      });
    const { version, homeGoals, awayGoals } = uitslag.wedstrijd;
    const body = {
      version,
      homeGoals: (homeGoals ?? 0) + (scorer.side === 'home' ? goal : 0),
      awayGoals: (awayGoals ?? 0) + (scorer.side === 'away' ? goal : 0),
      events,
    };
    const sentAt = performance.now();
    const response = await fetch(`${this.url}${organiserPaths.uitslag(match)}`, {
      method: 'PUT',
      headers: { ...this.#headers, ...this.#auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`save: ${response.status}`);
    return { sentAt, version: Number(response.headers.get(DATA_VERSION_HEADER)) };
  }
}

/** Three collections 1 s apart: the heap and the resident set steady for a reading. */
async function settle(server: Server): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await server.memory();
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what}: no event within 60 s`)),
        EVENT_TIMEOUT_MS,
      );
    }),
  ]);
}

export async function benchLive(connections = CONNECTIONS, size = SIZE): Promise<void> {
  const loadBefore = loadavg()[0]!.toFixed(1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-bench-live-'));
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  let server: Server | undefined;
  const streams: Stream[] = [];
  try {
    await seedInChild(size, dataDir, 300_000);
    server = await startServer(dataDir);
    const organiser = new Organiser(server.url);
    await organiser.login();
    const schedule = await organiser.get<OrganiserSchedule>(organiserPaths.speelschema);
    const match = schedule.rondes
      .flatMap((r) => r.wedstrijden)
      .filter((w) => w.homeGoals !== null && w.eventCount > 0)
      .pop();
    if (!match) throw new Error('no played match');
    // One save and one stream first, so what a first save or stream loads is not counted.
    const warm = await openStream(server.url, agent);
    const first = await organiser.saveGoal(match.id, 1);
    await withTimeout(warm.until(first.version), 'warm-up');
    warm.request.destroy();
    // The warm-up's garbage collected and its pages given back before the first reading.
    await settle(server);
    const before = await server.memory();
    const opening = performance.now();
    for (let i = 0; i < connections; i += OPENING_AT_ONCE) {
      const batch = Math.min(OPENING_AT_ONCE, connections - i);
      streams.push(
        ...(await Promise.all(Array.from({ length: batch }, () => openStream(server!.url, agent)))),
      );
    }
    const openedMs = performance.now() - opening;
    await settle(server);
    const after = await server.memory();

    const delays: number[] = [];
    const lastPerSave: number[] = [];
    /** From the first stream's event to the last one's: the writing to every stream. */
    const spreadPerSave: number[] = [];
    for (let i = 0; i < SAVES; i++) {
      const { sentAt, version } = await organiser.saveGoal(match.id, i % 2 === 0 ? -1 : 1);
      const arrivals = await withTimeout(
        Promise.all(streams.map((s) => s.until(version))),
        `save ${i + 1}`,
      );
      const times = arrivals.map((at) => at - sentAt);
      delays.push(...times);
      lastPerSave.push(Math.max(...times));
      spreadPerSave.push(Math.max(...times) - Math.min(...times));
    }

    printTable(
      ['live connections', 'RSS', 'heap used'],
      [
        ['0', mb(before.rss), mb(before.heapUsed)],
        [connections.toLocaleString('en'), mb(after.rss), mb(after.heapUsed)],
        [
          'per connection',
          kb((after.rss - before.rss) / connections),
          kb((after.heapUsed - before.heapUsed) / connections),
        ],
      ],
    );
    console.log(
      `(the server's memory, steady after three full collections 1 s apart, before and after opening ` +
        `${connections.toLocaleString('en')} idle streams, ${OPENING_AT_ONCE} at a time, in ` +
        `${(openedMs / 1000).toFixed(1)} s)\n`,
    );
    printTable(
      [
        'save → event on every stream',
        'p50',
        'p99',
        'max',
        'last stream per save, median',
        'first → last stream, median',
      ],
      [
        [
          `${SAVES} saves × ${connections.toLocaleString('en')} streams`,
          ms(percentile(delays, 50)),
          ms(percentile(delays, 99)),
          ms(Math.max(...delays)),
          ms(percentile(lastPerSave, 50)),
          ms(percentile(spreadPerSave, 50)),
        ],
      ],
    );
    console.log(
      `(from sending PUT ${organiserPaths.uitslag(match.id)} (a goal more, then back) until the ` +
        `\`changed\` event naming its data version is read on each stream; ` +
        `${size.toLocaleString('en')} participants, SQLite, one instance, the clients in one ` +
        `process; load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after)`,
    );
  } finally {
    for (const s of streams) s.request.destroy();
    await server?.stop();
    agent.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [connections, size] = process.argv.slice(2).map(Number);
  await benchLive(connections || CONNECTIONS, size || SIZE);
}
