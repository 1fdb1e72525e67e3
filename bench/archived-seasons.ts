// The archive's cost to the season being played: the same current season of 1,000 participants
// on two SQLite files, one with no earlier season and one after 10 archived seasons of 1,000
// participants (each fully played, written and closed by the organiser's own closeSeason, as the
// demo seed does), its recompute (in memory: load and engine, decision 011) timed in turns on
// both, the answers it lists, and on disk (SQLite's dbstat) the pages of the current season's
// tables. The archive lives
// in other tables and rows, so every figure should stay at a ratio of about 1.
//   npx tsx bench/archived-seasons.ts
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { generateDemoSeason } from '@clubelf/demo';
import type { DemoSeason } from '@clubelf/demo';
import { openDatabase } from '../apps/server/src/db/database';
import type { Db } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoSeason } from '../apps/server/src/demo-seed/seed-demo';
import { computeSeasonAnswers } from '../apps/server/src/read-model/recompute';
import { printTable } from './support/table';

const DEELNEMERS = 1_000;
const ARCHIVED = 10;
/** Recomputes per database, in turns (the median is kept); the first of each is a warm-up. */
const RUNS = 7;

/** What the archive adds; everything else is the current season's (and the site's own). */
const ARCHIVE_TABLES = new Set([
  'season',
  'persoon',
  'archived_view',
  'season_result',
  'season_prize',
]);
/** Written by every recompute. */

interface Subject {
  label: string;
  dir: string;
  file: string;
  db: Db;
  seedMs: number;
  recomputeMs: number[];
  /** Answers the current season lists (built when asked). */
  answers: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const kb = (bytes: number) =>
  `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 0 })} KB`;
const ratio = (without: number, withArchive: number) =>
  without === 0 ? '-' : (withArchive / without).toFixed(2);

/** A fully played season of its own, as one of the years before the current one. */
function archivedSeason(index: number): DemoSeason {
  const season = generateDemoSeason({
    seed: 2016_2017 + index * 10_001,
    deelnemerCount: DEELNEMERS,
    playedRounds: 34,
  });
  const start = 2026 - ARCHIVED + index;
  return { ...season, seasonName: `Seizoen ${start}-${start + 1}` };
}

async function createSubject(
  label: string,
  current: DemoSeason,
  history: readonly DemoSeason[],
): Promise<Subject> {
  const dir = mkdtempSync(path.join(tmpdir(), 'clubelf-bench-archive-'));
  const file = path.join(dir, 'clubelf.db');
  const db = openDatabase(file);
  await migrateToLatest(db);
  const t = performance.now();
  await seedDemoSeason(db, current, { history });
  const seedMs = performance.now() - t;
  return { label, dir, file, db, seedMs, recomputeMs: [], answers: 0 };
}

/** Bytes on disk per table, its indexes counted with it. */
async function bytesPerTable(db: Db): Promise<Map<string, number>> {
  const { rows } = await sql<{ table: string; bytes: number }>`
    select coalesce(m.tbl_name, s.name) as "table", sum(s.pgsize) as bytes
    from dbstat s left join sqlite_schema m on m.name = s.name
    group by 1
  `.execute(db);
  return new Map(rows.map((r) => [r.table, Number(r.bytes)]));
}

async function storedFigures(subject: Subject) {
  const { db } = subject;
  const closed = await db
    .selectFrom('season')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('archive', 'is not', null)
    .executeTakeFirstOrThrow();
  const archivedViews = await db
    .selectFrom('archivedView')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  let currentSeason = 0;
  let archive = 0;
  for (const [table, bytes] of await bytesPerTable(db)) {
    if (ARCHIVE_TABLES.has(table)) archive += bytes;
    else if (!table.startsWith('sqlite_') && !table.startsWith('kysely_')) currentSeason += bytes;
  }
  return {
    currentSeason,
    archive,
    closed: Number(closed.count),
    archivedViews: Number(archivedViews.count),
    fileBytes: statSync(subject.file).size,
  };
}

export async function benchArchivedSeasons(): Promise<void> {
  const t0 = performance.now();
  const current = generateDemoSeason({ deelnemerCount: DEELNEMERS });
  const history = Array.from({ length: ARCHIVED }, (_, i) => archivedSeason(i));
  const subjects = [
    await createSubject('0 archived', current, []),
    await createSubject(`${ARCHIVED} archived`, current, history),
  ];
  try {
    // In turns, so a noisy moment of the machine falls on both alike.
    for (let run = 0; run <= RUNS; run++) {
      for (const subject of subjects) {
        const t = performance.now();
        const { answers } = await computeSeasonAnswers(subject.db);
        subject.answers = answers.size;
        if (run > 0) subject.recomputeMs.push(performance.now() - t);
      }
    }
    const [without, withArchive] = await Promise.all(subjects.map(storedFigures));
    if (!without || !withArchive) throw new Error('two subjects expected');
    const [a, b] = subjects as [Subject, Subject];
    console.log(
      `Current season: ${DEELNEMERS.toLocaleString('en')} participants, 20 of 34 rounds played; ` +
        `archive: ${withArchive.closed} closed seasons of ${DEELNEMERS.toLocaleString('en')} ` +
        `participants (34 rounds, ${withArchive.archivedViews.toLocaleString('en')} archived ` +
        `answers), seeded and closed in ${(b.seedMs / 1000).toFixed(1)} s. SQLite, median of ` +
        `${RUNS} recomputes each, in turns.`,
    );
    const row = (name: string, x: number, y: number, format: (n: number) => string) => [
      name,
      format(x),
      format(y),
      ratio(x, y),
    ];
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    const count = (n: number) => n.toLocaleString('en');
    printTable(
      ['current season', a.label, b.label, 'ratio'],
      [
        row('recompute (median)', median(a.recomputeMs), median(b.recomputeMs), ms),
        row('recompute (fastest)', Math.min(...a.recomputeMs), Math.min(...b.recomputeMs), ms),
        row('answers listed', a.answers, b.answers, count),
        row("season's tables on disk", without.currentSeason, withArchive.currentSeason, kb),
      ],
    );
    console.log(
      `\nThe archive itself (season, persoon, archived_view, season_result, season_prize): ` +
        `${kb(without.archive)} without, ${kb(withArchive.archive)} with ${ARCHIVED} seasons ` +
        `(${kb(withArchive.archive / ARCHIVED)} per season); database files ` +
        `${kb(without.fileBytes)} and ${kb(withArchive.fileBytes)}. ` +
        `Whole bench: ${((performance.now() - t0) / 1000).toFixed(0)} s.`,
    );
  } finally {
    for (const subject of subjects) {
      await subject.db.destroy();
      rmSync(subject.dir, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchArchivedSeasons();
}
