import type { Db } from '../../../db/database';
import type { AuditNote } from '../../organiser-write';
import { checkWedstrijd, createWedstrijd } from '../../speelschema/wedstrijd-service';
import type { WedstrijdenPlan } from './wedstrijden-check';

/** Every accepted match through the dashboard's own match service. */
export async function writeWedstrijden(trx: Db, plan: WedstrijdenPlan): Promise<AuditNote> {
  for (const wedstrijd of plan.wedstrijden) {
    await checkWedstrijd(trx, wedstrijd);
    await createWedstrijd(trx, wedstrijd);
  }
  const rounds = [...new Set(plan.wedstrijden.map((w) => w.round))].sort((a, b) => a - b);
  return {
    action: 'import.wedstrijden',
    summary: `Import: ${plan.wedstrijden.length} wedstrijd(en) toegevoegd aan het speelschema`,
    details: { wedstrijden: plan.wedstrijden.length, rounds },
  };
}
