// The engine's worker thread (engine-thread.ts starts it): runs the engine on a season and builds
// the standings' answers from its result (recompute.ts PREBUILT_KEYS), off the event loop. It
// keeps the last season it was sent, so a save sends only the parts that changed (a match result:
// the clubs, players, matches and events, not 100,000 participants).
import { parentPort, threadId } from 'node:worker_threads';
import { computeSeason } from '@clubelf/engine';
import type { RoundsPerDeelnemerParts, SeasonInput } from '@clubelf/engine';
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
}

/** The result's compact per-round values (typed arrays whose buffers are transferred). */
export interface RoundsParts {
  roundScores: RoundsPerDeelnemerParts;
  positionsPerRound: RoundsPerDeelnemerParts;
}

export type EngineReply =
  | {
      id: number;
      ok: true;
      /** The result without roundScores and positionsPerRound, which cross as `rounds`. */
      result: PackedPieces;
      rounds: RoundsParts;
      prebuilt: Answer[];
      threadId: number;
    }
  | { id: number; ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('engine-worker.ts runs as a worker thread only');

let input: Partial<SeasonInput> = {};
let persoonIds: ReadonlyMap<number, number> = new Map();

port.on('message', (request: EngineRequest) => {
  try {
    input = { ...input, ...request.input };
    if (request.persoonIds) persoonIds = request.persoonIds;
    const season: StoredSeason = { meta: request.meta, input: input as SeasonInput, persoonIds };
    const result = computeSeason(season.input);
    const prebuilt = buildPrebuiltAnswers(season, result);
    // The per-round values are typed arrays: their buffers move to the main thread as they are
    // (transferred, not serialised); the rest is cut into pieces (result-pieces.ts).
    const { roundScores, positionsPerRound, ...rest } = result;
    const packed = packPieces(rest);
    const rounds: RoundsParts = {
      roundScores: roundScores.parts(),
      positionsPerRound: positionsPerRound.parts(),
    };
    // The two share their ids array: a buffer may be listed once only.
    const buffers = new Set<ArrayBuffer>([packed.bytes.buffer]);
    for (const parts of Object.values(rounds)) {
      buffers.add(parts.ids.buffer as ArrayBuffer);
      buffers.add(parts.data.buffer as ArrayBuffer);
    }
    const reply: EngineReply = {
      id: request.id,
      ok: true,
      result: packed,
      rounds,
      prebuilt,
      threadId,
    };
    port.postMessage(reply, [...buffers]);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    port.postMessage({ id: request.id, ok: false, message } satisfies EngineReply);
  }
});
