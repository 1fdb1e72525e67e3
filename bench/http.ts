// The public read API side by side with nginx, at 10,000 participants: seeds a temp SQLite
// database (in a child process), starts the real server in a child process (it computes the
// season as it starts), fetches the bytes of the summary and of the full tussenstand from it and
// puts the very same bytes as static files behind nginx (one worker, no gzip, access log off).
// Then autocannon (50 connections, a warm-up, then the measured run) drives each endpoint on
// clubelf and then on nginx, in the same run. Identity encoding on both: autocannon asks for no
// compression, so clubelf sends the stored body as nginx sends the file.
//   npx tsx bench/http.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiPaths } from '@clubelf/contract/paths';
import { load } from './support/load';
import type { LoadResult } from './support/load';
import { startBareNode } from './support/bare-node';
import type { BareNode } from './support/bare-node';
import { startNginx } from './support/nginx';
import type { Nginx } from './support/nginx';
import { seedInChild } from './support/seed-database';
import { startServerProcess } from './support/server-process';
import type { ServerProcess } from './support/server-process';
import { printTable } from './support/table';

const DEELNEMERS = 10_000;
const API_KEY = 'bench-api-key';
const ADMIN = { ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-wachtwoord-123' };
/** Seconds of the measured run (BENCH_SECONDS shortens a trial), after WARMUP_S of warm-up. */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
const CONNECTIONS = 50;
const ENDPOINTS = [apiPaths.summary.tussenstand, apiPaths.standen.tussenstand];

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number | undefined) =>
  bytes === undefined ? '?' : `${(bytes / 2 ** 20).toFixed(0)} MB`;
const size = (bytes: number) =>
  bytes >= 2 ** 20
    ? `${(bytes / 2 ** 20).toFixed(2)} MiB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KiB`
      : `${bytes} B`;
const mbps = (bytesPerSecond: number) => `${(bytesPerSecond / 2 ** 20).toFixed(0)} MB/s`;
const rps = (r: LoadResult | undefined) => (r ? Math.round(r.rps).toLocaleString('en') : '-');
const p99 = (r: LoadResult | undefined) => (r ? `${r.p99} ms` : '-');
const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || b === 0 ? '-' : (a / b).toFixed(2);

/** Headers nginx makes itself for a static file. */
const NGINX_OWN = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'etag',
  'transfer-encoding',
  'content-encoding',
  'last-modified',
]);

/** clubelf's headers of a public answer that nginx is to send too (security, caching). */
async function headersOf(url: string): Promise<[string, string][]> {
  const response = await fetch(url, {
    headers: { 'x-api-key': API_KEY, 'accept-encoding': 'identity' },
  });
  await response.arrayBuffer();
  return [...response.headers].filter(([name]) => !NGINX_OWN.has(name));
}

/** The identity bytes of a public GET, as a client that asks for no compression gets them. */
async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url, {
    headers: { 'x-api-key': API_KEY, 'accept-encoding': 'identity' },
  });
  const body = new Uint8Array(await response.arrayBuffer());
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  const encoding = response.headers.get('content-encoding');
  if (encoding && encoding !== 'identity') throw new Error(`GET ${url}: ${encoding} body`);
  return body;
}

export async function benchHttp(): Promise<void> {
  const loadBefore = loadavg()[0]!.toFixed(1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-bench-http-'));
  let server: ServerProcess | undefined;
  let nginx: Nginx | undefined;
  let bare: BareNode | undefined;
  try {
    const seeded = await seedInChild(DEELNEMERS, dataDir);
    console.log(
      `Demo season of ${DEELNEMERS.toLocaleString('en')} participants: generated in ` +
        `${ms(seeded.generateMs)}, seeded in ${ms(seeded.seedMs)} (child process)`,
    );
    // Request logging off (warn): the figure is the server's, not the log pipe's.
    server = await startServerProcess({
      DATA_DIR: dataDir,
      API_KEY,
      ...ADMIN,
      DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    console.log(
      `clubelf: up in ${ms(server.startupMs)} (start, schema check and the season's computation), ` +
        `RSS ${mb(server.rssBytes())}`,
    );
    const files = new Map<string, Uint8Array>();
    for (const endpoint of ENDPOINTS)
      files.set(endpoint, await bytesOf(`${server.url}${endpoint}`));

    const headers = await headersOf(`${server.url}${ENDPOINTS[0]}`);
    bare = await startBareNode(files, headers);
    try {
      nginx = await startNginx(files, headers);
      if (nginx === undefined) console.log('nginx is not installed: its columns are left empty.');
      else
        console.log(
          `${nginx.version}: one worker, static files with clubelf's ${headers.length} security ` +
            'and caching headers added, no gzip, access log off',
        );
    } catch (error) {
      console.log(`nginx did not start, its columns are left empty: ${String(error)}`);
    }

    const rows: string[][] = [];
    const received: string[] = [];
    let errors = 0;
    for (const endpoint of ENDPOINTS) {
      const options = {
        connections: CONNECTIONS,
        durationS: DURATION_S,
        warmupS: WARMUP_S,
        headers: { 'x-api-key': API_KEY },
      };
      const ours = await load({ ...options, url: `${server.url}${endpoint}` });
      const theirs = nginx ? await load({ ...options, url: `${nginx.url}${endpoint}` }) : undefined;
      const node = await load({ ...options, url: `${bare!.url}${endpoint}` });
      errors += ours.errors + (theirs?.errors ?? 0);
      received.push(
        `${endpoint}: clubelf ${mbps(ours.throughput)}` +
          (theirs ? `, nginx ${mbps(theirs.throughput)}` : ''),
      );
      rows.push([
        endpoint,
        size(files.get(endpoint)!.length),
        rps(ours),
        p99(ours),
        rps(theirs),
        p99(theirs),
        ratio(ours.rps, theirs?.rps),
        ratio(ours.p99, theirs?.p99),
        rps(node),
        ratio(ours.rps, node.rps),
      ]);
    }
    console.log('');
    printTable(
      [
        'what',
        'bytes',
        'clubelf req/s',
        'clubelf p99',
        'nginx req/s',
        'nginx p99',
        'ratio (req/s)',
        'p99 ratio',
        'bare Node req/s',
        'clubelf / bare Node',
      ],
      rows,
    );
    console.log(
      `(${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s measured per cell, ` +
        `clubelf, nginx, then bare Node (bench/support/bare-node.ts: Node's http module writing ` +
        `the same bytes and headers, the ceiling of any Node server) per endpoint; identity ` +
        `encoding; ratio = clubelf / nginx; ` +
        `${errors} errors or non-2xx; autocannon in the bench process, both servers in their own, ` +
        `${cpus().length} CPUs shared; load average ${loadBefore} before, ` +
        `${loadavg()[0]!.toFixed(1)} after; clubelf peak RSS ${mb(server.peakRssBytes())})`,
    );
    // Equal req/s for a large body on both servers means autocannon, not the server, was the
    // limit: what each delivered shows it.
    console.log(`Received (headers and bodies): ${received.join('; ')}`);
  } finally {
    await nginx?.stop();
    await bare?.stop();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchHttp();
}
