// The engine off the event loop (decision 030), before and after side by side in one run: per
// size one seeded SQLite database, the real server started twice on it, once with the recompute
// on the event loop (RECOMPUTE_THREAD=main, as before 030) and once in its worker thread
// (worker, the default). Per server:
// - save -> served: a match result saved SAVES times (after one unmeasured save), from sending
//   the PUT until a GET of the tussenstand (If-None-Match, polled once the save answered) gives
//   the new one (bench/save-served.ts's saveOnce: a goal more, then taken back);
// - at 100,000 participants also the public reads' latency (autocannon, CONNECTIONS connections
//   on the summary's tussenstand, the hot path) idle and while saves arrive continuously (one
//   writer saving again as soon as its save is answered), p50 and p99.
//   npx tsx bench/engine-worker.ts               10,000 and 100,000
//   npx tsx bench/engine-worker.ts 10000         the sizes given
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Uitslag } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { Client, ENV, percentile, pickTarget, saveBody, saveOnce } from './save-served';
import type { Target } from './save-served';
import { recordAim } from './support/aims';
import { load } from './support/load';
import type { LoadResult } from './support/load';
import { seedInChild } from './support/seed-database';
import { startServerProcess } from './support/server-process';
import { printTable } from './support/table';

const SIZES = [10_000, 100_000];
const SAVES = Number(process.env.BENCH_SAVES ?? 10);
/** Reads are measured under saves at this size and above. */
const READS_FROM = 100_000;
const CONNECTIONS = 10;
const LOAD_S = 15;
const MODES = ['main', 'worker'] as const;
type Mode = (typeof MODES)[number];

const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(0)} ms`);
const ratio = (after: number | undefined, before: number | undefined) =>
  after === undefined || before === undefined || before === 0
    ? '-'
    : `${(after / before).toFixed(2)}x`;

interface ModeResult {
  servedMs: number[];
  answerMs: number[];
  idle?: LoadResult;
  busy?: LoadResult;
  savesDuringLoad?: number;
  peakRss?: number | undefined;
}

/** Saves one after the other until `stop()`; resolves with how many were saved. */
function keepSaving(client: Client, target: Target) {
  let stopped = false;
  let saved = 0;
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      await saveOnceAnswerOnly(client, target, i % 2 === 0 ? -1 : 1);
      saved += 1;
    }
    return saved;
  })();
  return {
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

/** A save, waiting for its answer only (the next arrives at once: saves keep coming). */
async function saveOnceAnswerOnly(client: Client, target: Target, goal: number): Promise<void> {
  const uitslag = await client.get<Uitslag>(organiserPaths.uitslag(target.match));
  const response = await client.put(
    organiserPaths.uitslag(target.match),
    saveBody(uitslag, target, goal),
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`save: ${response.status} ${text}`);
}

async function measureMode(dataDir: string, deelnemers: number, mode: Mode): Promise<ModeResult> {
  const server = await startServerProcess(
    { ...ENV, DATA_DIR: dataDir, RECOMPUTE_THREAD: mode },
    { timeoutMs: 600_000 },
  );
  try {
    const client = new Client(server.url);
    await client.login();
    const target = await pickTarget(client);
    await saveOnce(client, target, 1); // warm-up, not counted
    const servedMs: number[] = [];
    const answerMs: number[] = [];
    for (let i = 0; i < SAVES; i++) {
      const times = await saveOnce(client, target, i % 2 === 0 ? -1 : 1);
      answerMs.push(times.answerMs);
      servedMs.push(times.servedMs[0]!);
    }
    const result: ModeResult = { servedMs, answerMs };
    if (deelnemers >= READS_FROM) {
      const options = {
        url: `${server.url}${apiPaths.summary.tussenstand}`,
        connections: CONNECTIONS,
        durationS: LOAD_S,
        warmupS: 2,
        headers: { 'x-api-key': ENV.API_KEY },
      };
      result.idle = await load(options);
      const saver = keepSaving(client, target);
      result.busy = await load(options);
      result.savesDuringLoad = await saver.stop();
    }
    result.peakRss = server.peakRssBytes();
    return result;
  } finally {
    await server.stop();
  }
}

/** Issue 29: while saves arrive continuously, the p99 of public reads within 2x of idle. */
function recordReadsAim(deelnemers: number, mode: Mode, r: ModeResult) {
  const where = mode === 'main' ? 'engine on the event loop, the default' : 'engine in a worker';
  recordAim({
    issue: 29,
    aim: `reads' p99 under continuous saves at ${deelnemers.toLocaleString('en')} ≤ 2x idle (${where})`,
    measured:
      r.idle && r.busy
        ? `${ratio(r.busy.p99, r.idle.p99)} (${ms(r.idle.p99)} idle, ${ms(r.busy.p99)} under ${r.savesDuringLoad ?? '?'} saves)`
        : 'the server failed',
    met: r.idle && r.busy ? r.busy.p99 <= 2 * r.idle.p99 : null,
  });
}

