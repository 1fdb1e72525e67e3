import { describe, expect, it } from 'vitest';
import { firstBekerEntrants } from './beker';
import { computeSeason } from './season';
import { standAfterRound } from './stand-after-round';
import { fixtureSeason } from './testing/season-fixture';
import type { MissedRounds, SeasonInput } from './types';

// Issue 26: a late joiner counts from his start round. Eight rounds, 1-4 played; Kees joins
// with startRonde 3. Worked out by hand (a point is a point, a yellow card 1 card point):
//   player 1: [5, 0, 2, 1], yellow in rounds 1 and 3; player 2: [1, 1, 1, 1];
//   player 3: [0, 4, 0, 0]; player 4: [2, 2, 2, 2].
//   Anna (1, 2): [6, 1, 3, 2] = 12, cards 2.   Bram (3, 4): [2, 6, 2, 2] = 12, cards 0.
//   Kees (1), from round 3: plays [-, -, 2, 1] = 3, cards 1 (round 3 only; round 1 was not his).
//   'niets':   Kees [0, 0, 2, 1] = 3.
//   'laagste': round 1's lowest among Anna 6 and Bram 2 is 2, round 2's among 1 and 6 is 1:
//              Kees [2, 1, 2, 1] = 6.
const ANNA = 1;
const BRAM = 2;
const KEES = 3;

function input(missedRounds: MissedRounds, keesStart = 3): SeasonInput {
  const season = fixtureSeason({
    playedRounds: 4,
    players: [
      { id: 1, points: [5, 0, 2, 1], yellowIn: [1, 3] },
      { id: 2, points: [1, 1, 1, 1] },
      { id: 3, points: [0, 4, 0, 0] },
      { id: 4, points: [2, 2, 2, 2] },
    ],
    deelnemers: [
      { id: ANNA, name: 'Anna', teamId: 1, selectie: [1, 2] },
      { id: BRAM, name: 'Bram', teamId: 1, selectie: [3, 4] },
      { id: KEES, name: 'Kees', teamId: 2, selectie: [1] },
    ],
    settings: { missedRounds },
  });
  return {
    ...season,
    deelnemers: season.deelnemers.map((d) => (d.id === KEES ? { ...d, startRonde: keesStart } : d)),
  };
}

const totals = (rows: Iterable<{ deelnemerId: number; totalScore: number }>) =>
  Object.fromEntries([...rows].map((r) => [r.deelnemerId, r.totalScore]));

describe('late joiner, missed rounds score nothing (the default)', () => {
  const result = computeSeason(input('niets'));
  it('counts his round scores from his start round only', () => {
    expect(result.roundScores.get(KEES)?.slice(0, 4)).toEqual([0, 0, 2, 1]);
    expect(totals(result.tussenstand)).toEqual({ [ANNA]: 12, [BRAM]: 12, [KEES]: 3 });
    expect(result.tussenstand.find((r) => r.deelnemerId === KEES)?.position).toBe(3);
  });
  it('counts his card points from his start round only in the fair play cup', () => {
    const cards = Object.fromEntries(result.fairplaycup.map((r) => [r.deelnemerId, r.cardPoints]));
    expect(cards).toEqual({ [ANNA]: 2, [BRAM]: 0, [KEES]: 1 });
  });
  it('gives the first period (rounds 1-2) nothing and the standing after round 2 nothing', () => {
    const first = result.periodes[0]?.standing.find((r) => r.deelnemerId === KEES);
    expect(first?.score).toBe(0);
    expect(totals(standAfterRound(result, 2))[KEES]).toBe(0);
  });
  it('counts from round 1 without a start round (every existing participant)', () => {
    const fromStart = computeSeason(input('niets', 1));
    expect(fromStart.roundScores.get(KEES)?.slice(0, 4)).toEqual([5, 0, 2, 1]);
  });
});

