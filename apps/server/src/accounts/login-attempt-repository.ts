// The login throttle's counts (table login_attempt): one row per key, with its window's end.
import type { Db } from '../db/database';
import type { AttemptCount } from './attempt-store';

/**
 * Adds one to the key's count, or starts a new window of `windowMs` when none is running. One
 * statement, so parallel attempts on any instance cannot read the same count.
 */
export async function incrementAttempt(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
): Promise<AttemptCount> {
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
  return { count: row.count, resetAt: Number(row.resetAt) };
}

/** Takes one back from a running window (never below zero). */
export async function decrementAttempt(db: Db, key: string, now: number): Promise<void> {
  await db
    .updateTable('loginAttempt')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('resetAt', '>', now)
    .where('count', '>', 0)
    .execute();
}

export async function deleteAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginAttempt').where('key', '=', key).execute();
}

/** Deletes the counts of windows that ended. */
export async function deleteEndedAttempts(db: Db, now: number): Promise<void> {
  await db.deleteFrom('loginAttempt').where('resetAt', '<=', now).execute();
}
