// One participant's 11 in one speelronde with their points: a lookup of stored results, made
// per request (a body per participant per round would be too many to store). For a closed
// season the same answer comes from its frozen data, computed again.
import { deelnemerRondeSchema, deelnemerSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { POSITIES, SCORE_EVENTS, selectieForRound } from '@clubelf/engine';
import type { PuntenPerEvent, SeasonInput, SeasonResult } from '@clubelf/engine';
import type { Db } from '../db/database';
import { notFound } from '../errors';
import { pointsPerRound } from '../season/player-round-points';
import { makeView } from '../views/view';
import type { View } from '../views/view';
import { findRoundCount, loadSelectie, loadSpelersRoundPoints } from './deelnemer-ronde-repository';
import type { SpelerRoundPoints } from './deelnemer-ronde-repository';

const NO_POINTS = Object.fromEntries(SCORE_EVENTS.map((e) => [e, 0])) as PuntenPerEvent;

/** The participant's stored body (their season), or 404; the round checked against the season. */
function checked(
  stored: View | undefined,
  deelnemerId: number,
  round: number,
  roundCount?: number,
) {
  if (!stored) throw notFound(`Deelnemer ${deelnemerId} not found`);
  if (roundCount === undefined || round > roundCount)
    throw notFound(`Speelronde ${round} not found`);
  // The participant's round score is the engine's, kept in the participant's stored body.
  return deelnemerSchema.parse(JSON.parse(stored.body));
}

function rondeView(
  deelnemer: ReturnType<typeof checked>,
  round: number,
  playerIds: readonly number[],
  spelers: SpelerRoundPoints[],
): View {
  const slot = new Map(playerIds.map((id, i) => [id, i]));
  spelers.sort(
    (a, b) =>
      POSITIES.indexOf(a.position) - POSITIES.indexOf(b.position) ||
      (slot.get(a.playerId) ?? 0) - (slot.get(b.playerId) ?? 0),
  );
  return makeView(apiPaths.deelnemerRonde(deelnemer.id, round), deelnemerRondeSchema, {
    deelnemerId: deelnemer.id,
    name: deelnemer.name,
    teamName: deelnemer.teamName,
    round,
    totalScore: deelnemer.rounds.find((r) => r.round === round)?.score ?? 0,
    spelers: spelers.map((s) => ({
      playerId: s.playerId,
      name: s.name,
      clubName: s.clubName,
      position: s.position,
      points: s.points ?? 0,
      perEvent: s.perEvent === null ? NO_POINTS : (JSON.parse(s.perEvent) as PuntenPerEvent),
    })),
  });
}

/** Of the current season, from the stored points. */
export async function deelnemerRondeView(
  db: Db,
  stored: View | undefined,
  deelnemerId: number,
  round: number,
): Promise<View> {
  const deelnemer = checked(stored, deelnemerId, round, await findRoundCount(db));
  const { initial, transfers } = await loadSelectie(db, deelnemerId);
  const playerIds = selectieForRound(initial, transfers, round);
  const spelers = await loadSpelersRoundPoints(db, playerIds, round);
  return rondeView(deelnemer, round, playerIds, spelers);
}

/** Of a closed season, from its data computed again. */
export function archivedDeelnemerRondeView(
  season: { input: SeasonInput; result: SeasonResult },
  stored: View | undefined,
  deelnemerId: number,
  round: number,
): View {
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
  const spelers: SpelerRoundPoints[] = input.spelers
    .filter((s) => wanted.has(s.id))
    .map((s) => {
      const p = points.get(s.id);
      return {
        playerId: s.id,
        name: s.name,
        clubName: clubNames.get(s.clubId) ?? '',
        position: s.position,
        points: p?.points ?? null,
        perEvent: p ? JSON.stringify(p.perEvent) : null,
      };
    });
  return rondeView(deelnemer, round, playerIds, spelers);
}
