// Saves under concurrency at 10,000 participants: writers each commit a small save (as
// organiserWrite does: the data and the raised data version in one transaction), which is when
// the organiser gets the answer, and then wait until it is served: the coalesced recompute
// (read-model/coalesce.ts, as readModel.afterWrite does) that began after it has made its
// answers. Then the next save. In process, on SQLite, without HTTP: the figures are the commit and the
// recompute's sharing, not the request handling.
// Issue 24: each row runs twice on the same file, with SQLite's synchronous = NORMAL (the WAL
// synced at checkpoints only) and FULL (synced at every commit, the server's setting: an
// answered save survives a power loss), side by side, with a commit-only loop that shows the
// sync's own cost (docs/decisions/022-durability.md).
//   npx tsx bench/writers.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateDemoSeason } from '@clubelf/demo';
import { openDatabase } from '../apps/server/src/db/database';
import type { Db, SqliteSynchronous } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoSeason } from '../apps/server/src/demo-seed/seed-demo';
import { coalesce } from '../apps/server/src/read-model/coalesce';
import { computeSeasonAnswers } from '../apps/server/src/read-model/recompute';
import type { PartCache } from '../apps/server/src/read-model/season-repository';
import { raiseDataVersion } from '../apps/server/src/read-model/season-repository';
import { printTable } from './support/table';

const DEELNEMERS = 10_000;
const WRITERS = [1, 10, 40];
const DURATION_MS = 8_000;
const COMMITS_MS = 3_000;
const MODES: readonly SqliteSynchronous[] = ['NORMAL', 'FULL'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** One writer committing the small save back to back, no recompute: the commit alone. */
async function measureCommits(db: Db) {
  const latencies: number[] = [];
  const until = performance.now() + COMMITS_MS;
  while (performance.now() < until) {
    const t = performance.now();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('season')
        .set({ mainMessage: `Commit ${latencies.length}` })
        .execute();
      await raiseDataVersion(trx);
    });
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / (COMMITS_MS / 1000), latencies };
}

async function measure(db: Db, writers: number) {
  let runs = 0;
  // As the server does: one recompute at a time, the unchanged parts of the last load kept.
  const parts: PartCache = new Map();
  const recompute = coalesce(
    () => computeSeasonAnswers(db, parts),
    () => (runs += 1),
  );
  const latencies: number[] = [];
  const served: number[] = [];
  let n = 0;
  const until = performance.now() + DURATION_MS;
  const writer = async () => {
    while (performance.now() < until) {
      const t = performance.now();
      n += 1;
      const message = `Bericht ${n}`;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('season').set({ mainMessage: message }).execute();
        await raiseDataVersion(trx);
      });
      latencies.push(performance.now() - t);
      await recompute();
      served.push(performance.now() - t);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: writers }, writer));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  served.sort((a, b) => a - b);
  return { saves: latencies.length, seconds, runs, latencies, served };
}

export async function benchWriters(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-bench-writers-'));
  const file = path.join(dataDir, 'clubelf.db');
  /** The file opened with `mode` for one measurement (the setting is per connection). */
  const withMode = async <T>(mode: SqliteSynchronous, run: (db: Db) => Promise<T>): Promise<T> => {
    const db = openDatabase(file, mode);
    try {
      return await run(db);
    } finally {
      await db.destroy();
    }
  };
  try {
    await withMode('FULL', async (db) => {
      await migrateToLatest(db);
      await seedDemoSeason(db, generateDemoSeason({ deelnemerCount: DEELNEMERS }));
    });
    console.log(
      `Demo season of ${DEELNEMERS.toLocaleString('en')} participants, SQLite (WAL) on ` +
        `${dataDir}, ${DURATION_MS / 1000} s per row; a save is answered at its commit, served ` +
        'once recomputed; each row with synchronous = NORMAL and FULL on the same file',
    );
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const ratio = (full: number, normal: number) => (normal > 0 ? (full / normal).toFixed(2) : '-');

    const commits = new Map<SqliteSynchronous, Awaited<ReturnType<typeof measureCommits>>>();
    for (const mode of MODES) commits.set(mode, await withMode(mode, measureCommits));
    const [cn, cf] = [commits.get('NORMAL')!, commits.get('FULL')!];
    printTable(
      ['commits only, 1 writer', 'commits/s', 'p50', 'p99'],
      [
        [
          'NORMAL',
          cn.perSecond.toFixed(0),
          ms(percentile(cn.latencies, 50)),
          ms(percentile(cn.latencies, 99)),
        ],
        [
          'FULL',
          cf.perSecond.toFixed(0),
          ms(percentile(cf.latencies, 50)),
          ms(percentile(cf.latencies, 99)),
        ],
        [
          'FULL / NORMAL',
          ratio(cf.perSecond, cn.perSecond),
          ratio(percentile(cf.latencies, 50), percentile(cn.latencies, 50)),
          ratio(percentile(cf.latencies, 99), percentile(cn.latencies, 99)),
        ],
      ],
    );

    const rows: string[][] = [];
    for (const writers of WRITERS) {
      const byMode = new Map<SqliteSynchronous, Awaited<ReturnType<typeof measure>>>();
      for (const mode of MODES) {
        byMode.set(
          mode,
          await withMode(mode, async (db) => {
            // Warm up: the first recompute pays for compiling and caches.
            await computeSeasonAnswers(db);
            return measure(db, writers);
          }),
        );
      }
      for (const mode of MODES) {
        const r = byMode.get(mode)!;
        rows.push([
          String(writers),
          mode,
          String(r.saves),
          (r.saves / r.seconds).toFixed(1),
          String(r.runs),
          `${percentile(r.latencies, 50).toFixed(0)} ms`,
          `${percentile(r.latencies, 99).toFixed(0)} ms`,
          `${percentile(r.served, 50).toFixed(0)} ms`,
          `${percentile(r.served, 99).toFixed(0)} ms`,
        ]);
      }
      const [n, f] = [byMode.get('NORMAL')!, byMode.get('FULL')!];
      rows.push([
        String(writers),
        'FULL / NORMAL',
        '',
        ratio(f.saves / f.seconds, n.saves / n.seconds),
        '',
        ratio(percentile(f.latencies, 50), percentile(n.latencies, 50)),
        ratio(percentile(f.latencies, 99), percentile(n.latencies, 99)),
        ratio(percentile(f.served, 50), percentile(n.served, 50)),
        ratio(percentile(f.served, 99), percentile(n.served, 99)),
      ]);
    }
    printTable(
      [
        'writers',
        'synchronous',
        'saves',
        'saves/s',
        'recomputes',
        'answer p50',
        'answer p99',
        'served p50',
        'served p99',
      ],
      rows,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchWriters();
}
