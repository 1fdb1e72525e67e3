// Saves under concurrency at 10,000 participants: writers each commit a small save (as
// organiserWrite does: the data and the raised data version in one transaction), which is when
// the organiser gets the answer, and then wait until it is served: the coalesced recompute
// (season/coalesce.ts, as app.recompute does) that began after it has made its answers. Then
// the next save. In process, on SQLite, without HTTP: the figures are the commit and the
// recompute's sharing, not the request handling.
//   npx tsx bench/writers.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateDemoSeason } from '@clubelf/demo';
import { openDatabase } from '../apps/server/src/db/database';
import type { Db } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoSeason } from '../apps/server/src/demo-seed/seed-demo';
import { coalesce } from '../apps/server/src/season/coalesce';
import { computeSeasonViews } from '../apps/server/src/season/recompute';
import type { PartCache } from '../apps/server/src/season/season-repository';
import { raiseDataVersion } from '../apps/server/src/season/season-repository';
import { printTable } from './support/table';

const DEELNEMERS = 10_000;
const WRITERS = [1, 10, 40];
const DURATION_MS = 8_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(db: Db, writers: number) {
  let runs = 0;
  // As the server does: one recompute at a time, the unchanged parts of the last load kept.
  const parts: PartCache = new Map();
  const recompute = coalesce(
    () => computeSeasonViews(db, parts),
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
  const db = openDatabase(path.join(dataDir, 'clubelf.db'));
  try {
    await migrateToLatest(db);
    await seedDemoSeason(db, generateDemoSeason({ deelnemerCount: DEELNEMERS }));
    // Warm up: the first recompute pays for compiling and caches.
    await computeSeasonViews(db);
    console.log(
      `Demo season of ${DEELNEMERS.toLocaleString('en')} participants, SQLite, ` +
        `${DURATION_MS / 1000} s per row; a save is answered at its commit, served once recomputed`,
    );
    const rows: string[][] = [];
    for (const writers of WRITERS) {
      const r = await measure(db, writers);
      rows.push([
        String(writers),
        String(r.saves),
        (r.saves / r.seconds).toFixed(1),
        String(r.runs),
        `${percentile(r.latencies, 50).toFixed(0)} ms`,
        `${percentile(r.latencies, 99).toFixed(0)} ms`,
        `${percentile(r.served, 50).toFixed(0)} ms`,
        `${percentile(r.served, 99).toFixed(0)} ms`,
      ]);
    }
    printTable(
      [
        'writers',
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
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchWriters();
}
