// One participant's 11 in one speelronde with their points: a lookup of stored results, made
// per request (a body per participant per round would be too many to store).
import { deelnemerRondeSchema, deelnemerSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { POSITIES, SCORE_EVENTS, selectieForRound } from '@clubelf/engine';
import type { PuntenPerEvent } from '@clubelf/engine';
import type { Db } from '../db/database';
import { notFound } from '../errors';
import { makeView } from '../views/view';
import type { View } from '../views/view';
import type { ViewStore } from '../views/view-store';
import { findRoundCount, loadSelectie, loadSpelersRoundPoints } from './deelnemer-ronde-repository';

const NO_POINTS = Object.fromEntries(SCORE_EVENTS.map((e) => [e, 0])) as PuntenPerEvent;

export async function deelnemerRondeView(
  db: Db,
  views: ViewStore,
  deelnemerId: number,
  round: number,
): Promise<View> {
  const stored = await views.get(apiPaths.deelnemer(deelnemerId));
  if (!stored) throw notFound(`Deelnemer ${deelnemerId} not found`);
  const roundCount = await findRoundCount(db);
  if (roundCount === undefined || round > roundCount)
    throw notFound(`Speelronde ${round} not found`);

  // The participant's round score is the engine's, kept in the participant's stored body.
  const deelnemer = deelnemerSchema.parse(JSON.parse(stored.body));
  const { initial, transfers } = await loadSelectie(db, deelnemerId);
  const playerIds = selectieForRound(initial, transfers, round);
  const spelers = await loadSpelersRoundPoints(db, playerIds, round);
  const slot = new Map(playerIds.map((id, i) => [id, i]));
  spelers.sort(
    (a, b) =>
      POSITIES.indexOf(a.position) - POSITIES.indexOf(b.position) ||
      (slot.get(a.playerId) ?? 0) - (slot.get(b.playerId) ?? 0),
  );

  return makeView(apiPaths.deelnemerRonde(deelnemerId, round), deelnemerRondeSchema, {
    deelnemerId,
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
