// Bulk changes of who played: the grid of a match without a result starts from each club's
// previous line-up, so the organiser only corrects the few changes instead of ticking 27 rows.
import type { Uitslag } from '@clubelf/contract';
import { setEvent, type EventsRow } from './event-columns';

type VorigeOpstelling = Uitslag['vorigeOpstelling'];

/**
 * The rows with each club's previous line-up ticked: every player of it as played (with his
 * basisplaats as then), or only its starters. Other rows are left as they are.
 */
export function withLineUp(
  rows: readonly EventsRow[],
  vorige: VorigeOpstelling,
  only: 'all' | 'starters',
): EventsRow[] {
  const lineUp = {
    home: new Map(vorige.home?.spelers.map((s) => [s.playerId, s.basisplaats])),
    away: new Map(vorige.away?.spelers.map((s) => [s.playerId, s.basisplaats])),
  };
  return rows.map((row) => {
    const basisplaats = lineUp[row.side].get(row.playerId);
    if (basisplaats === undefined || (only === 'starters' && !basisplaats)) return row;
    return { ...row, played: true, basisplaats };
  });
}

/** Where the draft starts: what is stored, or for a match nobody played yet the line-ups. */
export function startingRows(uitslag: Uitslag, rows: readonly EventsRow[]): EventsRow[] {
  const fresh = uitslag.wedstrijd.homeGoals === null && rows.every((r) => !r.played);
  return fresh ? withLineUp(rows, uitslag.vorigeOpstelling, 'all') : [...rows];
}

/** Nobody played: every row back to no events. */
export function clearedRows(rows: readonly EventsRow[]): EventsRow[] {
  return rows.map((r) => (r.played ? setEvent(r, 'played', false) : r));
}

/** How many played and started per side, for the line under the grid's tools. */
export function lineUpCounts(rows: readonly EventsRow[]) {
  const count = (side: 'home' | 'away') => ({
    played: rows.filter((r) => r.side === side && r.played).length,
    basis: rows.filter((r) => r.side === side && r.played && r.basisplaats).length,
  });
  return { home: count('home'), away: count('away') };
}

/** 'Ajax uit speelronde 19 en PSV uit speelronde 18': where the line-ups come from. */
export function lineUpSource(u: Uitslag): string {
  const parts = (['home', 'away'] as const).flatMap((side) => {
    const vorige = u.vorigeOpstelling[side];
    const club = side === 'home' ? u.wedstrijd.homeClub : u.wedstrijd.awayClub;
    return vorige ? [`${club} uit speelronde ${vorige.round}`] : [];
  });
  return parts.join(' en ');
}
