// Participant accounts (issue 27): a person (persoon) signs in without a password, by a link
// mailed to them or made by the organiser. The account holds the person's e-mail (normalised:
// trimmed, lower case) and the version every sign-in token carries; a sign-in link is stored
// only as the sha-256 of its token, with its end and the moment it was used.
// A migration is frozen history: it never imports app code, only Kysely.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('persoon_account')
    .addColumn('persoon_id', 'integer', (c) =>
      c.primaryKey().references('persoon.id').onDelete('cascade'),
    )
    .addColumn('email', 'text')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'text')
    .execute();
  await db.schema
    .createIndex('persoon_account_email')
    .on('persoon_account')
    .column('email')
    .execute();
  await db.schema
    .createTable('inloglink')
    // sha-256 (hex) of the link's token: the token itself is only in the mail or the message.
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('persoon_id', 'integer', (c) =>
      c.notNull().references('persoon.id').onDelete('cascade'),
    )
    // mail | organisator
    .addColumn('kind', 'text', (c) => c.notNull())
    // The address the mail went to (null for the organiser's link).
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('inloglink_persoon').on('inloglink').column('persoon_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inloglink').execute();
  await db.schema.dropTable('persoon_account').execute();
}
