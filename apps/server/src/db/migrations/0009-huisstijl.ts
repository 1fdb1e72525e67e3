// The supporters club's colours and crest: one row for the whole site (not per season), absent
// until the organiser sets them (the web app's defaults apply). The crest is stored resized, as
// base64 text, so a backup (JSON) and every instance carry it like any other row.
// A migration is frozen history: it never imports app code, only Kysely.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('huisstijl')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('primary_colour', 'text', (c) => c.notNull())
    .addColumn('secondary_colour', 'text', (c) => c.notNull())
    // sha256 prefix of the uploaded crest: in its URLs, so they can be cached for good.
    .addColumn('crest_version', 'text')
    .addColumn('crest_png128', 'text')
    .addColumn('crest_png256', 'text')
    .addColumn('crest_webp128', 'text')
    .addColumn('crest_webp256', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('huisstijl').execute();
}
