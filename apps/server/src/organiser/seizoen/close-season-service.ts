// Closing a season (afsluiten): its data frozen, its answers and outcome stored for the archive,
// the erelijst and the careers. Normally after its last round; with rounds unplayed only when
// the organiser confirms (a league abandoned): they stay unplayed and the prizes go by what was
// played. Runs inside the organiser's write transaction.
import { computeSeason, seasonPrizes } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { refused } from '../../http/conflict';
import { rondeStates } from './season-state';
import { findSeason, loadSeason } from '../../read-model/season-repository';
import { findSeasonListing, storeClosedSeason } from '../../read-model/archive/archive-repository';
import type { SeasonPrizeRow, SeasonResultRow } from '../../read-model/archive/archive-repository';
import { seasonAnswers, serializeArchive } from '../../read-model/archive/archived-season';
import { roundList } from './round-list';
import { seasonLabel } from '@clubelf/contract/season-label';

export type ClosedSeason = {
  seasonId: number;
  name: string;
  closedEarly: boolean;
  unplayedRounds: number[];
};

export async function closeSeason(
  trx: Db,
  seasonId: number,
  options: { early: boolean; now: Date },
): Promise<ClosedSeason> {
  const current = await findSeason(trx);
  if (!current || current.id !== seasonId) {
    const other = await findSeasonListing(trx, seasonId);
    if (!other) throw notFound(`Seizoen ${seasonId} bestaat niet`);
    throw refused(`${seasonLabel(other.name)} is al afgesloten.`);
  }
  if (current.isFinished) throw refused(`${seasonLabel(current.name)} is al afgesloten.`);

  const states = await rondeStates(trx, current.roundCount);
  const unplayedRounds = states.flatMap((state, i) => (state === 'gespeeld' ? [] : [i + 1]));
  if (unplayedRounds.length > 0 && !options.early) {
    throw refused(
      `${roundList(unplayedRounds)} nog niet gespeeld. Sluit het seizoen alleen voortijdig af ` +
        'als de competitie niet wordt uitgespeeld: bevestig dat met "voortijdig".',
    );
  }

  const season = await loadSeason(trx, undefined, true);
  if (!season) throw notFound(`Seizoen ${seasonId} bestaat niet`);
  const result = computeSeason(season.input);
  const persoonOf = (deelnemerId: number) => season.persoonIds.get(deelnemerId) ?? deelnemerId;
  const played = result.lastRoundWithResults > 0;
  const results: SeasonResultRow[] = result.tussenstand.map((row) => ({
    deelnemerId: row.deelnemerId,
    persoonId: persoonOf(row.deelnemerId),
    name: row.name,
    teamName: row.teamName,
    position: played ? row.position : null,
    totalScore: row.totalScore,
  }));
  const prizes: SeasonPrizeRow[] = seasonPrizes(season.input, result).flatMap((prize) =>
    prize.winners.map((winner, sequence) => ({
      prize: prize.prize,
      sequence,
      winnerName: winner.name,
      persoonId: winner.deelnemerId === undefined ? null : persoonOf(winner.deelnemerId),
    })),
  );
  const closedEarly = unplayedRounds.length > 0;
  await storeClosedSeason(trx, seasonId, {
    closedAt: options.now.toISOString(),
    closedEarly,
    archive: serializeArchive(season),
    views: seasonAnswers(season, result),
    results,
    prizes,
  });
  return { seasonId, name: current.name, closedEarly, unplayedRounds };
}
