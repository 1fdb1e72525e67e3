// The engine's worker thread (engine-thread.ts starts it): runs the engine on a season and builds
// the standings' answers from its result (recompute.ts PREBUILT_KEYS), off the event loop. It
// keeps the last season it was sent, so a save sends only the parts that changed (a match result:
// the clubs, players, matches and events, not 100,000 participants), and its last computation,
// so the engine sums and ranks only what the save can have changed (decision 033); the result's
// fields that are the very objects of the last result do not cross again (`kept`).
import { parentPort, threadId } from 'node:worker_threads';
import { computeSeasonFrom, copyParts, packPeople, partsBuffers } from '@clubelf/engine';
import type {
  CompactStanding,
  CompactStandingParts,
  HerbstmeisterResult,
  PackedPeople,
  PeriodeResult,
  RoundsPerDeelnemer,
  RoundsPerDeelnemerParts,
  SeasonComputation,
  SeasonInput,
  SeasonResult,
  StandingPeople,
  SubcompetitieResult,
} from '@clubelf/engine';
import type { Answer } from './answer';
import { buildPrebuiltAnswers } from './recompute';
import { packPieces } from './result-pieces';
import type { PackedPieces } from './result-pieces';
import type { SeasonMeta, StoredSeason } from './season-repository';

export interface EngineRequest {
  id: number;
  meta: SeasonMeta;
  /** The input's parts that changed since the last request to this worker (all, the first). */
  input: Partial<SeasonInput>;
  /** Sent when changed since the last request. */
  persoonIds?: ReadonlyMap<number, number>;
  /** The id of the request whose result the main thread holds (it can take `kept` from it). */
  holds: number | undefined;
}

/** The result's compact per-round values (typed arrays whose buffers are transferred). */
export interface RoundsParts {
  roundScores: RoundsPerDeelnemerParts;
  positionsPerRound: RoundsPerDeelnemerParts;
}

/** A result object holding a standing, with the standing as its parts. */
type WithParts<T> = Omit<T, 'standing'> & { standing: CompactStandingParts };

/**
 * The result's standings (compact-standing.ts) as typed arrays whose buffers are transferred, and
 * the participants' names they share, once; each field absent when kept.
 */
export interface StandingsParts {
  people: PackedPeople;
  tussenstand?: CompactStandingParts;
  fairplaycup?: CompactStandingParts;
  highscorecup?: CompactStandingParts;
  herbstmeister?: WithParts<HerbstmeisterResult>;
  periodes?: WithParts<PeriodeResult>[];
  subcompetities?: WithParts<SubcompetitieResult>[];
}

/** The result's fields that hold standings: they cross as StandingsParts. */
export const STANDING_FIELDS = [
  'tussenstand',
  'fairplaycup',
  'highscorecup',
  'herbstmeister',
  'periodes',
  'subcompetities',
] as const satisfies readonly (keyof SeasonResult)[];

/** The result's fields, each sent unless kept. */
export type ResultField = keyof SeasonResult;

