// One match with every player of both clubs and his events, as the results grid shows them.
import type { Uitslag, UitslagSpeler } from '@clubelf/contract';
import { POSITIES } from '@clubelf/engine';
import type { Positie, SpelerEvents, SpelerStatus } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { spelerEventsOf, spelerEventsRow } from '../../db/speler-events-row';
import { byDutchName } from '../../views/view-context';
import { getWedstrijd } from '../speelschema/wedstrijd-repository';
import { spelerEventsInput } from './speler-events-input';

const NO_EVENTS = {
  played: false,
  basisplaats: false,
  goals: 0,
  penaltyGoals: 0,
  assists: 0,
  ownGoals: 0,
  yellow: 0,
  secondYellow: false,
  directRed: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
};

export async function storedEvents(db: Db, matchId: number): Promise<SpelerEvents[]> {
  const rows = await db
    .selectFrom('spelerEvents')
    .selectAll()
    .where('matchId', '=', matchId)
    .execute();
  return rows.map(spelerEventsOf);
}

/** Replaces the match's stored events with these. */
export async function replaceEvents(
  trx: Db,
  matchId: number,
  events: readonly SpelerEvents[],
): Promise<void> {
  await trx.deleteFrom('spelerEvents').where('matchId', '=', matchId).execute();
  if (events.length > 0)
    await trx.insertInto('spelerEvents').values(events.map(spelerEventsRow)).execute();
}

export async function getUitslag(db: Db, matchId: number): Promise<Uitslag> {
  const wedstrijd = await getWedstrijd(db, matchId);
  const events = await storedEvents(db, matchId);
  const eventPlayers = events.map((e) => e.playerId);
  const spelers = await db
    .selectFrom('speler')
    .select(['id', 'name', 'clubId', 'position', 'status'])
    .where((eb) =>
      eb.or([
        eb('clubId', 'in', [wedstrijd.homeClubId, wedstrijd.awayClubId]),
        ...(eventPlayers.length > 0 ? [eb('id', 'in', eventPlayers)] : []),
      ]),
    )
    .execute();
  const byPlayer = new Map(events.map((e) => [e.playerId, e]));
  const rows: UitslagSpeler[] = spelers.map((s) => {
    const e = byPlayer.get(s.id);
    const clubId = e?.clubId ?? s.clubId;
    const base = {
      playerId: s.id,
      name: s.name,
      position: s.position as Positie,
      status: s.status as SpelerStatus,
      side: clubId === wedstrijd.homeClubId ? ('home' as const) : ('away' as const),
    };
    return e ? { ...base, ...spelerEventsInput(e, wedstrijd) } : { ...base, ...NO_EVENTS };
  });
  rows.sort(
    (a, b) =>
      (a.side === b.side ? 0 : a.side === 'home' ? -1 : 1) ||
      POSITIES.indexOf(a.position) - POSITIES.indexOf(b.position) ||
      byDutchName(a.name, b.name) ||
      a.playerId - b.playerId,
  );
  return { wedstrijd, spelers: rows };
}
