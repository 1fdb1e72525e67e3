// Benchmark of computeSeason on demo seasons of 1,000, 10,000, 100,000 and 1,000,000
// participants (34 played rounds, 18 clubs x 25 players), each size in its own child processes
// (node --expose-gc --max-old-space-size, tsx) so one size's heap does not colour the next: one
// child generates the demo season and writes the engine's input to a temporary file
// (v8.serialize), a fresh child reads it, so its memory holds just node and the input. That
// child measures one cold run's memory (which is also the warm-up), then RUNS timed runs (forced
// GC before each) and reports:
// - wall ms: median (min-max) of performance.now() around computeSeason;
// - CPU ms: median of process.cpuUsage() user+system over the same runs (all threads, GC helpers
//   included); steadier than wall time on a shared machine;
// - input MB: heapUsed with the input loaded (after a forced GC);
// - peak MB: the largest RSS growth during the first run over the RSS just before it (input
//   loaded, GC forced), sampled every 2 ms by a worker thread: what a server must have free;
// - process peak MB: the largest RSS of the whole process during that first run (node, input and
//   the engine's work), and max RSS: resourceUsage().maxRSS of the child at its end;
// - result MB: heapUsed after the first run and a forced GC with its result alive, minus before
//   (what it retains), and array MB: the same for its typed arrays' buffers (outside the JS heap,
//   process.memoryUsage().arrayBuffers), so result MB + array MB is all it keeps.
// A size whose season cannot be generated (or computed) in memory is reported as such.
//   npx tsx bench/engine.ts                  all sizes
//   npx tsx bench/engine.ts 100000 1000000   the sizes given
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { SeasonInput } from '@clubelf/engine';
import { Worker } from 'node:worker_threads';
import { recordAim } from './support/aims';

const SIZES = [1_000, 10_000, 100_000, 1_000_000];
/** Timed runs; fewer at a million, where one takes seconds. */
const runsFor = (size: number) => (size >= 1_000_000 ? 3 : 7);
/** The children's heap limit: a million participants' input alone is over 2 GB of heap. */
const HEAP_MB = 16_384;
const CHILD_TIMEOUT_MS = 600_000;
/** The aims: 100,000 under 1 s (issue 13); 1,000,000 within 5 s and 1 GB (issue 29). */
const AIMS: Record<number, { ms: number; mb?: number; issue: number }> = {
  100_000: { ms: 1_000, issue: 13 },
  1_000_000: { ms: 5_000, mb: 1_024, issue: 29 },
};

interface Measurement {
  deelnemers: number;
  generateMs: number;
  wallMs: number[];
  cpuMs: number[];
  inputMb: number;
  peakMb: number;
  processPeakMb: number;
  maxRssMb: number;
  resultMb: number;
  resultArrayMb: number;
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

/** The engine's part of a demo season (its texts and site settings left out). */
function engineInput(season: SeasonInput): SeasonInput {
  const { settings, roundCount, clubs, teams, spelers, wedstrijden, events } = season;
  const { deelnemers, selecties, transfers, bekerRondes } = season;
  return {
    settings,
    roundCount,
    clubs,
    teams,
    spelers,
    wedstrijden,
    events,
    deelnemers,
    selecties,
    transfers,
    bekerRondes,
  };
}

async function generate(deelnemerCount: number, file: string): Promise<void> {
  const { generateDemoSeason } = await import('@clubelf/demo');
  const t = performance.now();
  const season = generateDemoSeason({ deelnemerCount, playedRounds: 34 });
  const generateMs = performance.now() - t;
  writeFileSync(file, serialize(engineInput(season)));
  console.log(JSON.stringify({ generateMs }));
}

/** How many participants a result ranks, whatever its shape (the input's count otherwise). */
function rankedCount(result: unknown, input: SeasonInput): number {
  const tussenstand = (result as { tussenstand?: { length: number } }).tussenstand;
  return tussenstand?.length ?? input.deelnemers.length;
}

async function measure(file: string, generateMs: number, runs: number): Promise<Measurement> {
  const { computeSeason } = await import('@clubelf/engine');
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('run the child with --expose-gc');
  const input = deserialize(readFileSync(file)) as SeasonInput;

  gc();
  const inputMb = process.memoryUsage().heapUsed / 2 ** 20;
  const heapBefore = process.memoryUsage().heapUsed;
  const arraysBefore = process.memoryUsage().arrayBuffers;
  const rssBefore = process.memoryUsage.rss();
  // The first run is also the warm-up (V8 optimises the hot loops); its result is dropped on
  // return, once measured.
  const firstRun = async () => {
    const stop = sampleRss();
    await new Promise((resolve) => setTimeout(resolve, 20)); // let the sampler start
    const result = computeSeason(input);
    const peak = Math.max(await stop(), process.memoryUsage.rss());
    gc();
    const retainedMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    const arrayMb = (process.memoryUsage().arrayBuffers - arraysBefore) / 2 ** 20;
    return { count: rankedCount(result, input), peak, retainedMb, arrayMb };
  };
  const {
    count: deelnemers,
    peak: peakRss,
    retainedMb: resultMb,
    arrayMb: resultArrayMb,
  } = await firstRun();

  const wallMs: number[] = [];
  const cpuMs: number[] = [];
  for (let i = 0; i < runs; i++) {
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
    inputMb,
    peakMb: (peakRss - rssBefore) / 2 ** 20,
    processPeakMb: peakRss / 2 ** 20,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    resultMb,
    resultArrayMb,
  };
}

/** Runs this file in a child with `args`; its last line of output, or why it failed. */
function child(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = execFile(
      process.execPath,
      [
        '--expose-gc',
        `--max-old-space-size=${HEAP_MB}`,
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        ...args,
      ],
      {
        encoding: 'utf8',
        maxBuffer: 2 ** 26,
        timeout: CHILD_TIMEOUT_MS,
        killSignal: 'SIGKILL',
      },
      (error, stdout, stderr) => {
        if (error) {
          const signal = proc.signalCode ?? error.signal;
          const why = error.killed
            ? `stopped after ${CHILD_TIMEOUT_MS / 1000} s`
            : signal
              ? `killed by ${signal}`
              : `exit code ${String(error.code)}`;
          const lastLine = stderr
            .trim()
            .split('\n')
            .filter((l) => l.trim() !== '')
            .slice(-2)
            .join(' / ');
          reject(new Error(`${why}${lastLine ? `: ${lastLine}` : ''}`));
          return;
        }
        resolve(stdout.trim().split('\n').pop() as string);
      },
    );
  });
}

