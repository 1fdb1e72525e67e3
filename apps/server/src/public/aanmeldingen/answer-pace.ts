// The honeypot's answer takes as long as a real one (issue 24). A stored enrolment ends with a
// commit that syncs the disk (synchronous FULL, some milliseconds); the honeypot's request does
// the same reads but writes nothing, so it would come back measurably sooner. It waits for the
// difference: how long stored enrolments took lately, less its own time.
import { setTimeout as sleep } from 'node:timers/promises';

/** How much the newest stored enrolment moves the typical time (an exponential average). */
const WEIGHT = 0.2;
/** Before any enrolment was stored here: about a synced commit and the checks. */
const FIRST_GUESS_MS = 15;
/** Never hold a request longer than this, whatever a slow moment made typical. */
const MOST_MS = 1_000;

export function createAnswerPace(firstGuessMs = FIRST_GUESS_MS) {
  let typicalMs = firstGuessMs;
  return {
    /** A real enrolment was stored in `ms`. */
    stored(ms: number): void {
      typicalMs += WEIGHT * (ms - typicalMs);
    },
    /** How long a request that took `ms` still waits to look like a stored one. */
    waitFor(ms: number): number {
      return Math.min(MOST_MS, Math.max(0, typicalMs - ms));
    },
    async matchStored(ms: number): Promise<void> {
      const wait = this.waitFor(ms);
      if (wait > 0) await sleep(wait);
    },
  };
}