export async function benchEngineWorker(sizes: number[] = SIZES): Promise<void> {
  const loadBefore = loadavg()[0]!.toFixed(1);
  const savedRows: string[][] = [];
  const readRows: string[][] = [];
  for (const deelnemers of sizes) {
    const label = deelnemers.toLocaleString('en');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-bench-worker-'));
    try {
      await seedInChild(deelnemers, dataDir, 300_000);
      const results = {} as Record<Mode, ModeResult>;
      for (const mode of MODES) {
        try {
          results[mode] = await measureMode(dataDir, deelnemers, mode);
        } catch (error) {
          // One server failing (a save never served) still shows the other's figures.
          const message = error instanceof Error ? error.message : String(error);
          console.log(`  ${label}, RECOMPUTE_THREAD=${mode}: FAILED: ${message.split('\n')[0]}`);
          results[mode] = { servedMs: [], answerMs: [] };
        }
      }
      const { main: before, worker: after } = results;
      const p50 = (r: ModeResult) => percentile(r.servedMs, 50);
      savedRows.push([
        label,
        ms(p50(before)),
        ms(p50(after)),
        ratio(p50(after), p50(before)),
        ms(percentile(before.answerMs, 50)),
        ms(percentile(after.answerMs, 50)),
        `${((before.peakRss ?? 0) / 2 ** 20).toFixed(0)} / ${((after.peakRss ?? 0) / 2 ** 20).toFixed(0)} MB`,
      ]);
      for (const mode of MODES) {
        const r = results[mode];
        if (deelnemers >= READS_FROM) recordReadsAim(deelnemers, mode, r);
        if (!r.idle || !r.busy) continue;
        readRows.push([
          `${label}, ${mode === 'main' ? 'engine on the event loop' : 'engine in a worker'}`,
          ms(r.idle.p50),
          ms(r.idle.p99),
          ms(r.busy.p50),
          ms(r.busy.p99),
          ratio(r.busy.p99, r.idle.p99),
          `${r.idle.rps.toFixed(0)} / ${r.busy.rps.toFixed(0)}`,
          String(r.savesDuringLoad ?? '-'),
        ]);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      savedRows.push([label, 'failed', message.split('\n')[0]!, '-', '-', '-', '-']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  printTable(
    [
      'participants',
      '→ tussenstand p50, before',
      'after',
      'after/before',
      'save answer p50, before',
      'after',
      'peak RSS before / after',
    ],
    savedRows,
  );
  console.log(
    `(${SAVES} saves per server after one warm-up; before = RECOMPUTE_THREAD=main (the engine on ` +
      `the event loop), after = worker; "→" = from sending the save until a GET (If-None-Match) ` +
      `returns the new ${apiPaths.standen.tussenstand}; SQLite)`,
  );
  if (readRows.length > 0) {
    console.log('');
    printTable(
      [
        'server',
        'reads idle p50',
        'p99',
        'under saves p50',
        'p99',
        'p99 under saves / idle',
        'reads/s idle / under saves',
        'saves meanwhile',
      ],
      readRows,
    );
    console.log(
      `(autocannon, ${CONNECTIONS} connections, ${LOAD_S} s after 2 s of warm-up, GET ` +
        `${apiPaths.summary.tussenstand}; under saves = one writer saving a match result again as ` +
        `soon as its save is answered)`,
    );
  }
  console.log(`(load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2).map(Number);
  await benchEngineWorker(args.length > 0 ? args : SIZES);
}
