// The recompute's engine off the event loop (decision 030): one long-lived worker thread
// (engine-worker.ts) runs the engine and builds the standings' answers, so no read, live event
// or save's answer waits for it. The season is loaded here (the read model's snapshot and its
// cache of unchanged parts, season-repository.ts) and sent; of the parts, only those that are
// not the very objects sent last time cross again. The result comes back in pieces, taken in
// when first read or between reads (result-pieces.ts), except the round scores and positions per
// participant, typed arrays whose buffers are transferred (decision 032). The worker keeps its
// last computation and computes only what a save can have changed (decision 033); the fields of
// the result it kept as they were do not cross again: they are taken from the last result here.
// A worker that dies fails its recompute (the read model keeps
// serving the answers it has) and the next recompute starts a new one.
import { Worker } from 'node:worker_threads';
import { CompactStanding, RoundsPerDeelnemer, unpackPeople } from '@clubelf/engine';
import type {
  CompactStandingParts,
  FairplayStanding,
  HighscoreStanding,
  PeriodeStanding,
  SeasonInput,
  SeasonResult,
  StandingPeople,
  TussenstandStanding,
} from '@clubelf/engine';
import type { EngineReply, EngineRequest, StandingsParts } from './engine-worker';
import type { RunEngine } from './recompute';
import { unpackLazily } from './result-pieces';
import type { StoredSeason } from './season-repository';

/** The worker's first file (plain JavaScript: it loads tsx, then the TypeScript worker). */
const BOOT = new URL('./engine-worker-boot.mjs', import.meta.url);
const workerData = { entry: new URL('./engine-worker.ts', import.meta.url).href };

/** The standings sent (typed arrays, transferred) put on the result: ready at once. */
function putStandings(result: SeasonResult, parts: StandingsParts): void {
  const people: StandingPeople = unpackPeople(parts.people);
  // The worker made each of these parts from a standing of that kind.
  const standing = <S>(p: CompactStandingParts) => new CompactStanding(p, people) as S;
  if (parts.tussenstand) result.tussenstand = standing<TussenstandStanding>(parts.tussenstand);
  if (parts.fairplaycup) result.fairplaycup = standing<FairplayStanding>(parts.fairplaycup);
  if (parts.highscorecup) result.highscorecup = standing<HighscoreStanding>(parts.highscorecup);
  if (parts.herbstmeister) {
    const h = parts.herbstmeister;
    result.herbstmeister = { ...h, standing: standing<TussenstandStanding>(h.standing) };
  }
  if (parts.periodes) {
    result.periodes = parts.periodes.map((p) => ({
      ...p,
      standing: standing<PeriodeStanding>(p.standing),
    }));
  }
  if (parts.subcompetities) {
    result.subcompetities = parts.subcompetities.map((s) => ({
      ...s,
      standing: standing<TussenstandStanding>(s.standing),
    }));
  }
}

interface Pending {
  resolve(reply: Extract<EngineReply, { ok: true }>): void;
  reject(error: Error): void;
}

export interface EngineThreadStats {
  /** Workers started so far (a second one means the first died). */
  started: number;
  /** The threads that ran the engine (never the main thread, 0). */
  threadIds: number[];
}

export class EngineThread {
  #worker: Worker | undefined;
  /** What the current worker holds: the objects last sent, by part. */
  #sent = new Map<string, unknown>();
  /** The last result taken from the current worker, and its request's id. */
  #last: { id: number; result: SeasonResult } | undefined;
  readonly #pending = new Map<number, Pending>();
  readonly #threadIds = new Set<number>();
  #nextId = 1;
  #started = 0;
  #closed = false;

  stats(): EngineThreadStats {
    return { started: this.#started, threadIds: [...this.#threadIds] };
  }

  /** The read model's engine step (recompute.ts RunEngine), in the worker. */
  async run(season: StoredSeason): ReturnType<RunEngine> {
    const holds = this.#last;
    // Forgotten until this reply is taken in: were it lost, the next reply keeps nothing.
    this.#last = undefined;
    const reply = await this.#ask(season, holds?.id);
    this.#threadIds.add(reply.threadId);
    // Installed at once: each field of the result is taken in when first read, or in the
    // background between reads (result-pieces.ts).
    const result = unpackLazily<SeasonResult>(reply.result);
    const kept = new Set(reply.kept);
    for (const field of kept) {
      // As it is there: a field not yet taken in stays lazy (result-pieces.ts), not taken in now.
      const descriptor = holds && Object.getOwnPropertyDescriptor(holds.result, field);
      if (!descriptor) throw new Error(`the engine thread kept ${field}, which is not here`);
      Object.defineProperty(result, field, descriptor);
    }
    // The per-round values arrived as typed arrays (transferred): ready at once.
    if (!kept.has('roundScores') || !kept.has('positionsPerRound')) {
      if (reply.rounds === undefined) throw new Error('the engine thread sent no per-round values');
      result.roundScores = new RoundsPerDeelnemer(reply.rounds.roundScores);
      result.positionsPerRound = new RoundsPerDeelnemer(reply.rounds.positionsPerRound);
    }
    // So did the standings not kept (decision 032).
    if (reply.standings) putStandings(result, reply.standings);
    for (const field of ['tussenstand', 'herbstmeister', 'periodes'] as const) {
      if (result[field] === undefined) throw new Error(`the engine thread sent no ${field}`);
    }
    this.#last = { id: reply.id, result };
    return { result, prebuilt: reply.prebuilt };
  }

  /** Ends the worker as a crash would: its recompute fails, the next starts a new worker. */
  async stopWorker(): Promise<void> {
    await this.#worker?.terminate();
  }

  /** Ends the worker; a recompute in it fails. */
  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    this.#failAll(new Error('the engine thread closed'));
    await worker?.terminate();
  }

  #ask(
    season: StoredSeason,
    holds: number | undefined,
  ): Promise<Extract<EngineReply, { ok: true }>> {
    if (this.#closed) return Promise.reject(new Error('the engine thread is closed'));
    const worker = this.#worker ?? this.#start();
    const id = this.#nextId++;
    const input: Partial<SeasonInput> = {};
    const changed = <K extends keyof SeasonInput>(key: K) => {
      if (this.#sent.get(key) === season.input[key]) return;
      input[key] = season.input[key];
      this.#sent.set(key, season.input[key]);
    };
    for (const key of Object.keys(season.input) as (keyof SeasonInput)[]) changed(key);
    const request: EngineRequest = { id, meta: season.meta, input, holds };
    if (this.#sent.get('persoonIds') !== season.persoonIds) {
      request.persoonIds = season.persoonIds;
      this.#sent.set('persoonIds', season.persoonIds);
    }
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  #start(): Worker {
    const worker = new Worker(BOOT, { workerData });
    this.#started += 1;
    this.#worker = worker;
    this.#sent = new Map();
    this.#last = undefined;
    // The HTTP server keeps the process alive; an idle worker must not.
    worker.unref();
    worker.on('message', (reply: EngineReply) => {
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (reply.ok) pending?.resolve(reply);
      else pending?.reject(new Error(`the engine failed in its thread: ${reply.message}`));
    });
    // A worker that fails to start or dies: its recompute fails, the next starts a new one
    // (which is sent the whole season: it holds nothing yet).
    const lost = (error: Error) => {
      if (this.#worker !== worker) return;
      this.#worker = undefined;
      this.#failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the engine thread stopped (exit code ${code})`)));
    return worker;
  }

  #failAll(error: Error): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
