import type { Uitslag } from '@clubelf/contract';
import { describe, expect, it } from 'vitest';
import { setEvent, type EventsRow } from './event-columns';
import { clearedRows, lineUpCounts, startingRows, withLineUp } from './line-up';

const row = (playerId: number, side: 'home' | 'away'): EventsRow => ({
  playerId,
  side,
  played: false,
  basisplaats: false,
  goals: 0,
  penaltyGoals: 0,
  assists: 0,
  ownGoals: 0,
  yellow: 0,
  secondYellow: false,
  directRed: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
});
const rows = [row(1, 'home'), row(2, 'home'), row(3, 'home'), row(4, 'away'), row(5, 'away')];
const vorige: Uitslag['vorigeOpstelling'] = {
  home: {
    wedstrijdId: 7,
    round: 3,
    spelers: [
      { playerId: 1, basisplaats: true },
      { playerId: 2, basisplaats: false },
      // Listed for home, but in this match he is on the away side: not ticked.
      { playerId: 4, basisplaats: true },
    ],
  },
  away: null,
};
const uitslag = (homeGoals: number | null) =>
  ({ wedstrijd: { homeGoals }, vorigeOpstelling: vorige }) as unknown as Uitslag;
const ticked = (rs: EventsRow[]) =>
  rs.filter((r) => r.played).map((r) => [r.playerId, r.basisplaats]);

describe('line-up', () => {
  it('ticks the previous line-up, with or without its substitutes', () => {
    expect(ticked(withLineUp(rows, vorige, 'all'))).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(ticked(withLineUp(rows, vorige, 'starters'))).toEqual([[1, true]]);
  });

  it('starts a match without a result from the line-up, and a stored one as stored', () => {
    expect(ticked(startingRows(uitslag(null), rows))).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(ticked(startingRows(uitslag(2), rows))).toEqual([]);
    const stored = [setEvent(rows[2]!, 'basisplaats', true), ...rows.slice(3)];
    expect(ticked(startingRows(uitslag(null), stored))).toEqual([[3, true]]);
  });

  it('clears every row and counts who played', () => {
    const full = withLineUp(rows, vorige, 'all');
    expect(lineUpCounts(full)).toEqual({
      home: { played: 2, basis: 1 },
      away: { played: 0, basis: 0 },
    });
    const withGoal = full.map((r) => (r.playerId === 1 ? { ...r, goals: 2 } : r));
    expect(clearedRows(withGoal).every((r) => !r.played && r.goals === 0)).toBe(true);
  });
});
