// Save -> served at 1,000, 10,000 and 100,000 participants, through HTTP only: per size a temp
// SQLite database is seeded with the demo season (in a child process), the real server started
// in a child process (it computes the season as it starts: its startup time), the organiser
// logs in, and a match result is saved SAVES times (after one unmeasured save), a goal more
// then that goal taken back, for the played player of the last played round whom the most
// participants selected, so every save changes the standings. Per save:
// - save answer: from sending the PUT until its answer is read;
// - -> served: from sending the PUT until a GET of the endpoint answers with a new ETag (body
//   read too). The GETs start once the save has answered (as the dashboard's page reloads) and
//   repeat as fast as they can, with If-None-Match (a 304 is "not yet"; without an ETag the
//   body itself is compared).
// And the server's peak RSS (VmHWM of the child, after all saves) and startup time.
//   npx tsx bench/save-served.ts               1,000 / 10,000 / 100,000
//   npx tsx bench/save-served.ts 1000 10000    the sizes given
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spelerEventsInputSchema } from '@clubelf/contract';
import type { OrganiserSchedule, SpelerRow, Uitslag } from '@clubelf/contract';
import { apiPaths, XSRF_COOKIE, XSRF_HEADER } from '@clubelf/contract/paths';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { recordAim } from './support/aims';
import { seedInChild } from './support/seed-database';
import { startServerProcess } from './support/server-process';
import type { ServerProcess } from './support/server-process';
import { printTable } from './support/table';

const SIZES = [1_000, 10_000, 100_000];
const SAVES = Number(process.env.BENCH_SAVES ?? 15);
/** A save not served within this long is reported as never served. */
const SERVED_TIMEOUT_MS = 120_000;
/** Seeding 100,000 participants takes about a minute; past this it is given up. */
const SEED_TIMEOUT_MS = 300_000;
const START_TIMEOUT_MS = 600_000;
const ADMIN = { userName: 'bench', password: 'bench-wachtwoord-123' };
export const ENV = {
  API_KEY: 'bench-api-key',
  JWT_SECRET: 'bench-jwt-secret-0123456789-abcdefghijkl',
  ADMIN_USERNAME: ADMIN.userName,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO: 'false',
  // Request logging off: the figure is the server's, not the log pipe's.
  LOG_LEVEL: 'warn',
};
const WATCHED = [apiPaths.standen.tussenstand, apiPaths.summary.tussenstand] as const;
const EVENT_FIELDS = spelerEventsInputSchema.keyof().options;

