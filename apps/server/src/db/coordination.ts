// Instances on one PostgreSQL database take turns for work that must not run twice at once
// (the first start's seed, a recompute). SQLite serves one instance, whose own queue suffices.
import { sql } from 'kysely';
import type { Db } from './database';
import { isPostgres } from './database';

export type LockName = 'startup' | 'recompute';

const lockKey = (name: LockName) => sql`hashtext(${`clubelf:${name}`})`;

/** Runs `work` while this instance holds the named lock (a session advisory lock on PostgreSQL). */
export async function withExclusiveLock<T>(
  db: Db,
  name: LockName,
  work: () => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return work();
  // The lock belongs to one connection, held aside for the duration; `work` uses the pool.
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${lockKey(name)})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${lockKey(name)})`.execute(connection);
    }
  });
}

/** Inside a transaction: waits for the named lock, which the commit or rollback releases. */
export async function lockForTransaction(trx: Db, name: LockName): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(${lockKey(name)})`.execute(trx);
}
