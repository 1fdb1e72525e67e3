// The prizes of a season, as its honours list (erelijst) records them: who won each title,
// decided by the engine's own results. A prize whose rounds were not played (a season closed
// early) has no winner; a shared first place is a shared title.
import type { SeasonResult } from './results';
import type { SeasonInput } from './types';

/** Every prize of the erelijst, in the order it shows them. */
export const PRIJZEN = [
  'kampioen',
  'herbstmeister',
  'periodetitel1',
  'periodetitel2',
  'periodetitel3',
  'periodetitel4',
  'beker',
  'fairplaycup',
  'highscorecup',
  'teamcompetitie',
  'teambeker',
] as const;
export type Prijs = (typeof PRIJZEN)[number];

export interface PrijsWinnaar {
  name: string;
  /** The participant; undefined for a team. */
  deelnemerId?: number;
  teamId?: number;
}

export interface SeasonPrijs {
  prize: Prijs;
  /** Empty when the prize was not decided. */
  winners: PrijsWinnaar[];
}

const PERIODE_PRIJZEN = [
  'periodetitel1',
  'periodetitel2',
  'periodetitel3',
  'periodetitel4',
] as const;

/**
 * The prizes of a finished season. The standings' prizes (kampioen, fairplaycup, highscorecup,
 * teamcompetitie) go to the leaders on what was played; herbstmeister, the periods and the cups
 * only once their rounds were played.
 */
export function seasonPrizes(input: SeasonInput, result: SeasonResult): SeasonPrijs[] {
  const played = result.lastRoundWithResults > 0;
  const deelnemer = (row: { deelnemerId: number; name: string }): PrijsWinnaar => ({
    name: row.name,
    deelnemerId: row.deelnemerId,
  });
  // A standing (compact-standing.ts) or the teams' array.
  const first = <T extends { position: number }>(rows: {
    filter(fn: (row: T) => boolean): T[];
  }): T[] => (played ? rows.filter((r) => r.position === 1) : []);
  const teamName = new Map(input.teams.map((t) => [t.id, t.name]));
  const deelnemerName = new Map(input.deelnemers.map((d) => [d.id, d.name]));

  const cupWinner = (kind: 'beker' | 'teambeker'): PrijsWinnaar[] => {
    const rondes = result.bekerRondes.filter((r) => r.kind === kind);
    const final = rondes.reduce<(typeof rondes)[number] | undefined>(
      (last, r) => (last === undefined || r.sequence > last.sequence ? r : last),
      undefined,
    );
    if (!final?.isFinished || final.advancing.length !== 1) return [];
    const id = final.advancing[0] as number;
    return kind === 'beker'
      ? [{ name: deelnemerName.get(id) ?? '', deelnemerId: id }]
      : [{ name: teamName.get(id) ?? '', teamId: id }];
  };

  return [
    { prize: 'kampioen', winners: first(result.tussenstand).map(deelnemer) },
    { prize: 'herbstmeister', winners: result.herbstmeister.winners.map(deelnemer) },
    ...PERIODE_PRIJZEN.map((prize, i) => ({
      prize,
      winners: (result.periodes.find((p) => p.nummer === i + 1)?.winners ?? []).map(deelnemer),
    })),
    { prize: 'beker', winners: cupWinner('beker') },
    { prize: 'fairplaycup', winners: first(result.fairplaycup).map(deelnemer) },
    { prize: 'highscorecup', winners: first(result.highscorecup).map(deelnemer) },
    {
      prize: 'teamcompetitie',
      winners: first(result.teamcompetitie).map((t) => ({ name: t.teamName, teamId: t.teamId })),
    },
    { prize: 'teambeker', winners: cupWinner('teambeker') },
  ];
}
