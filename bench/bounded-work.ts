// What clients asking for costly things do to everyone else (issue 24): the home summary's
// latency (autocannon, 2 connections) while the server is otherwise idle, while 20 clients ask
// for share pictures no one asked before (each a cache miss: a layout and a drawing, in the
// worker pool, PICTURE_RENDERS_PER_MINUTE per address), the same with the limit lifted (the
// pool alone), and while 4 clients cycle through three closed seasons asking for a participant
// that does not exist (answered from the stored answers: no engine run), beside 4 clients
// asking those seasons for stored answers that do exist (what any request through the router
// costs, for reference). The demo season
// after three closed ones, on SQLite, the real server in a child process. Reported: the
// summary's p50/p99 and its p99 against idle, and what the other clients got (pictures drawn,
// 429s, 404s). The machine's load average is printed with the figures: they are only
// comparable within one run.
//   npx tsx bench/bounded-work.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { apiPaths, seizoenPath } from '@clubelf/contract/paths';
import { generateDemoHistory, generateDemoSeason } from '@clubelf/demo';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoSeason } from '../apps/server/src/demo-seed/seed-demo';
import { load } from './support/load';
import type { LoadResult } from './support/load';
import { startServerProcess } from './support/server-process';
import type { ServerProcess } from './support/server-process';
import { printTable } from './support/table';

const API_KEY = 'bench-api-key';
/** Seconds of each measured run (BENCH_SECONDS shortens a trial), after WARMUP_S of warm-up. */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
const SUMMARY = apiPaths.summary.tussenstand;
const CLOSED_SEASONS = [1, 2, 3];
const PICTURE_CLIENTS = 20;
const MISSING_CLIENTS = 4;

interface Background {
  requests: number;
  byStatus: Map<number, number>;
}

/** `clients` connections asking `next()`'s path each time, for `seconds`. */
function background(
  url: string,
  clients: number,
  seconds: number,
  next: () => string,
): Promise<Background> {
  const byStatus = new Map<number, number>();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: clients,
        duration: seconds,
        headers: { 'x-api-key': API_KEY },
        requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
      },
      (error, result) => {
        if (error) reject(error);
        else resolve({ requests: result.requests.total, byStatus });
      },
    );
    instance.on('response', (_client, statusCode) => {
      byStatus.set(statusCode, (byStatus.get(statusCode) ?? 0) + 1);
    });
  });
}

/** The summary measured while `during` runs alongside (started first, a second to get going). */
async function summaryWhile(
  server: ServerProcess,
  during?: (seconds: number) => Promise<Background>,
): Promise<{ summary: LoadResult; other?: Background }> {
  const seconds = WARMUP_S + DURATION_S + 2;
  const other = during?.(seconds);
  if (other) await new Promise((r) => setTimeout(r, 1000));
  const summary = await load({
    url: `${server.url}${SUMMARY}`,
    connections: 2,
    durationS: DURATION_S,
    warmupS: WARMUP_S,
    headers: { 'x-api-key': API_KEY },
  });
  return { summary, other: await other };
}

function pictureClients(url: string, ids: readonly number[]) {
  // Distinct pictures, round and round: more than the cache keeps (64), so each is a miss.
  const paths = ids.map((id) => apiPaths.deelnemerKaart(id));
  let at = 0;
  return (seconds: number) =>
    background(url, PICTURE_CLIENTS, seconds, () => paths[at++ % paths.length] as string);
}

/** Closed seasons' missing participant (card and round), or existing stored answers. */
function seasonClients(url: string, missing: boolean, someone: number) {
  const paths = CLOSED_SEASONS.flatMap((season) =>
    missing
      ? [
          seizoenPath(apiPaths.deelnemerKaart(999_999), season),
          seizoenPath(apiPaths.deelnemerRonde(999_999, 1), season),
        ]
      : [
          seizoenPath(apiPaths.deelnemers, season),
          seizoenPath(apiPaths.deelnemer(someone), season),
        ],
  );
  let at = 0;
  return (seconds: number) =>
    background(url, MISSING_CLIENTS, seconds, () => paths[at++ % paths.length] as string);
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const statuses = (other: Background | undefined) =>
  other
    ? [...other.byStatus]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count.toLocaleString('en')}x ${status}`)
        .join(', ')
    : '-';

async function seed(dataDir: string): Promise<{ ids: number[] }> {
  const db = openDatabase(path.join(dataDir, 'clubelf.db'));
  try {
    await migrateToLatest(db);
    const current = generateDemoSeason();
    await seedDemoSeason(db, current, {
      history: generateDemoHistory(current, { seasons: CLOSED_SEASONS.length }),
    });
    return { ids: current.deelnemers.map((d) => d.id) };
  } finally {
    await db.destroy();
  }
}

async function measure(
  label: string,
  env: Record<string, string>,
  dataDir: string,
  subjects: { ids: number[] },
  scenarios: Array<['idle' | 'pictures' | 'missing' | 'stored', string]>,
) {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    API_KEY: API_KEY,
    DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const rows: string[][] = [];
  try {
    let idleP99 = 0;
    for (const [kind, name] of scenarios) {
      const during =
        kind === 'pictures'
          ? pictureClients(server.url, subjects.ids)
          : kind === 'idle'
            ? undefined
            : seasonClients(server.url, kind === 'missing', subjects.ids[0] ?? 1);
      const { summary, other } = await summaryWhile(server, during);
      // autocannon counts whole milliseconds: an idle p99 under 1 ms counts as 1.
      if (kind === 'idle') idleP99 = Math.max(1, summary.p99);
      rows.push([
        `${label}: ${name}`,
        `${summary.rps.toFixed(0)}/s`,
        ms(summary.p50),
        ms(summary.p99),
        kind === 'idle' ? '1.0' : (Math.max(1, summary.p99) / idleP99).toFixed(1),
        statuses(other),
        `${loadavg()[0]?.toFixed(1)}`,
      ]);
    }
  } finally {
    await server.stop();
  }
  return rows;
}

export async function benchBoundedWork(): Promise<void> {
  const t0 = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-bench-bounded-'));
  try {
    const subjects = await seed(dataDir);
    const rows = [
      ...(await measure('defaults', {}, dataDir, subjects, [
        ['idle', 'idle'],
        ['pictures', `${PICTURE_CLIENTS} clients, distinct pictures`],
        ['missing', `${MISSING_CLIENTS} clients, closed seasons' missing participant`],
        ['stored', `${MISSING_CLIENTS} clients, closed seasons' stored answers`],
      ])),
      ...(await measure(
        'no render limit',
        { PICTURE_RENDERS_PER_MINUTE: '10000' },
        dataDir,
        subjects,
        [
          ['idle', 'idle'],
          ['pictures', `${PICTURE_CLIENTS} clients, distinct pictures`],
        ],
      )),
    ];
    console.log(
      `Demo season (${subjects.ids.length} participants) after ${CLOSED_SEASONS.length} closed ` +
        `seasons, SQLite. The summary (${SUMMARY}, 2 connections, ${DURATION_S} s after ` +
        `${WARMUP_S} s warm-up) while other clients ask; ${cpus().length} cores, load average ` +
        `(1 min) at each row's end.`,
    );
    printTable(
      ['server: while', 'summary', 'p50', 'p99', 'p99 / idle', 'the other clients got', 'load'],
      rows,
    );
    console.log(`Whole bench: ${((performance.now() - t0) / 1000).toFixed(0)} s.`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchBoundedWork();
}
