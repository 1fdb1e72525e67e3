// The login throttle's counts in the database (table login_attempt), so every instance on one
// PostgreSQL database counts the same attempts: no way round the limit by landing elsewhere.
import type { Db } from '../db/database';
import type { AttemptCount, AttemptStore } from './attempt-store';

/** Every this many increments, windows that ended are deleted (made-up names pile up else). */
const SWEEP_EVERY = 500;

export function createDbAttemptStore(db: Db): AttemptStore {
  let sinceSweep = 0;
  return {
    async increment(key, windowMs, now) {
      // One statement, so parallel attempts on any instance cannot read the same count.
      const row = await db
        .insertInto('loginAttempt')
        .values({ key, count: 1, resetAt: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const running = eb('loginAttempt.resetAt', '>', now);
            return {
              count: eb
                .case()
                .when(running)
                .then(eb('loginAttempt.count', '+', 1))
                .else(1)
                .end(),
              resetAt: eb
                .case()
                .when(running)
                .then(eb.ref('loginAttempt.resetAt'))
                .else(now + windowMs)
                .end(),
            };
          }),
        )
        .returning(['count', 'resetAt'])
        .executeTakeFirstOrThrow();
      sinceSweep += 1;
      if (sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        await db.deleteFrom('loginAttempt').where('resetAt', '<=', now).execute();
      }
      return { count: row.count, resetAt: Number(row.resetAt) } satisfies AttemptCount;
    },
    async decrement(key, now) {
      await db
        .updateTable('loginAttempt')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('resetAt', '>', now)
        .where('count', '>', 0)
        .execute();
    },
    async clear(key) {
      await db.deleteFrom('loginAttempt').where('key', '=', key).execute();
    },
  };
}
