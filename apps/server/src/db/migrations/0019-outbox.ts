// The outbox (issue 28): every message to a person is a row, written in the transaction of the
// event that causes it, then delivered by a sender loop that claims rows with a lease (exactly
// one instance sends a row), retries with backoff and gives up after a limit with the reason.
// Beside it: each person's choice per kind and channel, and per participant the position a
// round's message last told them (a correction that changes no position sends nothing new).
// A migration is frozen history: it never imports app code, only Kysely.
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('bericht')
    .addColumn('id', 'integer', (c) =>
      isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    // Null for a message to an address without a person yet (an enrolment) and for a fact.
    .addColumn('persoon_id', 'integer', (c) => c.references('persoon.id').onDelete('cascade'))
    // deadline | ronde | aanmelding | mededeling | ronde-compleet (a fact to fan out)
    .addColumn('kind', 'text', (c) => c.notNull())
    // mail | intern (a fact handled by the server itself); push comes as a second sender.
    .addColumn('channel', 'text', (c) => c.notNull())
    // Unique: writing the same message twice is a no-op, and it is the mail's Message-ID.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    // The address (mail); null for a fact.
    .addColumn('address', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    // JSON: what the channel renders (the text, the HTML's parts, the unsubscribe kind).
    .addColumn('payload', 'text', (c) => c.notNull())
    // waiting | sending | sent | failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // ISO timestamps.
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('bericht_due')
    .on('bericht')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('bericht_persoon').on('bericht').column('persoon_id').execute();
  await db.schema
    .createTable('bericht_voorkeur')
    .addColumn('persoon_id', 'integer', (c) =>
      c.notNull().references('persoon.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bericht_voorkeur_pk', ['persoon_id', 'kind', 'channel'])
    .execute();
  await db.schema
    .createTable('ronde_bericht_stand')
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('deelnemer_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ronde_bericht_stand_pk', ['season_id', 'round', 'deelnemer_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ronde_bericht_stand').execute();
  await db.schema.dropTable('bericht_voorkeur').execute();
  await db.schema.dropTable('bericht').execute();
}
