// At most a few heavy uploads (a spreadsheet import, a backup restore) are worked on at once in
// this process; one more is refused at once with 503 instead of queueing for memory.
import { HttpError } from '../errors';

export interface UploadGate {
  /** Runs `work` in a free place, or refuses with 503 when all places are taken. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
}

export function createUploadGate(places: number): UploadGate {
  let running = 0;
  return {
    get running() {
      return running;
    },
    async run(work) {
      if (running >= places) {
        throw new HttpError(
          503,
          'busy',
          `De server verwerkt al ${places} bestanden (import of terugzetten van een back-up). Probeer het over een minuut opnieuw.`,
        );
      }
      running += 1;
      try {
        return await work();
      } finally {
        running -= 1;
      }
    },
  };
}

/** Shared by the spreadsheet import and the backup restore: memory is per process. */
export const MAX_CONCURRENT_UPLOADS = 2;
export const uploadGate = createUploadGate(MAX_CONCURRENT_UPLOADS);
