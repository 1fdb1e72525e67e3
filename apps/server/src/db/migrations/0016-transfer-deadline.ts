// Transfers by the participant (issue 27, item 3; decision 028): a transfer window gets its
// deadline, and a transfer says who made it.
// - transfer_window.sluit_op: the deadline as an ISO timestamp in UTC ("2027-01-10T19:00:00.000Z"),
//   text like every other moment the app stores (audit_log.at, created_at), so both databases
//   compare it the same way; null for a window made before (or without) one: then only the
//   organiser enters its transfers, as before.
// - transfer.door: 'deelnemer' when the participant made it himself, 'organisator' otherwise
//   (every transfer before this migration was the organiser's). The participant is the team's own
//   person, so no person id is needed; the dashboard counts per window who used how many.
// A migration is frozen history: it never imports app code, only Kysely.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transfer_window').addColumn('sluit_op', 'text').execute();
  await db.schema
    .alterTable('transfer')
    .addColumn('door', 'text', (c) => c.notNull().defaultTo('organisator'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transfer').dropColumn('door').execute();
  await db.schema.alterTable('transfer_window').dropColumn('sluit_op').execute();
}
