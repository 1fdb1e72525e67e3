// A person's choices per kind and channel (migration 0019). Only what differs from the default
// is a row: mail on for every kind (the participant gave the club their address to hear about
// the game), push off until the person turns it on in a browser (it needs their permission).
import { BERICHT_SOORTEN, type BerichtSoort, type BerichtVoorkeuren } from '@clubelf/contract';
import type { Db } from '../db/database';

export type Kanaal = 'mail' | 'push';

export const DEFAULT_VOORKEUR: Record<Kanaal, boolean> = { mail: true, push: false };

export function defaultVoorkeuren(): BerichtVoorkeuren {
  return {
    deadline: { ...DEFAULT_VOORKEUR },
    ronde: { ...DEFAULT_VOORKEUR },
    aanmelding: { ...DEFAULT_VOORKEUR },
  };
}

export async function voorkeurenOf(db: Db, persoonId: number): Promise<BerichtVoorkeuren> {
  const rows = await db
    .selectFrom('berichtVoorkeur')
    .select(['kind', 'channel', 'enabled'])
    .where('persoonId', '=', persoonId)
    .execute();
  const choices = defaultVoorkeuren();
  for (const row of rows) {
    const soort = row.kind as BerichtSoort;
    if (!BERICHT_SOORTEN.includes(soort)) continue;
    if (row.channel === 'mail' || row.channel === 'push') {
      choices[soort][row.channel] = Number(row.enabled) === 1;
    }
  }
  return choices;
}

export async function setVoorkeur(
  db: Db,
  persoonId: number,
  soort: BerichtSoort,
  kanaal: Kanaal,
  enabled: boolean,
  now: Date,
): Promise<void> {
  const values = { enabled: enabled ? 1 : 0, updatedAt: now.toISOString() };
  await db
    .insertInto('berichtVoorkeur')
    .values({ persoonId, kind: soort, channel: kanaal, ...values })
    .onConflict((oc) => oc.columns(['persoonId', 'kind', 'channel']).doUpdateSet(values))
    .execute();
}

export async function setVoorkeuren(
  db: Db,
  persoonId: number,
  choices: BerichtVoorkeuren,
  now: Date,
): Promise<void> {
  for (const soort of BERICHT_SOORTEN) {
    for (const kanaal of ['mail', 'push'] as const) {
      await setVoorkeur(db, persoonId, soort, kanaal, choices[soort][kanaal], now);
    }
  }
}

/** Of these persons, those who switched mail of this kind off. */
export async function mailOff(
  db: Db,
  soort: BerichtSoort,
  persoonIds: readonly number[],
): Promise<Set<number>> {
  const off = new Set<number>();
  for (let i = 0; i < persoonIds.length; i += 500) {
    const rows = await db
      .selectFrom('berichtVoorkeur')
      .select('persoonId')
      .where('kind', '=', soort)
      .where('channel', '=', 'mail')
      .where('enabled', '=', 0)
      .where('persoonId', 'in', persoonIds.slice(i, i + 500))
      .execute();
    for (const row of rows) off.add(row.persoonId);
  }
  return off;
}

/** The persons' stored choices (what differs from the defaults), for their privacy export. */
export async function voorkeurRowsOf(db: Db, persoonIds: readonly number[]) {
  if (persoonIds.length === 0) return [];
  return db
    .selectFrom('berichtVoorkeur')
    .select(['persoonId', 'kind', 'channel', 'enabled', 'updatedAt'])
    .where('persoonId', 'in', [...persoonIds])
    .orderBy('persoonId')
    .execute();
}
