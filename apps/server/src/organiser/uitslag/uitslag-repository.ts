// One match with every player of both clubs and his events, as the results grid shows them.
import type { Uitslag, UitslagSpeler } from '@clubelf/contract';
import { NO_EVENTS, POSITIES } from '@clubelf/engine';
import type { Positie, SpelerEvents, SpelerStatus } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { isSet } from '../../db/flag';
import { spelerEventsOf, spelerEventsRow } from '../../db/speler-events-row';
import { byDutchName } from '../../read-model/answer-context';
import { getWedstrijd } from '../speelschema/wedstrijd-repository';
import { spelerEventsInput } from './speler-events-input';
import { latestEarlierMatch, vorigeOpstelling } from './vorige-opstelling';

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

/** Each club's line-up in its latest earlier match with a result (where the grid starts). */
async function vorigeOpstellingen(
  db: Db,
  wedstrijd: { id: number; round: number; kickoff: string; homeClubId: number; awayClubId: number },
  currentClub: ReadonlyMap<number, number>,
): Promise<Uitslag['vorigeOpstelling']> {
  const clubs = [wedstrijd.homeClubId, wedstrijd.awayClubId];
  const played = await db
    .selectFrom('wedstrijd')
    .select(['id', 'round', 'kickoff', 'homeClubId', 'awayClubId'])
    .where('homeGoals', 'is not', null)
    .where('round', '<=', wedstrijd.round)
    .where('id', '!=', wedstrijd.id)
    .where((eb) => eb.or([eb('homeClubId', 'in', clubs), eb('awayClubId', 'in', clubs)]))
    .execute();
  // Only the events of the (at most two) matches the line-ups come from.
  const matchIds = clubs.flatMap(
    (clubId) => latestEarlierMatch(clubId, wedstrijd, played)?.id ?? [],
  );
  const events =
    matchIds.length === 0
      ? []
      : await db
          .selectFrom('spelerEvents')
          .select(['matchId', 'playerId', 'clubId', 'basisplaats'])
          .where('matchId', 'in', matchIds)
          .execute();
  const lineUpEvents = events.map((e) => ({ ...e, basisplaats: isSet(e.basisplaats) }));
  const of = (clubId: number) =>
    vorigeOpstelling(clubId, wedstrijd, played, lineUpEvents, currentClub);
  return { home: of(wedstrijd.homeClubId), away: of(wedstrijd.awayClubId) };
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
  const currentClub = new Map(spelers.map((s) => [s.id, s.clubId]));
  const vorige = await vorigeOpstellingen(db, wedstrijd, currentClub);
  return { wedstrijd, spelers: rows, vorigeOpstelling: vorige };
}
