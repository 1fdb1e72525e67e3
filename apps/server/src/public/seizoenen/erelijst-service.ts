// The honours list and the all-time tables, from what every closed season stored when it
// closed (season_prize, season_result); the season in play has no prizes yet.
import type { Erelijst, ErelijstRecords, Prijs, Seizoen, Seizoenen } from '@clubelf/contract';
import { PRIJZEN } from '@clubelf/contract';
import type { Db } from '../../db/database';
import {
  listPrizes,
  listSeasonResults,
  listSeasons,
} from '../../read-model/archive/archive-repository';
import type { SeasonListing } from '../../read-model/archive/archive-repository';

/** How many rows each all-time table shows. */
export const RECORD_ROWS = 10;

/** A season as the API names it. */
export function seizoenOf(s: SeasonListing): Seizoen {
  return {
    id: s.id,
    name: s.name,
    isCurrent: s.isCurrent,
    isFinished: s.closedAt !== null,
    closedEarly: s.closedEarly,
    roundCount: s.roundCount,
    closedAt: s.closedAt,
  };
}

export async function seizoenen(db: Db): Promise<Seizoenen> {
  return (await listSeasons(db)).map(seizoenOf);
}

export async function erelijst(db: Db): Promise<Erelijst> {
  const [seasons, prizes] = await Promise.all([listSeasons(db), listPrizes(db)]);
  return seasons
    .filter((s) => s.closedAt !== null)
    .map((season) => {
      const own = prizes.filter((p) => p.seasonId === season.id);
      return {
        seizoenId: season.id,
        seizoenName: season.name,
        closedEarly: season.closedEarly,
        prizes: PRIJZEN.map((prize: Prijs) => {
          const winners = own.filter((p) => p.prize === prize);
          return {
            prize,
            winners: winners.map((w) => w.winnerName),
            persoonIds: winners.map((w) => w.persoonId),
          };
        }),
      };
    });
}

/** Ties keep the earlier name order (Dutch collation). */
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'nl');

export async function erelijstRecords(db: Db): Promise<ErelijstRecords> {
  const [seasons, prizes, results] = await Promise.all([
    listSeasons(db),
    listPrizes(db),
    listSeasonResults(db),
  ]);
  const seasonName = new Map(seasons.map((s) => [s.id, s.name]));
  // A person is named as in their latest season.
  const latestName = new Map<number, string>();
  for (const r of results) latestName.set(r.persoonId, r.name);
  const nameOf = (persoonId: number, fallback: string) => latestName.get(persoonId) ?? fallback;

  const titles = new Map<number, { name: string; titles: number }>();
  for (const p of prizes) {
    if (p.persoonId === null) continue;
    const entry = titles.get(p.persoonId) ?? { name: nameOf(p.persoonId, p.winnerName), titles: 0 };
    entry.titles += 1;
    titles.set(p.persoonId, entry);
  }
  const seasonsPlayed = new Map<number, number>();
  for (const r of results)
    seasonsPlayed.set(r.persoonId, (seasonsPlayed.get(r.persoonId) ?? 0) + 1);

  return {
    mostTitles: [...titles]
      .map(([persoonId, t]) => ({ persoonId, ...t }))
      .sort((a, b) => b.titles - a.titles || byName(a, b))
      .slice(0, RECORD_ROWS),
    bestTotals: results
      .map((r) => ({
        persoonId: r.persoonId,
        name: r.name,
        seizoenId: r.seasonId,
        seizoenName: seasonName.get(r.seasonId) ?? '',
        totalScore: r.totalScore,
      }))
      .sort((a, b) => b.totalScore - a.totalScore || a.seizoenId - b.seizoenId || byName(a, b))
      .slice(0, RECORD_ROWS),
    mostSeasons: [...seasonsPlayed]
      .map(([persoonId, n]) => ({ persoonId, name: nameOf(persoonId, ''), seasons: n }))
      .sort((a, b) => b.seasons - a.seasons || byName(a, b))
      .slice(0, RECORD_ROWS),
  };
}
