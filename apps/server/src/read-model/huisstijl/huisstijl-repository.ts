// The one row of the club's colours and crest (migration 0009), absent until first set.
import type { Db } from '../../db/database';
import type { CrestImages } from './crest-image';

export const DEFAULT_COLOURS = { primaryColour: '#0b5d2a', secondaryColour: '#f5c400' } as const;
const ROW_ID = 1;

export interface HuisstijlSettings {
  primaryColour: string;
  secondaryColour: string;
  crestVersion: string | null;
}

export type CrestFile = 'png128' | 'png256' | 'webp128' | 'webp256';

const CREST_COLUMNS = {
  png128: 'crestPng128',
  png256: 'crestPng256',
  webp128: 'crestWebp128',
  webp256: 'crestWebp256',
} as const;

/** The colours and the crest's version, without the images. */
export async function readHuisstijl(db: Db): Promise<HuisstijlSettings> {
  const row = await db
    .selectFrom('huisstijl')
    .select(['primaryColour', 'secondaryColour', 'crestVersion'])
    .where('id', '=', ROW_ID)
    .executeTakeFirst();
  return row ?? { ...DEFAULT_COLOURS, crestVersion: null };
}

/** One stored crest image, when `version` is the crest in place. */
export async function readCrestFile(
  db: Db,
  version: string,
  file: CrestFile,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('huisstijl')
    .select(CREST_COLUMNS[file])
    .where('id', '=', ROW_ID)
    .where('crestVersion', '=', version)
    .executeTakeFirst();
  const base64 = row?.[CREST_COLUMNS[file]];
  return base64 ? Buffer.from(base64, 'base64') : undefined;
}

type Changes = Partial<{
  primaryColour: string;
  secondaryColour: string;
  crestVersion: string | null;
  crestPng128: string | null;
  crestPng256: string | null;
  crestWebp128: string | null;
  crestWebp256: string | null;
}>;

async function upsert(db: Db, changes: Changes, now: Date): Promise<void> {
  const updatedAt = now.toISOString();
  await db
    .insertInto('huisstijl')
    .values({ id: ROW_ID, ...DEFAULT_COLOURS, ...changes, updatedAt })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...changes, updatedAt }))
    .execute();
}

export function saveColours(
  db: Db,
  colours: { primaryColour: string; secondaryColour: string },
  now = new Date(),
): Promise<void> {
  return upsert(db, colours, now);
}

/** Stores a crest, or removes it (null). */
export function saveCrest(db: Db, crest: CrestImages | null, now = new Date()): Promise<void> {
  const b64 = (b: Buffer | undefined) => (b ? b.toString('base64') : null);
  return upsert(
    db,
    {
      crestVersion: crest?.version ?? null,
      crestPng128: b64(crest?.png128),
      crestPng256: b64(crest?.png256),
      crestWebp128: b64(crest?.webp128),
      crestWebp256: b64(crest?.webp256),
    },
    now,
  );
}
