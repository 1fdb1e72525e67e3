// The engine's incremental step (decision 033) beside the full computation, at 10,000 and
// 100,000 participants of a demo season with 30 of 34 rounds played, each size in its own child
// process (node --expose-gc, tsx). Per size:
// - where computeSeason's time goes: each of its steps timed on its own (median of RUNS);
// - per save, the input as the server loads it after that save (players, matches and events
//   new objects every time; the participants' part the same objects after a match result, new
//   ones with equal values after a participant's save): computeSeason on it against
//   computeSeasonFrom(the computation before the save, it), median of RUNS each, alternating,
//   a forced GC before each run; the incremental result checked equal to the full one;
// - memory: what a kept computation holds beyond its result (heap + array buffers, forced GC).
// The saves: a goal more for the most selected player of the last played round (round 30), the
// same in round 15 (a correction mid-season), a transfer from round 31 (before its deadline),
// and a transfer from round 20 (the organiser correcting the past).
//   npx tsx bench/engine-incremental.ts               10,000 and 100,000
//   npx tsx bench/engine-incremental.ts 10000         the sizes given
import { execFile } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { SeasonInput, SpelerEvents } from '@clubelf/engine';

const SIZES = [10_000, 100_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PLAYED = 30;
const HEAP_MB = 8_192;
const CHILD_TIMEOUT_MS = 900_000;

interface SaveFigures {
  save: string;
  how: string;
  fullMs: number[];
  incrementalMs: number[];
  /** process.cpuUsage (user + system, all threads: GC helpers too), steadier on a shared machine. */
  fullCpuMs: number[];
  incrementalCpuMs: number[];
  equal: boolean;
}

interface SizeFigures {
  deelnemers: number;
  steps: [string, number][];
  saves: SaveFigures[];
  resultMb: number;
  keptMb: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

function memoryMb(): number {
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 2 ** 20;
}

/** The engine's input as the server loads it again: players, matches and events are new objects. */
function reloaded(input: SeasonInput, participants: 'same' | 'new'): SeasonInput {
  const next: SeasonInput = {
    ...input,
    settings: structuredClone(input.settings),
    clubs: input.clubs.map((c) => ({ ...c })),
    spelers: input.spelers.map((s) => ({ ...s })),
    wedstrijden: input.wedstrijden.map((w) => ({ ...w })),
    events: input.events.map((e) => ({ ...e })),
  };
  if (participants === 'same') return next;
  return {
    ...next,
    teams: input.teams.map((t) => ({ ...t })),
    deelnemers: input.deelnemers.map((d) => ({ ...d, subcompetities: [...d.subcompetities] })),
    selecties: input.selecties.map((s) => ({ ...s, playerIds: [...s.playerIds] })),
    transfers: input.transfers.map((t) => ({ ...t })),
  };
}

/** A goal more for the most selected player who played in `round`. */
function goalIn(input: SeasonInput, round: number): SeasonInput {
  const next = reloaded(input, 'same');
  const selected = new Map<number, number>();
  for (const s of input.selecties)
    for (const id of s.playerIds) selected.set(id, (selected.get(id) ?? 0) + 1);
  const matches = new Set(next.wedstrijden.filter((w) => w.round === round).map((w) => w.id));
  let best: SpelerEvents | undefined;
  for (const e of next.events) {
    if (!matches.has(e.matchId) || !e.played) continue;
    if (!best || (selected.get(e.playerId) ?? 0) > (selected.get(best.playerId) ?? 0)) best = e;
  }
  if (!best) throw new Error(`nobody played in round ${round}`);
  const scorer = best;
  scorer.goals += 1;
  const match = next.wedstrijden.find((w) => w.id === scorer.matchId);
  if (match && match.homeGoals !== null) match.homeGoals += 1;
  return next;
}

/** A transfer of the first participant from `fromRound`: his first player out, another in. */
function transferFrom(input: SeasonInput, fromRound: number): SeasonInput {
  const next = reloaded(input, 'new');
  const selectie = next.selecties[0];
  if (!selectie) throw new Error('no selection');
  const out = selectie.playerIds[0] as number;
  const inId = next.spelers.find((s) => !selectie.playerIds.includes(s.id))?.id ?? out;
  const id = Math.max(0, ...next.transfers.map((t) => t.id)) + 1;
  next.transfers.push({
    id,
    deelnemerId: selectie.deelnemerId,
    playerOutId: out,
    playerInId: inId,
    fromRound,
  });
  return next;
}

async function measure(deelnemerCount: number): Promise<SizeFigures> {
  const { generateDemoSeason } = await import('@clubelf/demo');
  const { computeSeason, computeSeasonFrom, computeSeasonState, countedInput } =
    await import('@clubelf/engine');
  const steps = await import('./support/engine-steps');
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('run the child with --expose-gc');

  const demo = generateDemoSeason({ deelnemerCount, playedRounds: PLAYED });
  const base: SeasonInput = {
    settings: demo.settings,
    roundCount: demo.roundCount,
    clubs: demo.clubs,
    teams: demo.teams,
    spelers: demo.spelers,
    wedstrijden: demo.wedstrijden,
    events: demo.events,
    deelnemers: demo.deelnemers,
    selecties: demo.selecties,
    transfers: demo.transfers,
    bekerRondes: demo.bekerRondes,
  };
  computeSeason(base); // warm-up

  // Where the full computation's time goes.
  const split = new Map<string, number[]>();
  for (let i = 0; i < RUNS; i++) {
    gc();
    for (const [name, ms] of steps.timeSteps(countedInput(base))) {
      split.set(name, [...(split.get(name) ?? []), ms]);
    }
  }

  // Memory: the result alone, then the kept computation.
  gc();
  const m0 = memoryMb();
  // Held in an array so that the forced GC sees them alive, then dropped.
  const held: unknown[] = [computeSeason(base)];
  gc();
  const resultMb = memoryMb() - m0;
  held.length = 0;
  gc();
  const m1 = memoryMb();
  held.push(computeSeasonState(base));
  gc();
  const keptMb = memoryMb() - m1 - resultMb;
  held.length = 0;

  const saves: [string, SeasonInput][] = [
    [`match result, round ${PLAYED} (last played)`, goalIn(base, PLAYED)],
    ['match result, round 15 (correction)', goalIn(base, 15)],
    [`transfer from round ${PLAYED + 1} (future)`, transferFrom(base, PLAYED + 1)],
    ['transfer from round 20 (past, organiser)', transferFrom(base, 20)],
  ];
  const before = computeSeasonState(base);
  const figures: SaveFigures[] = [];
  for (const [save, input] of saves) {
    const fullMs: number[] = [];
    const incrementalMs: number[] = [];
    const fullCpuMs: number[] = [];
    const incrementalCpuMs: number[] = [];
    let how = '';
    const timed = (wall: number[], cpu: number[], run: () => void) => {
      gc();
      const c = process.cpuUsage();
      const t = performance.now();
      run();
      wall.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    };
    for (let i = 0; i < RUNS; i++) {
      timed(fullMs, fullCpuMs, () => computeSeason(input));
      timed(incrementalMs, incrementalCpuMs, () => {
        how = computeSeasonFrom(before, input).how;
      });
    }
    const equal = isDeepStrictEqual(computeSeasonFrom(before, input).result, computeSeason(input));
    figures.push({ save, how, fullMs, incrementalMs, fullCpuMs, incrementalCpuMs, equal });
  }
  return {
    deelnemers: deelnemerCount,
    steps: [...split].map(([name, ms]) => [name, median(ms)]),
    saves: figures,
    resultMb,
    keptMb,
  };
}

function child(size: number): Promise<SizeFigures> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        '--expose-gc',
        `--max-old-space-size=${HEAP_MB}`,
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--measure',
        String(size),
      ],
      { encoding: 'utf8', maxBuffer: 2 ** 24, timeout: CHILD_TIMEOUT_MS, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`${error.message.split('\n')[0]} ${stderr.trim().split('\n').pop()}`));
          return;
        }
        resolve(JSON.parse(stdout.trim().split('\n').pop() as string) as SizeFigures);
      },
    );
  });
}

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

