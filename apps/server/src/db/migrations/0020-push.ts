// Web Push (issue 28, item 3; decision 029): the browsers a person switched notifications on in.
// Per subscription its push service's endpoint (unique: a browser re-subscribing replaces its
// row), the keys the payload is encrypted with (RFC 8291: the browser's P-256 public key and
// auth secret, base64url), when it was made and when a push last reached it. It goes with the
// person. Beside it, on PostgreSQL only, the site's VAPID key pair when it is not configured:
// every instance must sign with the same one (one row, written once by whichever starts first).
// A migration is frozen history: it never imports app code, only Kysely.
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('push_abonnement')
    .addColumn('id', 'integer', (c) =>
      isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('persoon_id', 'integer', (c) =>
      c.notNull().references('persoon.id').onDelete('cascade'),
    )
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    // ISO timestamps.
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'text')
    .execute();
  await db.schema
    .createIndex('push_abonnement_persoon')
    .on('push_abonnement')
    .column('persoon_id')
    .execute();
  await db.schema
    .createTable('push_sleutel')
    // Always 1: one key pair per site.
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_sleutel').execute();
  await db.schema.dropTable('push_abonnement').execute();
}