export type EngineReply =
  | {
      id: number;
      ok: true;
      /** The result without roundScores, positionsPerRound and the kept fields. */
      result: PackedPieces;
      /** Absent when both are kept. */
      rounds: RoundsParts | undefined;
      /** Absent when every standing is kept. */
      standings: StandingsParts | undefined;
      /** Fields that are the very objects of the result of request `holds`: not sent. */
      kept: ResultField[];
      prebuilt: Answer[];
      threadId: number;
    }
  | { id: number; ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('engine-worker.ts runs as a worker thread only');

let input: Partial<SeasonInput> = {};
let persoonIds: ReadonlyMap<number, number> = new Map();
/** The last computation and the request it answered. */
let previous: { id: number; computation: SeasonComputation } | undefined;

/**
 * Copies of the per-round values to transfer: the worker's own arrays stay with its computation
 * (the next one takes rounds over from them), so they must not be detached by the transfer.
 */
function roundsCopy(roundScores: RoundsPerDeelnemer, positions: RoundsPerDeelnemer): RoundsParts {
  const ids = roundScores.ids.slice();
  return {
    roundScores: { ...roundScores.parts(), ids, data: roundScores.data.slice() },
    positionsPerRound: { ...positions.parts(), ids, data: positions.data.slice() },
  };
}

/** The packed names of the last people sent (the same object while the participants are). */
let packedPeople: { people: StandingPeople; packed: PackedPeople } | undefined;

/**
 * The standings not kept, as copies of their arrays (the engine's own stay with its computation,
 * and a standing's columns can be views of its round arrays), with the buffers to transfer.
 */
function standingsCopy(
  result: SeasonResult,
  kept: ReadonlySet<string>,
): { parts: StandingsParts | undefined; buffers: ArrayBuffer[] } {
  const buffers: ArrayBuffer[] = [];
  const copy = (standing: CompactStanding): CompactStandingParts => {
    const parts = copyParts(standing.parts);
    buffers.push(...partsBuffers(parts));
    return parts;
  };
  const send = (field: (typeof STANDING_FIELDS)[number]) => !kept.has(field);
  if (!STANDING_FIELDS.some(send)) return { parts: undefined, buffers };
  const people = result.tussenstand.people;
  if (packedPeople?.people !== people) packedPeople = { people, packed: packPeople(people) };
  const withParts = <T extends { standing: CompactStanding }>(item: T) => ({
    ...item,
    standing: copy(item.standing),
  });
  return {
    parts: {
      people: packedPeople.packed,
      tussenstand: send('tussenstand') ? copy(result.tussenstand) : undefined,
      fairplaycup: send('fairplaycup') ? copy(result.fairplaycup) : undefined,
      highscorecup: send('highscorecup') ? copy(result.highscorecup) : undefined,
      herbstmeister: send('herbstmeister') ? withParts(result.herbstmeister) : undefined,
      periodes: send('periodes') ? result.periodes.map(withParts) : undefined,
      subcompetities: send('subcompetities') ? result.subcompetities.map(withParts) : undefined,
    },
    buffers,
  };
}

port.on('message', (request: EngineRequest) => {
  try {
    input = { ...input, ...request.input };
    if (request.persoonIds) persoonIds = request.persoonIds;
    const season: StoredSeason = { meta: request.meta, input: input as SeasonInput, persoonIds };
    const from = previous;
    // Dropped first: after an engine error the next request starts from scratch.
    previous = undefined;
    const computation = computeSeasonFrom(from?.computation, season.input);
    const result = computation.result;
    const prebuilt = buildPrebuiltAnswers(season, result);
    // Fields the main thread has already: the very objects of the result it holds.
    const before = from !== undefined && from.id === request.holds ? from.computation.result : null;
    const kept = before
      ? (Object.keys(result) as ResultField[]).filter((field) => result[field] === before[field])
      : [];
    const keptSet = new Set<string>(kept);
    // The per-round values are typed arrays: copies of their buffers move to the main thread as
    // they are (transferred, not serialised); the rest is cut into pieces (result-pieces.ts).
    const { roundScores, positionsPerRound, ...rest } = result;
    // So are the standings' arrays (decision 032); the rest is cut into pieces.
    const standingFields = new Set<string>(STANDING_FIELDS);
    const packed = packPieces(
      Object.fromEntries(
        Object.entries(rest).filter(([field]) => !keptSet.has(field) && !standingFields.has(field)),
      ),
    );
    const standings = standingsCopy(result, keptSet);
    const rounds =
      keptSet.has('roundScores') && keptSet.has('positionsPerRound')
        ? undefined
        : roundsCopy(roundScores, positionsPerRound);
    // The two share their ids array: a buffer may be listed once only.
    const buffers = new Set<ArrayBuffer>([packed.bytes.buffer, ...standings.buffers]);
    for (const parts of rounds ? Object.values(rounds) : []) {
      buffers.add(parts.ids.buffer as ArrayBuffer);
      buffers.add(parts.data.buffer as ArrayBuffer);
    }
    const reply: EngineReply = {
      id: request.id,
      ok: true,
      result: packed,
      rounds,
      standings: standings.parts,
      kept,
      prebuilt,
      threadId,
    };
    port.postMessage(reply, [...buffers]);
    previous = { id: request.id, computation };
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    port.postMessage({ id: request.id, ok: false, message } satisfies EngineReply);
  }
});
