// The cup rounds as drawn: a round with its byes, and its duels in draw order.
import type { BekerKind, BekerLoting } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { insertRow } from '../../read-model/row-repository';

export interface StoredBekerRonde {
  kind: string;
  name: string;
  speelronde: number;
}

export async function findBekerRonde(db: Db, id: number): Promise<StoredBekerRonde | undefined> {
  return db
    .selectFrom('bekerRonde')
    .select(['kind', 'name', 'speelronde'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Stores a drawn round with its duels; its id. */
export async function insertBekerRonde(
  db: Db,
  ronde: { kind: BekerKind; sequence: number; speelronde: number },
  loting: BekerLoting,
): Promise<number> {
  const id = await insertRow(db, 'bekerRonde', {
    kind: ronde.kind,
    sequence: ronde.sequence,
    name: loting.name,
    speelronde: ronde.speelronde,
    byes: JSON.stringify(loting.byes),
  });
  if (loting.duels.length > 0) {
    await db
      .insertInto('bekerDuel')
      .values(
        loting.duels.map((d, slot) => ({
          bekerRondeId: id,
          slot,
          firstId: d.first,
          secondId: d.second,
        })),
      )
      .execute();
  }
  return id;
}

/** Removes the round (its duels go with it). */
export async function deleteBekerRonde(db: Db, id: number): Promise<void> {
  await db.deleteFrom('bekerRonde').where('id', '=', id).execute();
}
