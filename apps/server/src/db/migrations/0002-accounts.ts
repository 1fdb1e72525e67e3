// Organiser accounts. A migration is frozen history: it never imports app code, only Kysely.
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite's INTEGER PRIMARY KEY assigns ids by itself; PostgreSQL needs an identity column.
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('account')
    .addColumn('id', 'integer', (c) =>
      isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('display_name', 'text', (c) => c.notNull())
    // Stored trimmed and in lower case, so uniqueness and sign-in ignore case.
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    /** scrypt$log2N$r$p$salt$key: never the password itself. */
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account').execute();
}
