import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSeason } from './season';
import { standAfterRound } from './stand-after-round';
import { fixtureSeason } from './testing/season-fixture';
import type { FixtureOptions } from './testing/season-fixture';

const ANNA = 1;
const BRAM = 2;
const COR = 3;
const DAAN = 4;

// Round scores (a goal is 1 point): Anna and Daan [3,0,1], Bram [0,4,0], Cor [1,1,1].
const options: FixtureOptions = {
  playedRounds: 3,
  players: [
    { id: 1, points: [3, 0, 1] },
    { id: 2, points: [0, 4, 0] },
    { id: 3, points: [1, 1, 1] },
  ],
  deelnemers: [
    { id: DAAN, name: 'Daan', teamId: 1, selectie: [1] },
    { id: COR, name: 'Cor', teamId: 1, selectie: [3] },
    { id: BRAM, name: 'Bram', teamId: 1, selectie: [2] },
    { id: ANNA, name: 'Anna', teamId: 1, selectie: [1] },
  ],
};
const result = computeSeason(fixtureSeason(options));
const row = (
  deelnemerId: number,
  name: string,
  position: number,
  totalScore: number,
  roundScore: number,
  previousPosition: number | null,
) => ({
  position,
  deelnemerId,
  name,
  teamName: 'Team 1',
  totalScore,
  roundScore,
  previousPosition,
  positionChange: previousPosition === null ? null : previousPosition - position,
});

describe('standAfterRound', () => {
  it('reads an earlier round from the per-round positions and running sums', () => {
    // After round 2: Bram 4, Anna 3, Daan 3, Cor 2.
    expect(standAfterRound(result, 2)).toEqual([
      row(BRAM, 'Bram', 1, 4, 4, 4),
      row(ANNA, 'Anna', 2, 3, 0, 1),
      row(DAAN, 'Daan', 2, 3, 0, 1),
      row(COR, 'Cor', 4, 2, 1, 3),
    ]);
    // After round 1: Anna 3, Daan 3, Cor 1, Bram 0; no round before it.
    expect(standAfterRound(result, 1)).toEqual([
      row(ANNA, 'Anna', 1, 3, 3, null),
      row(DAAN, 'Daan', 1, 3, 3, null),
      row(COR, 'Cor', 3, 1, 1, null),
      row(BRAM, 'Bram', 4, 0, 0, null),
    ]);
  });

  it('keeps every row of a shared position up to maxPosition', () => {
    expect(standAfterRound(result, 2, 2).map((r) => r.deelnemerId)).toEqual([BRAM, ANNA, DAAN]);
    expect(standAfterRound(result, 2, 1).map((r) => r.deelnemerId)).toEqual([BRAM]);
    expect(standAfterRound(result, 3, 1).map((r) => r.deelnemerId)).toEqual([ANNA, BRAM, DAAN]);
  });

  it('is the tussenstand after the last round, and before the first', () => {
    expect(standAfterRound(result, 3)).toEqual(result.tussenstand.toArray());
    const none = computeSeason(fixtureSeason({ ...options, playedRounds: 0 }));
    expect(standAfterRound(none, 0)).toEqual(none.tussenstand.toArray());
  });

  it('refuses a round the engine has no positions for', () => {
    for (const round of [0, 4, 9, 1.5, -1]) {
      expect(() => standAfterRound(result, round)).toThrow(RangeError);
    }
  });

  it('is the tussenstand the engine gave when that round was the last one played', () => {
    const names = ['Anna', 'anna', 'Bram', 'Émile', 'Eva', 'Jan', 'jan', 'Zoë'];
    const seasonArb = fc.record({
      playedRounds: fc.integer({ min: 1, max: 8 }),
      points: fc.array(fc.array(fc.integer({ min: -3, max: 12 }), { minLength: 8, maxLength: 8 }), {
        minLength: 1,
        maxLength: 6,
      }),
      deelnemers: fc.array(
        fc.record({ name: fc.constantFrom(...names), picks: fc.array(fc.nat(), { maxLength: 4 }) }),
        { minLength: 1, maxLength: 14 },
      ),
    });
    fc.assert(
      fc.property(seasonArb, ({ playedRounds, points, deelnemers }) => {
        const played = (rounds: number) =>
          computeSeason(
            fixtureSeason({
              playedRounds: rounds,
              players: points.map((p, i) => ({ id: i + 1, points: p.slice(0, rounds) })),
              // Ids against name order, so the tie-break by id is tried too.
              deelnemers: deelnemers.map((d, i) => ({
                id: 100 - i,
                name: d.name,
                teamId: 1,
                selectie: [...new Set(d.picks.map((k) => (k % points.length) + 1))],
              })),
            }),
          );
        const full = played(playedRounds);
        for (let round = 1; round <= playedRounds; round++) {
          const then = played(round).tussenstand;
          expect(standAfterRound(full, round)).toEqual(then.toArray());
          expect(standAfterRound(full, round, 3)).toEqual(then.filter((r) => r.position <= 3));
        }
        const { round, standing } = full.herbstmeister;
        if (round <= playedRounds) expect(standAfterRound(full, round)).toEqual(standing.toArray());
      }),
      { numRuns: 100 },
    );
  });
});
