// Who an announcement goes to: the persons of the season's participants, or of one
// subcompetitie; and the subcompetities there are.
import type { Db } from '../../db/database';

/** The persons the announcement goes to: participants (of the subcompetitie) with a person. */
export async function ontvangers(trx: Db, subcompetitie: string | undefined): Promise<number[]> {
  let query = trx
    .selectFrom('deelnemer')
    .select('deelnemer.persoonId')
    .where('deelnemer.persoonId', 'is not', null);
  if (subcompetitie !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('deelnemerSubcompetitie')
          .select('deelnemerSubcompetitie.deelnemerId')
          .whereRef('deelnemerSubcompetitie.deelnemerId', '=', 'deelnemer.id')
          .where('deelnemerSubcompetitie.name', '=', subcompetitie),
      ),
    );
  }
  const rows = await query.execute();
  return [...new Set(rows.map((r) => r.persoonId!))];
}

export async function subcompetitieNames(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('deelnemerSubcompetitie')
    .select('name')
    .distinct()
    .orderBy('name')
    .execute();
  return rows.map((r) => r.name);
}
