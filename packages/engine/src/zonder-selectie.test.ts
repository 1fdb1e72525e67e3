import { describe, expect, it } from 'vitest';
import { computeSeason, countedInput } from './season';
import { fixtureSeason } from './testing/season-fixture';
import type { SeasonInput } from './types';

// Issue 26: only participants with a selection count. Two rounds played; Anna and Bram picked
// their players, Dirk (carried over into the new season, team 1 like Anna) has none yet, once
// without a selection row and once with an empty one.
//   player 1: [3, 1]; player 2: [0, 2].  Anna (1): 4.  Bram (2): 2.  Team 1 (Anna): average 4.
const ANNA = 1;
const BRAM = 2;
const DIRK = 3;

function input(dirkRow: 'geen' | 'leeg'): SeasonInput {
  const season = fixtureSeason({
    playedRounds: 2,
    players: [
      { id: 1, points: [3, 1] },
      { id: 2, points: [0, 2] },
    ],
    teams: [
      { id: 1, name: 'Noord' },
      { id: 2, name: 'Zuid' },
    ],
    deelnemers: [
      { id: ANNA, name: 'Anna', teamId: 1, selectie: [1], subcompetities: ['Jeugd'] },
      { id: BRAM, name: 'Bram', teamId: 2, selectie: [2] },
      { id: DIRK, name: 'Dirk', teamId: 1, selectie: [], subcompetities: ['Jeugd'] },
    ],
    settings: { teamMinDeelnemers: 1 },
  });
  return dirkRow === 'geen'
    ? { ...season, selecties: season.selecties.filter((s) => s.deelnemerId !== DIRK) }
    : season;
}

describe.each(['geen', 'leeg'] as const)('a participant without a selection (%s)', (row) => {
  const result = computeSeason(input(row));

  it('is in no standing: the tussenstand, the subcompetitie, the periods, the cups', () => {
    expect(result.tussenstand.map((r) => [r.deelnemerId, r.position, r.totalScore])).toEqual([
      [ANNA, 1, 4],
      [BRAM, 2, 2],
    ]);
    expect(result.subcompetities[0]?.standing.map((r) => r.deelnemerId)).toEqual([ANNA]);
    for (const p of result.periodes) {
      expect(p.standing.some((r) => r.deelnemerId === DIRK)).toBe(false);
    }
    expect(result.fairplaycup.some((r) => r.deelnemerId === DIRK)).toBe(false);
    expect(result.highscorecup.some((r) => r.deelnemerId === DIRK)).toBe(false);
    expect(result.roundScores.has(DIRK)).toBe(false);
  });

  it('does not pull his team’s average down', () => {
    const noord = result.teamcompetitie.find((t) => t.teamId === 1);
    expect(noord).toMatchObject({ deelnemerCount: 1, averageScore: 4 });
  });
});

describe('countedInput', () => {
  it('leaves a season where everyone has a selection as it is', () => {
    const everyone = input('leeg');
    const full = { ...everyone, deelnemers: everyone.deelnemers.filter((d) => d.id !== DIRK) };
    expect(countedInput(full)).toBe(full);
  });
});