const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(0)} ms`);
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const mb = (bytes: number | undefined) =>
  bytes === undefined ? '?' : `${(bytes / 2 ** 20).toFixed(0)} MB`;
const size = (bytes: number) =>
  bytes >= 2 ** 20 ? `${(bytes / 2 ** 20).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;

/** Nearest rank. */
export function percentile(values: number[], p: number): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export class Client {
  private readonly headers: Record<string, string>;
  private auth: Record<string, string> = {};

  constructor(readonly url: string) {
    const xsrf = randomBytes(32).toString('base64url');
    this.headers = {
      'x-api-key': ENV.API_KEY,
      cookie: `${XSRF_COOKIE}=${xsrf}`,
      [XSRF_HEADER]: xsrf,
    };
  }

  async login(): Promise<void> {
    const response = await fetch(`${this.url}${apiPaths.login}`, {
      method: 'POST',
      headers: { ...this.headers, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const body = (await response.json()) as { token?: string };
    if (!response.ok || !body.token) throw new Error(`login: ${response.status}`);
    this.auth = { authorization: `Bearer ${body.token}` };
  }

  async get<T>(path: string): Promise<T> {
    const response = await fetch(`${this.url}${path}`, {
      headers: { ...this.headers, ...this.auth },
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async put(path: string, body: unknown): Promise<Response> {
    return fetch(`${this.url}${path}`, {
      method: 'PUT',
      headers: { ...this.headers, ...this.auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** The public answer's version: its ETag, else a digest of its body. */
  async version(path: string, ifNoneMatch?: string): Promise<{ tag: string; bytes: number }> {
    const response = await fetch(`${this.url}${path}`, {
      headers: {
        'x-api-key': ENV.API_KEY,
        'accept-encoding': 'identity',
        ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
      },
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status === 304 && ifNoneMatch) return { tag: ifNoneMatch, bytes: 0 };
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    const etag = response.headers.get('etag');
    return {
      tag: etag ?? `body:${createHash('sha256').update(body).digest('base64')}`,
      bytes: body.length,
    };
  }
}

export interface Target {
  match: number;
  playerId: number;
  playerName: string;
  selectedCount: number;
  side: 'home' | 'away';
}

/** The played match of the last played round with the most selected player who played in it. */
export async function pickTarget(client: Client): Promise<Target> {
  const selected = await client.get<SpelerRow[]>(apiPaths.spelers('geselecteerd'));
  const count = new Map(selected.map((s) => [s.playerId, s.selectedCount]));
  const schedule = await client.get<OrganiserSchedule>(organiserPaths.speelschema);
  const played = schedule.rondes
    .map((r) => r.wedstrijden.filter((w) => w.homeGoals !== null && w.awayGoals !== null))
    .filter((w) => w.length > 0)
    .pop();
  if (!played) throw new Error('no played match');
  let best: Target | undefined;
  for (const wedstrijd of played) {
    const uitslag = await client.get<Uitslag>(organiserPaths.uitslag(wedstrijd.id));
    for (const s of uitslag.spelers) {
      const n = count.get(s.playerId) ?? 0;
      if (s.played && (!best || n > best.selectedCount)) {
        best = {
          match: wedstrijd.id,
          playerId: s.playerId,
          playerName: s.name,
          selectedCount: n,
          side: s.side,
        };
      }
    }
  }
  if (!best) throw new Error('no player played in the last played round');
  return best;
}

/** The PUT body of `uitslag` with `goal` (+1 or -1) for the target's player and his side. */
export function saveBody(uitslag: Uitslag, target: Target, goal: number) {
  const events = uitslag.spelers
    .filter((s) => s.played)
    .map((s) => {
      const row = Object.fromEntries(EVENT_FIELDS.map((f) => [f, s[f]]));
      return s.playerId === target.playerId ? { ...row, goals: s.goals + goal } : row;
    });
  const { version, homeGoals, awayGoals } = uitslag.wedstrijd;
  return {
    version,
    homeGoals: (homeGoals ?? 0) + (target.side === 'home' ? goal : 0),
    awayGoals: (awayGoals ?? 0) + (target.side === 'away' ? goal : 0),
    events,
  };
}

export interface SaveTimes {
  answerMs: number;
  servedMs: number[];
}

export async function saveOnce(client: Client, target: Target, goal: number): Promise<SaveTimes> {
  const uitslag = await client.get<Uitslag>(organiserPaths.uitslag(target.match));
  const body = saveBody(uitslag, target, goal);
  const before = await Promise.all(WATCHED.map((p) => client.version(p)));

  const t0 = performance.now();
  const saved = await client.put(organiserPaths.uitslag(target.match), body);
  const answer = await saved.text();
  const answerMs = performance.now() - t0;
  if (!saved.ok) throw new Error(`save: ${saved.status} ${answer}`);
  const servedMs = await Promise.all(
    WATCHED.map(async (p, i) => {
      const old = before[i]!.tag;
      for (;;) {
        const now = await client.version(p, old.startsWith('body:') ? undefined : old);
        if (now.tag !== old) return performance.now() - t0;
        if (performance.now() - t0 > SERVED_TIMEOUT_MS) {
          throw new Error(`${p} unchanged ${SERVED_TIMEOUT_MS / 1000} s after a save`);
        }
      }
    }),
  );
  return { answerMs, servedMs };
}

interface SizeResult {
  deelnemers: number;
  prepareMs: number;
  startupMs: number;
  firstReadMs: number;
  tussenstandBytes: number;
  answers: number[];
  served: number[][];
  peakRss: number | undefined;
  target: Target;
}

async function measureSize(deelnemers: number): Promise<SizeResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-bench-save-'));
  let server: ServerProcess | undefined;
  try {
    const seeded = await seedInChild(deelnemers, dataDir, SEED_TIMEOUT_MS);
    server = await startServerProcess(
      { ...ENV, DATA_DIR: dataDir },
      { timeoutMs: START_TIMEOUT_MS },
    );
    const client = new Client(server.url);
    const t = performance.now();
    const first = await client.version(apiPaths.standen.tussenstand);
    const firstReadMs = performance.now() - t;
    await client.login();
    const target = await pickTarget(client);
    await saveOnce(client, target, 1); // warm-up, not counted
    const answers: number[] = [];
    const served: number[][] = WATCHED.map(() => []);
    for (let i = 0; i < SAVES; i++) {
      const times = await saveOnce(client, target, i % 2 === 0 ? -1 : 1);
      answers.push(times.answerMs);
      times.servedMs.forEach((v, n) => served[n]!.push(v));
    }
    return {
      deelnemers,
      prepareMs: seeded.generateMs + seeded.seedMs,
      startupMs: server.startupMs,
      firstReadMs,
      tussenstandBytes: first.bytes,
      answers,
      served,
      peakRss: server.peakRssBytes(),
      target,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Issue 29's aims: save → served at 10,000 and 100,000; 100,000 computed and served in 600 MB. */
const SERVED_AIMS_MS: Record<number, number> = { 10_000: 100, 100_000: 500 };
const RSS_AIM_MB: Record<number, number> = { 100_000: 600 };

function recordSaveServedAims(deelnemers: number, p50: number | undefined, peakRss?: number) {
  const label = deelnemers.toLocaleString('en');
  const servedAim = SERVED_AIMS_MS[deelnemers];
  if (servedAim !== undefined) {
    recordAim({
      issue: 29,
      aim: `save → new tussenstand served at ${label}: ≤ ${servedAim} ms median`,
      measured: p50 === undefined ? 'no save measured' : `${ms(p50)} median`,
      met: p50 === undefined ? null : p50 <= servedAim,
    });
  }
  const rssAim = RSS_AIM_MB[deelnemers];
  if (rssAim !== undefined) {
    recordAim({
      issue: 29,
      aim: `${label} computed and served in ≤ ${rssAim} MB RSS`,
      measured: peakRss === undefined ? 'no peak RSS read' : `${mb(peakRss)} peak RSS`,
      met: peakRss === undefined ? null : peakRss / 2 ** 20 <= rssAim,
    });
  }
}

export async function benchSaveServed(sizes: number[] = SIZES): Promise<void> {
  const loadBefore = loadavg()[0]!.toFixed(1);
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const deelnemers of sizes) {
    const label = deelnemers.toLocaleString('en');
    try {
      const r = await measureSize(deelnemers);
      const [standen, summary] = r.served as [number[], number[]];
      recordSaveServedAims(deelnemers, percentile(standen, 50), r.peakRss);
      rows.push([
        label,
        seconds(r.startupMs),
        ms(percentile(r.answers, 50)),
        ms(percentile(r.answers, 90)),
        ms(percentile(standen, 50)),
        ms(percentile(standen, 90)),
        ms(percentile(summary, 50)),
        ms(percentile(summary, 90)),
        mb(r.peakRss),
        size(r.tussenstandBytes),
      ]);
      notes.push(
        `${label}: generated and seeded in ${seconds(r.prepareMs)}; first full tussenstand ` +
          `read after start ${ms(r.firstReadMs)}; saves to match ${r.target.match}, a goal for ` +
          `${r.target.playerName} (${r.target.side}, selected by ` +
          `${r.target.selectedCount.toLocaleString('en')})`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      rows.push([label, 'failed', '-', '-', '-', '-', '-', '-', '-', '-']);
      recordSaveServedAims(deelnemers, undefined);
      notes.push(`${label}: FAILED: ${message.split('\n')[0]}`);
    }
  }
  printTable(
    [
      'participants',
      'startup',
      'save answer p50',
      'p90',
      '→ tussenstand p50',
      'p90',
      '→ summary p50',
      'p90',
      'peak RSS',
      'tussenstand',
    ],
    rows,
  );
  console.log(
    `(${SAVES} saves per size after one warm-up, one after the other; "→" = from sending the ` +
      `save until a GET (If-None-Match, polled after the answer) returns the new ` +
      `${apiPaths.standen.tussenstand} or ${apiPaths.summary.tussenstand}; startup = spawn until ` +
      `${apiPaths.settings} answers, the season computed; peak RSS = the server's VmHWM after ` +
      `the saves; SQLite; load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after)`,
  );
  for (const note of notes) console.log(`  ${note}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2).map(Number);
  await benchSaveServed(args.length > 0 ? args : SIZES);
}
