// The login throttle's counts in the database (table login_attempt), so every instance on one
// PostgreSQL database counts the same attempts: no way round the limit by landing elsewhere.
import type { Db } from '../db/database';
import type { AttemptStore } from './attempt-store';
import {
  decrementAttempt,
  deleteAttempts,
  deleteEndedAttempts,
  incrementAttempt,
} from './login-attempt-repository';

/** Every this many increments, windows that ended are deleted (made-up names pile up else). */
const SWEEP_EVERY = 500;

export function createDbAttemptStore(db: Db): AttemptStore {
  let sinceSweep = 0;
  return {
    async increment(key, windowMs, now) {
      const count = await incrementAttempt(db, key, windowMs, now);
      sinceSweep += 1;
      if (sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        await deleteEndedAttempts(db, now);
      }
      return count;
    },
    decrement: (key, now) => decrementAttempt(db, key, now),
    clear: (key) => deleteAttempts(db, key),
  };
}
