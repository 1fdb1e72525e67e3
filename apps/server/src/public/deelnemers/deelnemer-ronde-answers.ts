// One participant's 11 in one speelronde with their points, made per request from the season
// computed (a body per participant per round would be too many to keep): the current season's
// in memory, a closed season's from its frozen data, computed again.
import { deelnemerRondeSchema, deelnemerSchema } from '@clubelf/contract';
import type { DeelnemerRonde } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { POSITIES, SCORE_EVENTS, selectieForRound } from '@clubelf/engine';
import type { Positie, PuntenPerEvent, SeasonInput, SeasonResult } from '@clubelf/engine';
import { notFound } from '../../http/errors';
import { pointsPerRound } from '../../read-model/player-round-points';
import { makeAnswer } from '../../read-model/answer';
import type { Answer } from '../../read-model/answer';

interface SpelerRoundPoints {
  playerId: number;
  name: string;
  clubId: number;
  clubName: string;
  position: Positie;
  /** Null when he earned nothing that round. */
  points: number | null;
  perEvent: string | null;
  wedstrijd: DeelnemerRonde['spelers'][number]['wedstrijd'];
}

const NO_POINTS = Object.fromEntries(SCORE_EVENTS.map((e) => [e, 0])) as PuntenPerEvent;

/** The participant's stored body (their season), or 404; the round checked against the season. */
function checked(
  stored: Answer | undefined,
  deelnemerId: number,
  round: number,
  roundCount?: number,
) {
  if (!stored) throw notFound(`Deelnemer ${deelnemerId} bestaat niet`);
  if (roundCount === undefined || round > roundCount)
    throw notFound(`Speelronde ${round} bestaat niet`);
  // The participant's round score is the engine's, kept in the participant's stored body.
  return deelnemerSchema.parse(JSON.parse(stored.body));
}

function rondeAnswer(
  deelnemer: ReturnType<typeof checked>,
  round: number,
  playerIds: readonly number[],
  spelers: SpelerRoundPoints[],
): Answer {
  const slot = new Map(playerIds.map((id, i) => [id, i]));
  spelers.sort(
    (a, b) =>
      POSITIES.indexOf(a.position) - POSITIES.indexOf(b.position) ||
      (slot.get(a.playerId) ?? 0) - (slot.get(b.playerId) ?? 0),
  );
  return makeAnswer(apiPaths.deelnemerRonde(deelnemer.id, round), deelnemerRondeSchema, {
    deelnemerId: deelnemer.id,
    name: deelnemer.name,
    teamName: deelnemer.teamName,
    round,
    totalScore: deelnemer.rounds.find((r) => r.round === round)?.score ?? 0,
    spelers: spelers.map((s) => ({
      playerId: s.playerId,
      name: s.name,
      clubId: s.clubId,
      clubName: s.clubName,
      position: s.position,
      points: s.points ?? 0,
      perEvent: s.perEvent === null ? NO_POINTS : (JSON.parse(s.perEvent) as PuntenPerEvent),
      wedstrijd: s.wedstrijd,
    })),
  });
}

/**
 * Each club's match in the round, so a player whose match is still to come reads "nog te spelen"
 * rather than 0. With two matches in one round (a rescheduled one), the one still to be played
 * is named: his points so far are not final.
 */
function clubMatches(input: SeasonInput, round: number) {
  const clubNames = new Map(input.clubs.map((c) => [c.id, c.name]));
  const byClub = new Map<number, NonNullable<SpelerRoundPoints['wedstrijd']>>();
  const matches = input.wedstrijden
    .filter((w) => w.round === round)
    .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id);
  for (const w of matches) {
    const played = w.homeGoals !== null && w.awayGoals !== null;
    for (const [clubId, opponentClubId, thuis] of [
      [w.homeClubId, w.awayClubId, true],
      [w.awayClubId, w.homeClubId, false],
    ] as const) {
      const known = byClub.get(clubId);
      if (known && !known.played) continue;
      if (known && played) continue;
      byClub.set(clubId, {
        played,
        opponentClubId,
        opponent: clubNames.get(opponentClubId) ?? '',
        thuis,
        kickoff: w.kickoff,
      });
    }
  }
  return byClub;
}

/** From the season computed: the current one in memory, a closed one computed again. */
export function deelnemerRondeAnswer(
  season: { input: SeasonInput; result: SeasonResult },
  stored: Answer | undefined,
  deelnemerId: number,
  round: number,
): Answer {
  const { input, result } = season;
  const deelnemer = checked(stored, deelnemerId, round, input.roundCount);
  const initial = input.selecties.find((s) => s.deelnemerId === deelnemerId)?.playerIds ?? [];
  const transfers = input.transfers.filter((t) => t.deelnemerId === deelnemerId);
  const playerIds = selectieForRound(initial, transfers, round);
  const points = new Map(
    pointsPerRound(result.playerMatchPoints.filter((p) => p.round === round)).map((p) => [
      p.playerId,
      p,
    ]),
  );
  const clubNames = new Map(input.clubs.map((c) => [c.id, c.name]));
  const wanted = new Set(playerIds);
  const matches = clubMatches(input, round);
  const spelers: SpelerRoundPoints[] = input.spelers
    .filter((s) => wanted.has(s.id))
    .map((s) => {
      const p = points.get(s.id);
      return {
        playerId: s.id,
        name: s.name,
        clubId: s.clubId,
        clubName: clubNames.get(s.clubId) ?? '',
        position: s.position,
        points: p?.points ?? null,
        perEvent: p ? JSON.stringify(p.perEvent) : null,
        wedstrijd: matches.get(s.clubId) ?? null,
      };
    });
  return rondeAnswer(deelnemer, round, playerIds, spelers);
}
