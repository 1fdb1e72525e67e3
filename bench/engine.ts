// Benchmark of computeSeason on demo seasons of 1,000, 10,000 and 100,000 participants (34 played
// rounds, 18 clubs x 25 players), each size in its own child process (node --expose-gc, tsx) so
// one size's heap does not colour the next: one child generates the demo season and writes it to
// a temporary file (v8.serialize), a fresh child reads it, so its memory holds just node and the
// input. That child measures one cold run's memory, then runs a warm-up and RUNS timed runs
// (forced GC before each) and reports:
// - wall ms: median (min-max) of performance.now() around computeSeason;
// - CPU ms: median of process.cpuUsage() user+system over the same runs (all threads, GC helpers
//   included); steadier than wall time on a shared machine;
// - peak MB: the largest RSS growth during the first run over the RSS just before it (input
//   loaded, GC forced), sampled every 2 ms by a worker thread: what a server must have free;
// - result MB: heapUsed after a forced GC with the result alive, minus before (what it retains).
//   npx tsx bench/engine.ts             all sizes
//   npx tsx bench/engine.ts 100000      one size
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { SeasonInput } from '@clubelf/engine';
import { Worker } from 'node:worker_threads';

const SIZES = [1_000, 10_000, 100_000];
const RUNS = 7;
const LIMIT_MS = 1000;

interface Measurement {
  deelnemers: number;
  generateMs: number;
  wallMs: number[];
  cpuMs: number[];
  peakMb: number;
  resultMb: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Samples the process RSS every 2 ms from a worker; returns a stop function giving the peak in bytes. */
function sampleRss(): () => Promise<number> {
  const shared = new Int32Array(new SharedArrayBuffer(8)); // [0] stop flag, [1] peak RSS in KiB
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const a = new Int32Array(workerData);
     while (Atomics.load(a, 0) === 0) {
       const kib = Math.round(process.memoryUsage.rss() / 1024);
       if (kib > Atomics.load(a, 1)) Atomics.store(a, 1, kib);
       Atomics.wait(a, 0, 0, 2);
     }`,
    { eval: true, workerData: shared.buffer },
  );
  return async () => {
    Atomics.store(shared, 0, 1);
    Atomics.notify(shared, 0);
    await new Promise((resolve) => worker.once('exit', resolve));
    return (shared[1] as number) * 1024;
  };
}

async function generate(deelnemerCount: number, file: string): Promise<void> {
  const { generateDemoSeason } = await import('@clubelf/demo');
  const t = performance.now();
  const season: SeasonInput = generateDemoSeason({ deelnemerCount, playedRounds: 34 });
  const generateMs = performance.now() - t;
  writeFileSync(file, serialize(season));
  console.log(JSON.stringify({ generateMs }));
}

async function measure(file: string, generateMs: number): Promise<Measurement> {
  const { computeSeason } = await import('@clubelf/engine');
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('run the child with --expose-gc');
  const input = deserialize(readFileSync(file)) as SeasonInput;

  gc();
  const rssBefore = process.memoryUsage.rss();
  const stop = sampleRss();
  await new Promise((resolve) => setTimeout(resolve, 20)); // let the sampler start
  const deelnemers = computeSeason(input).tussenstand.length;
  const peakRss = Math.max(await stop(), process.memoryUsage.rss());

  gc();
  const heapWithResult = process.memoryUsage().heapUsed;
  const kept = computeSeason(input);
  gc();
  const resultMb = (process.memoryUsage().heapUsed - heapWithResult) / 2 ** 20;
  if (kept.tussenstand.length !== deelnemers) throw new Error('unexpected tussenstand size');

  computeSeason(input); // warm-up: lets V8 optimise the hot loops
  const wallMs: number[] = [];
  const cpuMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    gc();
    const cpu = process.cpuUsage();
    const t = performance.now();
    computeSeason(input);
    wallMs.push(performance.now() - t);
    const used = process.cpuUsage(cpu);
    cpuMs.push((used.user + used.system) / 1000);
  }
  return {
    deelnemers,
    generateMs,
    wallMs,
    cpuMs,
    peakMb: (peakRss - rssBefore) / 2 ** 20,
    resultMb,
  };
}

function child(args: string[]): string {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), ...args],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 2 ** 26,
    },
  );
  return out.trim().split('\n').pop() as string;
}

function runSize(deelnemerCount: number): Measurement {
  const dir = mkdtempSync(join(tmpdir(), 'bench-engine-'));
  const file = join(dir, 'season.bin');
  try {
    const { generateMs } = JSON.parse(child(['--generate', String(deelnemerCount), file])) as {
      generateMs: number;
    };
    return JSON.parse(child(['--measure', file, String(generateMs)])) as Measurement;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export async function benchEngine(sizes: number[] = SIZES): Promise<void> {
  console.log(
    `computeSeason, demo season with 34 played rounds, 18 clubs x 25 players; ${RUNS} runs after a warm-up, one child process per size.`,
  );
  console.log(
    'deelnemers | wall ms median (min-max) | CPU ms median | peak MB (RSS growth, 1st run) | result MB (heap) | generate ms',
  );
  for (const size of sizes) {
    const m = runSize(size);
    const wall = median(m.wallMs);
    const verdict = size === 100_000 ? (wall < LIMIT_MS ? '  under 1 s' : '  NOT under 1 s') : '';
    console.log(
      [
        fmt(m.deelnemers).padStart(10),
        `${fmt(wall)} (${fmt(Math.min(...m.wallMs))}-${fmt(Math.max(...m.wallMs))})`.padStart(25),
        fmt(median(m.cpuMs)).padStart(13),
        fmt(m.peakMb).padStart(30),
        fmt(m.resultMb).padStart(16),
        fmt(m.generateMs).padStart(11) + verdict,
      ].join(' | '),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args[0] === '--generate') await generate(Number(args[1]), args[2] as string);
  else if (args[0] === '--measure')
    console.log(JSON.stringify(await measure(args[1] as string, Number(args[2]))));
  else await benchEngine(args.length > 0 ? args.map(Number) : SIZES);
}
