// Passkeys (issue 27, decision 027): a person signed in once may add WebAuthn credentials
// (discoverable, so sign-in needs no name first). Kept per credential: its id and public key
// (base64url text, the same on SQLite and PostgreSQL), the signature counter (bigint: the
// authenticator's is an unsigned 32-bit number), its transports (a JSON array), the name the
// person sees (browser and device) and when it was made and last used. The challenge between
// options and verify is not stored here: it travels in a signed, HttpOnly cookie (decision 027).
// A migration is frozen history: it never imports app code, only Kysely.
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('passkey')
    .addColumn('id', 'integer', (c) =>
      isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('persoon_id', 'integer', (c) =>
      c.notNull().references('persoon.id').onDelete('cascade'),
    )
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('name', 'text', (c) => c.notNull())
    // ISO timestamps.
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkey_persoon').on('passkey').column('persoon_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('passkey').execute();
}