async function runSize(deelnemerCount: number): Promise<Measurement> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-engine-'));
  const file = join(dir, 'season.bin');
  try {
    let generateMs: number;
    try {
      ({ generateMs } = JSON.parse(await child(['--generate', String(deelnemerCount), file])) as {
        generateMs: number;
      });
    } catch (error) {
      throw new Error(
        `the demo season could not be generated in memory (heap limit ${HEAP_MB} MB): ${String(
          error instanceof Error ? error.message : error,
        )}`,
        { cause: error },
      );
    }
    const out = await child([
      '--measure',
      file,
      String(generateMs),
      String(runsFor(deelnemerCount)),
    ]);
    return JSON.parse(out) as Measurement;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The verdict printed beside a size with an aim, which is also recorded for the run's table. */
function verdict(size: number, m: Measurement): string {
  const aim = AIMS[size];
  if (!aim) return '';
  const wall = median(m.wallMs);
  const time = wall <= aim.ms ? `under ${aim.ms / 1000} s` : `NOT under ${aim.ms / 1000} s`;
  const memory = aim.mb === undefined ? '' : ` and ${fmt(aim.mb)} MB`;
  recordAim({
    issue: aim.issue,
    aim: `${fmt(size)} participants in the engine ≤ ${aim.ms / 1000} s${memory}`,
    measured:
      `${fmt(wall / 1000, 1)} s wall, CPU ${fmt(median(m.cpuMs) / 1000, 1)} s` +
      (aim.mb === undefined
        ? ''
        : `; ${fmt(m.peakMb)} MB RSS growth, result kept ${fmt(m.resultMb + m.resultArrayMb)} MB`),
    met: wall <= aim.ms && (aim.mb === undefined || m.peakMb <= aim.mb),
  });
  if (aim.mb === undefined) return `  ${time}`;
  const within = (mb: number) => (mb <= aim.mb! ? 'under' : 'NOT under');
  return (
    `  ${time}; RSS growth ${within(m.peakMb)} ${fmt(aim.mb)} MB, ` +
    `process peak (input included) ${within(m.processPeakMb)} ${fmt(aim.mb)} MB`
  );
}

export async function benchEngine(sizes: number[] = SIZES): Promise<void> {
  const loadBefore = loadavg()[0]!.toFixed(1);
  console.log(
    `computeSeason, demo season with 34 played rounds, 18 clubs x 25 players; ` +
      `${runsFor(1)} runs after a cold run (${runsFor(1_000_000)} at 1,000,000), one child ` +
      `process per size (heap limit ${fmt(HEAP_MB)} MB).`,
  );
  console.log(
    'deelnemers | wall ms median (min-max) | CPU ms median | input MB (heap) | peak MB (RSS growth, 1st run) | process peak MB (RSS, 1st run) | max RSS MB | result MB (heap) | result array MB | generate ms',
  );
  for (const size of sizes) {
    let m: Measurement;
    try {
      m = await runSize(size);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.log(`${fmt(size).padStart(10)} | failed: ${message}`);
      continue;
    }
    const wall = median(m.wallMs);
    console.log(
      [
        fmt(m.deelnemers).padStart(10),
        `${fmt(wall)} (${fmt(Math.min(...m.wallMs))}-${fmt(Math.max(...m.wallMs))})`.padStart(25),
        fmt(median(m.cpuMs)).padStart(13),
        fmt(m.inputMb).padStart(15),
        fmt(m.peakMb).padStart(29),
        fmt(m.processPeakMb).padStart(30),
        fmt(m.maxRssMb).padStart(10),
        fmt(m.resultMb).padStart(16),
        fmt(m.resultArrayMb).padStart(15),
        fmt(m.generateMs).padStart(11) + verdict(size, m),
      ].join(' | '),
    );
  }
  console.log(
    `(wall time well above CPU time means the machine was busy: load average ${loadBefore} ` +
      `before, ${loadavg()[0]!.toFixed(1)} after, ${cpus().length} CPUs)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  if (args[0] === '--generate') await generate(Number(args[1]), args[2] as string);
  else if (args[0] === '--measure')
    console.log(
      JSON.stringify(await measure(args[1] as string, Number(args[2]), Number(args[3] ?? 7))),
    );
  else await benchEngine(args.length > 0 ? args.map(Number) : SIZES);
}
