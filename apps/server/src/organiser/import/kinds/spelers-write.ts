import type { Db } from '../../../db/database';
import { refuseDuplicateClubName } from '../../clubs/club-routes';
import type { AuditNote } from '../../organiser-write';
import { checkSpeler, createSpeler } from '../../spelers/speler-service';
import type { ImportContext } from '../import-context';
import { nameKey } from '../name-key';
import type { SpelersPlan } from './spelers-check';

/**
 * The new clubs first, then every accepted player through the dashboard's own player service
 * (inside the import's transaction: a rule broken now fails the whole import).
 */
export async function writeSpelers(
  trx: Db,
  plan: SpelersPlan,
  ctx: ImportContext,
): Promise<AuditNote> {
  const clubIds = new Map(ctx.input.clubs.map((c) => [nameKey(c.name), c.id]));
  for (const name of plan.newClubs) {
    await refuseDuplicateClubName(trx, name);
    const row = await trx
      .insertInto('club')
      .values({ name })
      .returning('id')
      .executeTakeFirstOrThrow();
    clubIds.set(nameKey(name), row.id);
  }
  for (const { clubName, ...speler } of plan.spelers) {
    const body = { ...speler, clubId: clubIds.get(nameKey(clubName))! };
    await checkSpeler(trx, body);
    await createSpeler(trx, body);
  }
  const clubs = plan.newClubs.length > 0 ? ` en ${plan.newClubs.length} nieuwe club(s)` : '';
  return {
    action: 'import.spelers',
    summary: `Import: ${plan.spelers.length} speler(s)${clubs} toegevoegd`,
    details: { spelers: plan.spelers.length, newClubs: plan.newClubs },
  };
}
