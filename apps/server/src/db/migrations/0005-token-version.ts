// A version per organiser account that every sign-in token carries: a password change raises
// it, so tokens issued before the change are refused (decision 008).
// A migration is frozen history: it never imports app code, only Kysely.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('account')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account').dropColumn('token_version').execute();
}
