import type { Db } from '../../../db/database';
import { createClub } from '../../clubs/club-service';
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
    clubIds.set(nameKey(name), await createClub(trx, name));
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