export async function benchEngineIncremental(sizes: number[] = SIZES): Promise<void> {
  const loadBefore = loadavg()[0]!.toFixed(1);
  console.log(
    `Demo season, ${PLAYED} of 34 rounds played; median of ${RUNS} runs each, full and ` +
      `incremental alternating, a forced GC before each; one child process per size.`,
  );
  for (const size of sizes) {
    let m: SizeFigures;
    try {
      m = await child(size);
    } catch (error) {
      console.log(`${fmt(size)}: failed: ${error instanceof Error ? error.message : error}`);
      continue;
    }
    const total = m.steps.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`\n${fmt(m.deelnemers)} participants: computeSeason's steps (median ms, share)`);
    for (const [name, ms] of m.steps)
      console.log(
        `  ${name.padEnd(44)} ${ms.toFixed(1).padStart(8)}  ${((100 * ms) / total).toFixed(0).padStart(3)}%`,
      );
    console.log(`  ${'sum'.padEnd(44)} ${total.toFixed(1).padStart(8)}`);
    console.log(
      '  save | full ms (median, min-max) | incremental ms (median, min-max) | ratio | CPU ms full / incremental | CPU ratio | path | equal',
    );
    const range = (values: number[]) =>
      `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;
    for (const s of m.saves) {
      const ratio = median(s.fullMs) / median(s.incrementalMs);
      const cpuRatio = median(s.fullCpuMs) / median(s.incrementalCpuMs);
      console.log(
        `  ${s.save} | ${range(s.fullMs)} | ${range(s.incrementalMs)} | ${ratio.toFixed(1)}x | ` +
          `${median(s.fullCpuMs).toFixed(0)} / ${median(s.incrementalCpuMs).toFixed(0)} | ` +
          `${cpuRatio.toFixed(1)}x | ${s.how} | ${s.equal ? 'yes' : 'NO'}`,
      );
    }
    console.log(
      `  memory: the result ${m.resultMb.toFixed(0)} MB; a kept computation holds ` +
        `${m.keptMb.toFixed(0)} MB more (heap and array buffers)`,
    );
  }
  console.log(
    `(load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after, ${cpus().length} CPUs)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  if (args[0] === '--measure') console.log(JSON.stringify(await measure(Number(args[1]))));
  else await benchEngineIncremental(args.length > 0 ? args.map(Number) : SIZES);
}
