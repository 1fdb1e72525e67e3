// The login throttle's counts in the database (table login_attempt), so every instance on one
// PostgreSQL database counts the same attempts: no way round the limit by landing elsewhere.
// Bounded: ended windows are swept now and then, and past `maxRows` the rows that end first go.
import type { Db } from '../../db/database';
import type { AttemptStore } from './attempt-store';
import {
  countAttemptRows,
  decrementAttempt,
  deleteAttempts,
  deleteEarliestAttempts,
  deleteEndedAttempts,
  incrementAttemptBelow,
  readAttempts,
} from './login-attempt-repository';

/** Every this many counted attempts, the table is swept and held to its bound. */
const SWEEP_EVERY = 200;
export const MAX_ATTEMPT_ROWS = 50_000;

export function createDbAttemptStore(
  db: Db,
  options: { maxRows?: number; sweepEvery?: number } = {},
): AttemptStore {
  const maxRows = options.maxRows ?? MAX_ATTEMPT_ROWS;
  const sweepEvery = options.sweepEvery ?? SWEEP_EVERY;
  let sinceSweep = 0;

  async function sweep(now: number) {
    await deleteEndedAttempts(db, now);
    await deleteEarliestAttempts(db, (await countAttemptRows(db)) - maxRows);
  }

  return {
    read: (keys, now) => readAttempts(db, keys, now),
    async incrementBelow(key, limit, windowMs, now) {
      const count = await incrementAttemptBelow(db, key, limit, windowMs, now);
      if (!count) return null;
      sinceSweep += 1;
      if (sinceSweep >= sweepEvery) {
        sinceSweep = 0;
        await sweep(now);
      }
      return count;
    },
    decrement: (key, now) => decrementAttempt(db, key, now),
    clear: (key) => deleteAttempts(db, key),
  };
}
