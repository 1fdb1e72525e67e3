// Match-day figures at 10,000 participants, on SQLite and on PostgreSQL, with one and with two
// app instances (separate processes on one database; autocannon spreads its connections over
// both, as a load balancer would): requests per second and p99 latency of the home page's
// summary, the full tussenstand and /home's assets, and the time from saving a match result
// (PUT /api/organiser/wedstrijden/{id}/uitslag through one instance) until the new tussenstand
// is served by every instance.
//   npx tsx bench/scale.ts            (PostgreSQL: BENCH_DATABASE_URL, else 127.0.0.1:5432)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { apiPaths, XSRF_COOKIE } from '@clubelf/contract/paths';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { generateDemoSeason } from '@clubelf/demo';
import type { DemoSeason } from '@clubelf/demo';
import { connectDatabase } from '../apps/server/src/db/database';
import type { Db } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoSeason } from '../apps/server/src/demo-seed/seed-demo';
import { precompressWebBuild } from '../apps/server/src/http/precompress-web';
import { computeSeasonAnswers } from '../apps/server/src/read-model/recompute';
import { startServerProcess } from './support/server-process';
import type { ServerProcess } from './support/server-process';
import { printTable } from './support/table';

const DEELNEMERS = 10_000;
/** Seconds per run (BENCH_SECONDS shortens a trial), and runs per figure (the median is kept). */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
/** The same load for one and for two instances (a multiple of the instance count). */
const CONNECTIONS = 20;
const SAVES = 5;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'apps/web/dist');
const ADMIN = { userName: 'bench', password: 'bench-wachtwoord-123' };
const ENV = {
  API_KEY: 'bench-api-key',
  JWT_SECRET: 'bench-jwt-secret-0123456789-abcdefghijkl',
  ADMIN_USERNAME: ADMIN.userName,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO: 'false',
  // Request logging off: the figure is the server's, not the log pipe's.
  LOG_LEVEL: 'warn',
};
const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const ms = (value: number) => `${value.toFixed(0)} ms`;

interface Target {
  name: 'SQLite' | 'PostgreSQL';
  env: Record<string, string>;
  seed: { seedMs: number; recomputeMs: number };
  match: { id: number; scorerId: number };
  drop(): Promise<void>;
}

/** The built web app, precompressed; built first when missing. */
function ensureWebBuild(): void {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.log('apps/web/dist is missing: npm run build');
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const assets = readdirSync(path.join(DIST, 'assets'));
  if (!assets.some((f) => f.endsWith('.br'))) precompressWebBuild(DIST);
}

/** What a browser fetches for /home before it renders: the page and its linked assets. */
function homeRequests(): string[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  return ['/home', ...new Set(assets)];
}