describe('late joiner, missed rounds score the lowest round score', () => {
  const result = computeSeason(input('laagste'));
  it('fills each missed round with the lowest score among those who played it', () => {
    expect(result.roundScores.get(KEES)?.slice(0, 4)).toEqual([2, 1, 2, 1]);
    expect(totals(result.tussenstand)).toEqual({ [ANNA]: 12, [BRAM]: 12, [KEES]: 6 });
    expect(result.periodes[0]?.standing.find((r) => r.deelnemerId === KEES)?.score).toBe(3);
    expect(totals(standAfterRound(result, 2))[KEES]).toBe(3);
  });
  it('keeps the missed rounds out of the highscore cup: his best is round 3, not round 1', () => {
    const row = result.highscorecup.find((r) => r.deelnemerId === KEES);
    expect(row).toMatchObject({ score: 2, round: 3 });
  });
  it('gives the herbstmeister standing (after round 4) the filled rounds too', () => {
    expect(totals(result.herbstmeister.standing)[KEES]).toBe(6);
  });
});

// The cups: a cup round's speelronde is a round like any other. Kees starts in round 3.
describe('late joiner in the cups', () => {
  function cupInput(bekerRondes: SeasonInput['bekerRondes']): SeasonInput {
    const season = fixtureSeason({
      playedRounds: 4,
      players: [
        { id: 1, points: [5, 0, 2, 1] },
        { id: 2, points: [1, 1, 1, 1] },
        { id: 3, points: [0, 4, 0, 0] },
        { id: 4, points: [2, 2, 2, 2] },
      ],
      teams: [
        { id: 1, name: 'Noord' },
        { id: 2, name: 'Zuid' },
      ],
      deelnemers: [
        { id: ANNA, name: 'Anna', teamId: 1, selectie: [1, 2] },
        { id: BRAM, name: 'Bram', teamId: 2, selectie: [3, 4] },
        { id: KEES, name: 'Kees', teamId: 1, selectie: [1] },
      ],
      settings: { missedRounds: 'niets', teamMinDeelnemers: 1 },
      bekerRondes,
    });
    return {
      ...season,
      deelnemers: season.deelnemers.map((d) => (d.id === KEES ? { ...d, startRonde: 3 } : d)),
    };
  }

  it('draws him only into a first round of a speelronde he plays', () => {
    const season = cupInput([]);
    expect(firstBekerEntrants(season, 'beker', 2)).toEqual([ANNA, BRAM]);
    expect(firstBekerEntrants(season, 'beker', 3)).toEqual([ANNA, BRAM, KEES]);
  });

  it('counts his team in the teambeker only with members who play that speelronde', () => {
    const season = cupInput([]);
    const onlyKees = {
      ...season,
      deelnemers: season.deelnemers.map((d) => (d.id === ANNA ? { ...d, teamId: 2 } : d)),
    };
    expect(firstBekerEntrants(onlyKees, 'teambeker', 2)).toEqual([2]);
    expect(firstBekerEntrants(onlyKees, 'teambeker', 3)).toEqual([1, 2]);
  });

  it('leaves him out of his team’s teambeker average in a round he missed, not as a 0', () => {
    // Round 2: Anna 1, Bram 6, Kees missed it. Noord (Anna, Kees) averages Anna's 1, not 0.5.
    const result = computeSeason(
      cupInput([
        {
          id: 1,
          kind: 'teambeker',
          sequence: 1,
          name: 'Finale',
          speelronde: 2,
          duels: [{ first: 1, second: 2 }],
          byes: [],
        },
        {
          id: 2,
          kind: 'teambeker',
          sequence: 2,
          name: 'Finale',
          speelronde: 4,
          duels: [{ first: 1, second: 2 }],
          byes: [],
        },
      ]),
    );
    const [missed, played] = result.bekerRondes;
    expect(missed?.duels[0]).toMatchObject({ firstScore: 1, secondScore: 6 });
    // Round 4, which he plays: Anna 2, Kees 1 -> 1.5; Bram 2.
    expect(played?.duels[0]).toMatchObject({ firstScore: 1.5, secondScore: 2 });
  });
});
