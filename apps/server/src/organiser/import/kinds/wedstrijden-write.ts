import type { Db } from '../../../db/database';
import { insertRows } from '../../../db/insert-rows';
import type { AuditNote } from '../../organiser-write';
import type { WedstrijdenPlan } from './wedstrijden-check';

export async function writeWedstrijden(trx: Db, plan: WedstrijdenPlan): Promise<AuditNote> {
  await insertRows(trx, 'wedstrijd', plan.wedstrijden);
  const rounds = [...new Set(plan.wedstrijden.map((w) => w.round))].sort((a, b) => a - b);
  return {
    action: 'import.wedstrijden',
    summary: `Import: ${plan.wedstrijden.length} wedstrijd(en) toegevoegd aan het speelschema`,
    details: { wedstrijden: plan.wedstrijden.length, rounds },
  };
}
