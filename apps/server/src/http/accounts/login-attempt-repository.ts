// The login throttle's counts (table login_attempt): one row per key, with its window's end.
import type { Db } from '../../db/database';
import type { AttemptCount } from './attempt-store';

/** The running windows among the keys. Reads only. */
export async function readAttempts(
  db: Db,
  keys: readonly string[],
  now: number,
): Promise<Map<string, AttemptCount>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('loginAttempt')
    .select(['key', 'count', 'resetAt'])
    .where('key', 'in', [...keys])
    .where('resetAt', '>', now)
    .execute();
  return new Map(rows.map((r) => [r.key, { count: r.count, resetAt: Number(r.resetAt) }]));
}

/**
 * Adds one to the key's count, or starts a new window of `windowMs` when none is running, unless
 * the running window already holds `limit` (then nothing is written: undefined). One statement,
 * so parallel attempts on any instance cannot read the same count.
 */
export async function incrementAttemptBelow(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): Promise<AttemptCount | undefined> {
  const row = await db
    .insertInto('loginAttempt')
    .values({ key, count: 1, resetAt: now + windowMs })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => {
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
        })
        .where((eb) =>
          eb.or([eb('loginAttempt.resetAt', '<=', now), eb('loginAttempt.count', '<', limit)]),
        ),
    )
    .returning(['count', 'resetAt'])
    .executeTakeFirst();
  return row && { count: row.count, resetAt: Number(row.resetAt) };
}

/** Takes one back from a running window; a count that would reach zero is deleted. */
export async function decrementAttempt(db: Db, key: string, now: number): Promise<void> {
  await db
    .deleteFrom('loginAttempt')
    .where('key', '=', key)
    .where((eb) => eb.or([eb('count', '<=', 1), eb('resetAt', '<=', now)]))
    .execute();
  await db
    .updateTable('loginAttempt')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('resetAt', '>', now)
    .where('count', '>', 1)
    .execute();
}

export async function deleteAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginAttempt').where('key', '=', key).execute();
}

/** Deletes the counts of windows that ended. */
export async function deleteEndedAttempts(db: Db, now: number): Promise<void> {
  await db.deleteFrom('loginAttempt').where('resetAt', '<=', now).execute();
}

export async function countAttemptRows(db: Db): Promise<number> {
  const row = await db
    .selectFrom('loginAttempt')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes the `count` rows whose windows end first (the table is over its bound). */
export async function deleteEarliestAttempts(db: Db, count: number): Promise<void> {
  if (count <= 0) return;
  await db
    .deleteFrom('loginAttempt')
    .where('key', 'in', (eb) =>
      eb.selectFrom('loginAttempt').select('key').orderBy('resetAt').orderBy('key').limit(count),
    )
    .execute();
}
