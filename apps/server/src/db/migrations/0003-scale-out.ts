// What several instances on one database share besides the season: the generation of the
// stored views (each instance's cache checks it) and the login throttle's counts.
// A migration is frozen history: it never imports app code, only Kysely.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('view_generation')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into view_generation (id, generation) values (1, 0)`.execute(db);

  await db.schema
    .createTable('login_attempt')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    /** Epoch milliseconds: beyond 32 bits. */
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_attempt').execute();
  await db.schema.dropTable('view_generation').execute();
}
