// A demo season of a given size in a fresh SQLite file under DATA_DIR, generated and seeded in a
// child process (a large season's generation must not stay in the bench's own heap, and may
// need a larger one). No recompute: the real server computes the season when it starts.
//   npx tsx bench/support/seed-database.ts <deelnemers> <dataDir>
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SELF = fileURLToPath(import.meta.url);

export interface SeedResult {
  deelnemers: number;
  generateMs: number;
  seedMs: number;
  /** The seeding process's peak RSS, in bytes. */
  maxRssBytes: number;
}

/** Seeds `dataDir/clubelf.db` in a child process; rejects after `timeoutMs`. */
export function seedInChild(
  deelnemerCount: number,
  dataDir: string,
  timeoutMs = 600_000,
): Promise<SeedResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--max-old-space-size=8192', '--import', 'tsx', SELF, String(deelnemerCount), dataDir],
      { encoding: 'utf8', timeout: timeoutMs, maxBuffer: 2 ** 24, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        if (error) {
          const why = error.killed ? `killed after ${timeoutMs / 1000} s` : error.message;
          reject(new Error(`seeding ${deelnemerCount} participants failed: ${why} ${stderr}`));
          return;
        }
        resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as SeedResult);
      },
    );
  });
}

async function seedHere(deelnemerCount: number, dataDir: string): Promise<SeedResult> {
  const { generateDemoSeason } = await import('@clubelf/demo');
  const { openDatabase } = await import('../../apps/server/src/db/database');
  const { migrateToLatest } = await import('../../apps/server/src/db/migrate');
  const { seedDemoSeason } = await import('../../apps/server/src/demo-seed/seed-demo');
  let t = performance.now();
  const demo = generateDemoSeason({ deelnemerCount });
  const generateMs = performance.now() - t;
  const db = openDatabase(path.join(dataDir, 'clubelf.db'));
  try {
    await migrateToLatest(db);
    t = performance.now();
    await seedDemoSeason(db, demo);
    const seedMs = performance.now() - t;
    return {
      deelnemers: deelnemerCount,
      generateMs,
      seedMs,
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
    };
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [count, dir] = process.argv.slice(2);
  if (!count || !dir) throw new Error('usage: seed-database.ts <deelnemers> <dataDir>');
  console.log(JSON.stringify(await seedHere(Number(count), dir)));
}
