// At most a few heavy uploads (a spreadsheet import, a backup restore) are worked on at once in
// this process; one more is refused at once with 503 instead of queueing for memory. A place is
// taken before the body is read (`holdsUploadPlace`): parsing a large JSON body is part of the
// memory an upload costs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

export interface UploadGate {
  /** Takes a place, or refuses with 503 when all are taken; the function gives it back (once). */
  acquire(): () => void;
  /** Runs `work` in a free place, or refuses with 503 when all places are taken. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
}

export function createUploadGate(places: number): UploadGate {
  let running = 0;
  const acquire = () => {
    if (running >= places) {
      throw new HttpError(
        503,
        'busy',
        `De server verwerkt al ${places} bestanden (import of terugzetten van een back-up). Probeer het over een minuut opnieuw.`,
      );
    }
    running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running -= 1;
    };
  };
  return {
    get running() {
      return running;
    },
    acquire,
    async run(work) {
      const release = acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

/** Shared by the spreadsheet import and the backup restore: memory is per process. */
export const MAX_CONCURRENT_UPLOADS = 2;
export const uploadGate = createUploadGate(MAX_CONCURRENT_UPLOADS);

/**
 * Route hooks that hold a place of `gate` from before the body is read until the answer is sent
 * (or the client gives up): a third upload is refused before its body is parsed. The route's
 * onRequest hooks (the organiser's sign-in) run first, so only an organiser can take a place.
 */
export function holdsUploadPlace(gate: UploadGate = uploadGate) {
  const held = new WeakMap<FastifyRequest, () => void>();
  const release = async (request: FastifyRequest) => {
    held.get(request)?.();
    held.delete(request);
  };
  return {
    preParsing: async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      held.set(request, gate.acquire());
      return payload;
    },
    onResponse: release,
    onRequestAbort: release,
    onTimeout: release,
  };
}
