// Starting the next season from the current, closed one: a new season row, the organiser's
// carry-over of clubs, players and participants, the game settings and texts kept or reset.
// Runs inside the organiser's write transaction; the closed season stays whole in its archive.
import type { NextSeasonRequest } from '@clubelf/contract';
import { defaultGameSettings } from '@clubelf/engine';
import type { GameSettings } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { HttpError, type FieldProblem } from '../../http/errors';
import { refused } from '../../http/conflict';
import { carryInleg, clearPayments } from '../inleg/inleg-repository';
import { requireSeason } from './season-state';
import { loadSeason, nextSeasonId } from '../../read-model/season-repository';
import {
  carryOverCandidates,
  clearForNextSeason,
  insertSeasonRow,
  makeCurrent,
} from './carry-over-repository';
import { seasonLabel } from '@clubelf/contract/season-label';

export type NextSeasonInput = Required<
  Pick<NextSeasonRequest, 'name' | 'roundCount' | 'keepTeams' | 'keepSettings' | 'keepTexts'>
> &
  Pick<
    NextSeasonRequest,
    'clubIds' | 'spelerIds' | 'deelnemerIds' | 'clearMainMessage' | 'clearReglementExtraText'
  >;

export interface StartedSeason {
  seasonId: number;
  previousName: string;
  clubs: number;
  spelers: number;
  deelnemers: number;
}

/** The settings for a new round count: the periods and the half-way round follow it. */
export function settingsForRoundCount(settings: GameSettings, roundCount: number): GameSettings {
  const fresh = defaultGameSettings(roundCount);
  return { ...settings, periodes: fresh.periodes, herbstmeisterRound: fresh.herbstmeisterRound };
}

export async function startNextSeason(
  trx: Db,
  request: NextSeasonInput,
  now: Date,
): Promise<StartedSeason> {
  const current = await requireSeason(trx);
  if (!current.isFinished) {
    throw refused(
      `${seasonLabel(current.name)} loopt nog. Sluit het eerst af; daarna start je het volgende seizoen.`,
    );
  }
  const previous = await loadSeason(trx);
  if (!previous) throw refused('Er is nog geen seizoen. Maak eerst een seizoen aan.');

  const candidates = await carryOverCandidates(trx);
  const clubIds = request.clubIds ?? candidates.clubIds;
  const unknown = (ids: readonly number[], known: readonly number[]) => {
    const set = new Set(known);
    return [...new Set(ids)].filter((id) => !set.has(id));
  };
  const problems: FieldProblem[] = [];
  const unknownClubs = unknown(clubIds, candidates.clubIds);
  if (unknownClubs.length > 0)
    problems.push({ field: 'clubIds', message: `onbekende clubs: ${unknownClubs.join(', ')}` });
  const carriedClubs = new Set(clubIds);
  const spelerIds =
    request.spelerIds ??
    candidates.spelers
      .filter((s) => carriedClubs.has(s.clubId) && s.status !== 'vertrokken')
      .map((s) => s.id);
  const unknownSpelers = unknown(
    spelerIds,
    candidates.spelers.map((s) => s.id),
  );
  if (unknownSpelers.length > 0)
    problems.push({
      field: 'spelerIds',
      message: `onbekende spelers: ${unknownSpelers.join(', ')}`,
    });
  const clubOf = new Map(candidates.spelers.map((s) => [s.id, s.clubId]));
  const orphans = spelerIds.filter((id) => {
    const club = clubOf.get(id);
    return club !== undefined && !carriedClubs.has(club);
  });
  if (orphans.length > 0) {
    problems.push({
      field: 'spelerIds',
      message: `spelers van een club die niet meegaat: ${orphans.join(', ')}`,
    });
  }
  const deelnemerIds = request.deelnemerIds ?? candidates.deelnemerIds;
  const unknownDeelnemers = unknown(deelnemerIds, candidates.deelnemerIds);
  if (unknownDeelnemers.length > 0) {
    problems.push({
      field: 'deelnemerIds',
      message: `onbekende deelnemers: ${unknownDeelnemers.join(', ')}`,
    });
  }
  if (problems.length > 0) {
    const message = `Kan niet overnemen: ${problems.map((p) => p.message).join('; ')}`;
    throw new HttpError(400, 'bad_request', message, { problems });
  }

  const seasonId = await nextSeasonId(trx);
  const { meta } = previous;
  const keepTexts = request.keepTexts;
  await insertSeasonRow(trx, {
    id: seasonId,
    name: request.name,
    clubName: meta.clubName,
    roundCount: request.roundCount,
    gameSettings: JSON.stringify(
      request.keepSettings
        ? settingsForRoundCount(current.settings, request.roundCount)
        : defaultGameSettings(request.roundCount),
    ),
    flags: keepTexts
      ? meta.siteSettings
      : {
          showAanmelding: true,
          showCompetitieOverzichten: true,
          showTeamOverzichten: true,
          showSpelersOverzichten: true,
        },
    mainMessage: keepTexts && !request.clearMainMessage ? meta.mainMessage : '',
    reglementExtraText:
      keepTexts && !request.clearReglementExtraText ? meta.reglementExtraText : '',
    updatedAt: now.toISOString(),
  });
  // The entry fee: the amount and its setting go with the game settings; nobody has paid yet.
  if (request.keepSettings) await carryInleg(trx, current.id, seasonId);
  await clearPayments(trx);
  await clearForNextSeason(trx, {
    clubIds,
    spelerIds,
    deelnemerIds,
    keepTeams: request.keepTeams,
  });
  await makeCurrent(trx, seasonId);
  return {
    seasonId,
    previousName: current.name,
    clubs: new Set(clubIds).size,
    spelers: new Set(spelerIds).size,
    deelnemers: new Set(deelnemerIds).size,
  };
}
