// HTTP throughput of the public read API at 10,000 participants: seeds a temp database, times
// the seed and the recompute, starts the real server in a child process (so the load generator
// does not share its event loop) and drives two endpoints with autocannon.
//   npx tsx bench/http.ts
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { apiPaths } from '@clubelf/contract/paths';
import { generateDemoSeason } from '@clubelf/demo';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoSeason } from '../apps/server/src/demo-seed/seed-demo';
import { recomputeSeason } from '../apps/server/src/season/recompute';

const DEELNEMERS = 10_000;
const API_KEY = 'bench-api-key';
const DURATION_S = 10;
const CONNECTIONS = 10;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER = path.join(ROOT, 'apps/server/src/server.ts');

const ms = (value: number) => `${value.toFixed(0)} ms`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${apiPaths.settings}`, {
        headers: { 'x-api-key': API_KEY },
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not come up`);
}

async function seed(dataDir: string) {
  let t = performance.now();
  const demo = generateDemoSeason({ deelnemerCount: DEELNEMERS });
  const generateMs = performance.now() - t;
  const db = openDatabase(path.join(dataDir, 'clubelf.db'));
  try {
    await migrateToLatest(db);
    t = performance.now();
    await seedDemoSeason(db, demo);
    const seedMs = performance.now() - t;
    t = performance.now();
    const stats = await recomputeSeason(db);
    const recomputeMs = performance.now() - t;
    return { generateMs, seedMs, recomputeMs, stats };
  } finally {
    await db.destroy();
  }
}

export async function benchHttp(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-bench-http-'));
  try {
    const s = await seed(dataDir);
    console.log(`Demo season of ${DEELNEMERS.toLocaleString('en')} participants`);
    console.log(`  generate  ${ms(s.generateMs)}`);
    console.log(`  seed      ${ms(s.seedMs)} (one transaction)`);
    console.log(
      `  recompute ${ms(s.recomputeMs)}: load ${ms(s.stats.loadMs)}, engine ${ms(s.stats.computeMs)}, ` +
        `bodies ${ms(s.stats.buildMs)}, write ${ms(s.stats.writeMs)} (${s.stats.views} views)`,
    );

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Request logging off (warn): the figure is the server's, not the log pipe's.
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        API_KEY,
        DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      await waitUntilUp(url, child);
      const rows: string[][] = [];
      for (const endpoint of [apiPaths.summary.tussenstand, apiPaths.standen.tussenstand]) {
        const body = await (
          await fetch(`${url}${endpoint}`, { headers: { 'x-api-key': API_KEY } })
        ).text();
        const result = await autocannon({
          url: `${url}${endpoint}`,
          connections: CONNECTIONS,
          duration: DURATION_S,
          headers: { 'x-api-key': API_KEY },
        });
        rows.push([
          endpoint,
          `${(body.length / 1024).toFixed(1)} KiB`,
          result.requests.average.toFixed(0),
          `${result.latency.p99} ms`,
          String(result.non2xx + result.errors),
        ]);
      }
      printTable(['endpoint', 'body', 'req/s', 'p99', 'errors'], rows);
      console.log(
        `(${CONNECTIONS} connections, ${DURATION_S} s each, server in its own process, no gzip)`,
      );
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchHttp();
}
