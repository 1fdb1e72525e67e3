import { rondesSchema, speelrondeSchema } from '@clubelf/contract';
import type { SpelerEventsRow, Speelronde, Wedstrijd as WedstrijdBody } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { POSITIES } from '@clubelf/engine';
import type { SpelerEvents, Wedstrijd } from '@clubelf/engine';
import { groupBy } from '../../lib/group-by';
import { lazyAnswer } from '../../read-model/answer';
import type { LazyAnswer } from '../../read-model/answer';
import { byDutchName } from '../../read-model/answer-context';
import type { AnswerContext } from '../../read-model/answer-context';

const pointsKey = (matchId: number, playerId: number) => `${matchId}:${playerId}`;

function makeLookups({ input, result }: AnswerContext) {
  return {
    matchesByRound: groupBy(
      [...input.wedstrijden].sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id),
      (w) => w.round,
    ),
    eventsByMatch: groupBy(
      input.events.filter((e) => e.played),
      (e) => e.matchId,
    ),
    points: new Map(
      result.playerMatchPoints.map((p) => [pointsKey(p.matchId, p.playerId), p.points]),
    ),
    states: new Map(result.rondes.map((r) => [r.round, r.state])),
  };
}

/** Builds the speelronde bodies; the lookups are made once for all rounds, when first needed. */
export function speelrondeBuilder(ctx: AnswerContext) {
  let lookups: ReturnType<typeof makeLookups> | undefined;
  const lookup = () => (lookups ??= makeLookups(ctx));
  const club = (id: number) => ctx.clubNames.get(id) ?? `Club ${id}`;

  function spelerRow(w: Wedstrijd, e: SpelerEvents): SpelerEventsRow {
    const speler = ctx.spelers.get(e.playerId);
    if (!speler) throw new Error(`Events of match ${w.id} name unknown player ${e.playerId}`);
    const { matchId: _m, clubId: _c, ...events } = e;
    return {
      ...events,
      name: speler.name,
      position: speler.position,
      side: e.clubId === w.homeClubId ? 'home' : 'away',
      points: lookup().points.get(pointsKey(w.id, e.playerId)) ?? 0,
    };
  }

  function matchBody(w: Wedstrijd, withSpelers: boolean): WedstrijdBody {
    const body: WedstrijdBody = {
      id: w.id,
      homeClubId: w.homeClubId,
      homeClub: club(w.homeClubId),
      awayClubId: w.awayClubId,
      awayClub: club(w.awayClubId),
      homeGoals: w.homeGoals,
      awayGoals: w.awayGoals,
      kickoff: w.kickoff,
    };
    if (!withSpelers) return body;
    const rows = (lookup().eventsByMatch.get(w.id) ?? []).map((e) => spelerRow(w, e));
    rows.sort(
      (a, b) =>
        (a.side === b.side ? 0 : a.side === 'home' ? -1 : 1) ||
        Number(b.basisplaats) - Number(a.basisplaats) ||
        POSITIES.indexOf(a.position) - POSITIES.indexOf(b.position) ||
        byDutchName(a.name, b.name),
    );
    return { ...body, spelers: rows };
  }

  return (round: number, withSpelers: boolean): Speelronde => ({
    round,
    state: lookup().states.get(round) ?? 'gepland',
    wedstrijden: (lookup().matchesByRound.get(round) ?? []).map((w) => matchBody(w, withSpelers)),
  });
}

export function buildWedstrijdenAnswers(ctx: AnswerContext): LazyAnswer[] {
  const speelronde = speelrondeBuilder(ctx);
  const firstKickoff = new Map<number, string>();
  for (const w of ctx.input.wedstrijden) {
    const first = firstKickoff.get(w.round);
    if (first === undefined || w.kickoff < first) firstKickoff.set(w.round, w.kickoff);
  }
  const rondes = ctx.result.rondes.map((r) => ({
    round: r.round,
    state: r.state,
    firstKickoff: firstKickoff.get(r.round) ?? null,
  }));
  return [
    lazyAnswer(apiPaths.wedstrijdRondes, rondesSchema, () => rondes),
    ...rondes.flatMap(({ round }) => [
      lazyAnswer(apiPaths.wedstrijdRonde(round), speelrondeSchema, () => speelronde(round, false)),
      lazyAnswer(apiPaths.wedstrijdRonde(round, true), speelrondeSchema, () =>
        speelronde(round, true),
      ),
    ]),
  ];
}