/** A played match of the current round, and its home player in the most selections. */
async function pickMatch(db: Db): Promise<Target['match']> {
  const match = await db
    .selectFrom('wedstrijd')
    .select(['id', 'homeClubId'])
    .where('homeGoals', 'is not', null)
    .orderBy('round', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const scorer = await db
    .selectFrom('spelerEvents as e')
    .innerJoin('selectieSpeler as s', 's.playerId', 'e.playerId')
    .select(['e.playerId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('e.matchId', '=', match.id)
    .where('e.clubId', '=', match.homeClubId)
    .where('e.played', '=', 1)
    .groupBy('e.playerId')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  return { id: match.id, scorerId: scorer.playerId };
}

async function seed(db: Db, demo: DemoSeason) {
  try {
    await migrateToLatest(db);
    let t = performance.now();
    await seedDemoSeason(db, demo);
    const seedMs = performance.now() - t;
    t = performance.now();
    await computeSeasonAnswers(db);
    const recomputeMs = performance.now() - t;
    return { seed: { seedMs, recomputeMs }, match: await pickMatch(db) };
  } finally {
    await db.destroy();
  }
}

async function sqliteTarget(demo: DemoSeason): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-bench-scale-'));
  const seeded = await seed(connectDatabase({ dbFile: path.join(dataDir, 'clubelf.db') }), demo);
  return {
    name: 'SQLite',
    env: { ...ENV, DATA_DIR: dataDir },
    ...seeded,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(demo: DemoSeason): Promise<Target | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL is not reachable at ${PG_ADMIN_URL}: its rows are left out.`);
    return null;
  }
  const name = `clubelf_bench_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const drop = async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  try {
    const seeded = await seed(connectDatabase({ dbFile: '', databaseUrl }), demo);
    return { name: 'PostgreSQL', env: { ...ENV, DATABASE_URL: databaseUrl }, ...seeded, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The median of ROUNDS runs: the machine is shared, and one run can land on a busy moment. */
async function load(
  urls: string[],
  requests: string[],
): Promise<{ rps: number; p99: number; errors: number }> {
  const runs = [];
  for (let i = 0; i < ROUNDS; i++) runs.push(await loadOnce(urls, requests));
  return {
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

async function loadOnce(
  urls: string[],
  requests: string[],
): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({
    // autocannon takes several URLs and spreads the connections over them; its types say one.
    url: urls as unknown as string,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // As a browser or CDN asks: compressed, so the stored brotli copy is sent.
    headers: { 'x-api-key': ENV.API_KEY, 'accept-encoding': 'br, gzip' },
    requests: requests.map((p) => ({ method: 'GET', path: p })),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

interface UitslagRow {
  playerId: number;
  side: 'home' | 'away';
  played: boolean;
  goals: number;
  [field: string]: unknown;
}

/**
 * Saves a changed result (a goal more, then that goal taken back) through one instance after
 * the other, and times each save until every instance serves a new tussenstand.
 */
async function saveToServed(instances: ServerProcess[], match: Target['match']) {
  const xsrf = randomBytes(32).toString('base64url');
  const headers = {
    'x-api-key': ENV.API_KEY,
    cookie: `${XSRF_COOKIE}=${xsrf}`,
    'x-xsrf-token': xsrf,
    'content-type': 'application/json',
  };
  const login = await fetch(`${instances[0]!.url}${apiPaths.login}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { ...headers, authorization: `Bearer ${token}` };
  const etagOf = async (url: string) => {
    const response = await fetch(`${url}${apiPaths.standen.tussenstand}`, { headers });
    await response.arrayBuffer();
    return response.headers.get('etag');
  };

  const times: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const writer = instances[i % instances.length]!;
    const current = (await (
      await fetch(`${writer.url}${organiserPaths.uitslag(match.id)}`, { headers: auth })
    ).json()) as {
      wedstrijd: { version: number; homeGoals: number; awayGoals: number };
      spelers: (UitslagRow & { name: string; position: string; status: string })[];
    };
    const goal = i % 2 === 0 ? 1 : -1;
    const events = current.spelers
      .filter((s) => s.played)
      .map(({ name: _n, position: _p, status: _s, ...row }) =>
        row.playerId === match.scorerId ? { ...row, goals: row.goals + goal } : row,
      );
    const before = await Promise.all(instances.map((s) => etagOf(s.url)));

    const t0 = performance.now();
    const saved = await fetch(`${writer.url}${organiserPaths.uitslag(match.id)}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({
        version: current.wedstrijd.version,
        homeGoals: current.wedstrijd.homeGoals + goal,
        awayGoals: current.wedstrijd.awayGoals,
        events,
      }),
    });
    if (saved.status !== 200) throw new Error(`save: ${saved.status} ${await saved.text()}`);
    await saved.arrayBuffer();
    await Promise.all(
      instances.map(async (s, n) => {
        while ((await etagOf(s.url)) === before[n]) {
          if (performance.now() - t0 > 60_000) throw new Error('the tussenstand never changed');
        }
      }),
    );
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! };
}

const loadAverage = () => loadavg()[0]!.toFixed(1);

export async function benchScale(): Promise<void> {
  const loadBefore = loadAverage();
  ensureWebBuild();
  const demo = generateDemoSeason({ deelnemerCount: DEELNEMERS });
  const targets = [await sqliteTarget(demo), await postgresTarget(demo)].filter(
    (t): t is Target => t !== null,
  );
  const loadRows: string[][] = [];
  const saveRows: string[][] = [];
  try {
    for (const target of targets) {
      console.log(
        `${target.name}: seed ${ms(target.seed.seedMs)}, recompute ${ms(target.seed.recomputeMs)}`,
      );
      for (const count of [1, 2]) {
        // One after the other: the first creates the organiser, the second finds it.
        const instances: ServerProcess[] = [];
        try {
          for (let i = 0; i < count; i++) instances.push(await startServerProcess(target.env));
          const urls = instances.map((s) => s.url);
          for (const [label, requests] of [
            [apiPaths.summary.tussenstand, [apiPaths.summary.tussenstand]],
            [apiPaths.standen.tussenstand, [apiPaths.standen.tussenstand]],
            ['/home and its assets', homeRequests()],
          ] as const) {
            const r = await load(urls, [...requests]);
            loadRows.push([
              target.name,
              String(count),
              label,
              r.rps.toFixed(0),
              `${r.p99} ms`,
              String(r.errors),
            ]);
          }
          const s = await saveToServed(instances, target.match);
          saveRows.push([target.name, String(count), ms(s.median), ms(s.max)]);
        } finally {
          await Promise.all(instances.map((s) => s.stop()));
        }
      }
    }
  } finally {
    await Promise.all(targets.map((t) => t.drop()));
  }
  console.log(`\nDemo season of ${DEELNEMERS.toLocaleString('en')} participants\n`);
  printTable(['database', 'instances', 'GET', 'req/s', 'p99', 'errors'], loadRows);
  console.log(
    `(${CONNECTIONS} connections spread over the instances; median of ${ROUNDS} runs of ` +
      `${DURATION_S} s; Accept-Encoding: br, gzip; load generator, instances and database share ` +
      `the machine, load average ${loadBefore} before and ${loadAverage()} after)\n`,
  );
  printTable(['database', 'instances', 'save → served (median)', 'slowest'], saveRows);
  console.log(
    `(${SAVES} saves of a changed match result through the organiser API, each until every ` +
      'instance serves the new tussenstand; the save includes the full recompute)',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchScale();
}
