import { describe, expect, it } from 'vitest';
import type { BekerRonde, SeasonInput } from './types';
import { computeSeason } from './season';
import { defaultGameSettings } from './settings';
import { fixtureSeason } from './testing/season-fixture';
import type { FixtureOptions } from './testing/season-fixture';

// Six participants, eight rounds of which 1-4 are played; every score below is worked out by hand
// in the comments (unit table: a goal is 1 point).
const ANNA = 101;
const BRAM = 102;
const COR = 103;
const DAAN = 104;
const EVA = 105;
const FEMKE = 106;

const base: FixtureOptions = {
  playedRounds: 4,
  players: [
    { id: 1, points: [5, 0, 2, 1], yellowIn: [1, 3] },
    { id: 2, points: [1, 1, 1, 1] },
    { id: 3, points: [0, 4, 0, 0] },
    { id: 4, points: [2, 2, 2, 2], yellowIn: [2] },
    { id: 5, points: [3, 0, 0, 6] },
  ],
  teams: [
    { id: 1, name: 'De Vrienden' },
    { id: 2, name: 'Oost' },
    { id: 3, name: 'Zuid' },
  ],
  // Input order on purpose not by name.
  deelnemers: [
    { id: EVA, name: 'Eva', teamId: 2, subcompetities: ['Dames'], selectie: [4] },
    { id: ANNA, name: 'Anna', teamId: 1, subcompetities: ['Jeugd'], selectie: [1, 2] },
    { id: FEMKE, name: 'Femke', teamId: 3, subcompetities: ['Dames'], selectie: [2, 3] },
    { id: COR, name: 'Cor', teamId: 2, subcompetities: ['Jeugd', 'Dames'], selectie: [5] },
    { id: BRAM, name: 'Bram', teamId: 1, selectie: [3, 4] },
    { id: DAAN, name: 'Daan', teamId: 2, selectie: [2, 3] },
  ],
  transfers: [
    { id: 1, deelnemerId: EVA, playerOutId: 4, playerInId: 1, fromRound: 3 },
    { id: 3, deelnemerId: ANNA, playerOutId: 2, playerInId: 5, fromRound: 6 },
    { id: 2, deelnemerId: DAAN, playerOutId: 2, playerInId: 4, fromRound: 6 },
  ],
};
// Round scores: Anna [6,1,3,2]=12, Bram [2,6,2,2]=12, Cor [3,0,0,6]=9, Daan [1,5,1,1]=8,
// Eva [2,2,2,1]=7 (player 4, then player 1 from round 3), Femke [1,5,1,1]=8.
const season = (overrides: Partial<FixtureOptions> = {}) =>
  computeSeason(fixtureSeason({ ...base, ...overrides }));
const result = season();
const pick = <T extends { deelnemerId: number; position: number }>(rows: Iterable<T>) =>
  [...rows].map((r) => [r.deelnemerId, r.position]);

describe('rondes: state from the entered results', () => {
  it('marks played rounds gespeeld and the rest gepland', () => {
    expect(result.rondes.map((r) => r.state)).toEqual([
      'gespeeld',
      'gespeeld',
      'gespeeld',
      'gespeeld',
      'gepland',
      'gepland',
      'gepland',
      'gepland',
    ]);
    expect(result.lastRoundWithResults).toBe(4);
  });
  it('marks a round with some results bezig, and counts it as the last with results', () => {
    const partial = season({ playedRounds: 3, bezigRound: 4 });
    expect(partial.rondes[3]?.state).toBe('bezig');
    expect(partial.lastRoundWithResults).toBe(4);
  });
  it('counts the matches of each round and those with a result', () => {
    const partial = season({ playedRounds: 3, bezigRound: 4 });
    expect(partial.rondes.slice(2, 5).map((r) => [r.round, r.gespeeld, r.totaal])).toEqual([
      [3, 2, 2],
      [4, 1, 2],
      [5, 0, 2],
    ]);
  });
  it('starts at 0 before any result', () => {
    expect(season({ playedRounds: 0, players: [] }).lastRoundWithResults).toBe(0);
  });
});

describe('playerMatchPoints', () => {
  it('has one row per played event with a result', () => {
    expect(result.playerMatchPoints).toHaveLength(20);
    const row = result.playerMatchPoints.find((r) => r.playerId === 1 && r.round === 1);
    expect(row).toMatchObject({ matchId: 11, points: 5 });
    expect(row?.perEvent.doelpunt).toBe(5);
  });
  it("scores with the season's table and the player's position", () => {
    const input = fixtureSeason({
      ...base,
      settings: { scoreTable: defaultGameSettings(8).scoreTable },
    });
    // Keeper in a 0-0 draw as a substitute without goals (round 2): 1 draw + 4 clean sheet.
    input.spelers[0] = { ...input.spelers[0]!, position: 'Keeper' };
    const points = computeSeason(input).playerMatchPoints.find(
      (r) => r.playerId === 1 && r.round === 2,
    );
    expect(points?.points).toBe(1 + 0 + 4);
  });
});

describe('roundScores: the selection valid for each round', () => {
  it('sums the selected players per round, 0 for rounds without results', () => {
    expect(result.roundScores.get(ANNA)).toEqual([6, 1, 3, 2, 0, 0, 0, 0]);
    expect(result.roundScores.get(COR)).toEqual([3, 0, 0, 6, 0, 0, 0, 0]);
  });
  it('applies a transfer from its round on; earlier points stay', () => {
    expect(result.roundScores.get(EVA)).toEqual([2, 2, 2, 1, 0, 0, 0, 0]);
  });
  it('gives a vertrokken player nothing from his round of departure on', () => {
    const departed = season({
      players: [{ id: 1, points: [4, 4, 4, 4], status: 'vertrokken', departedFromRound: 3 }],
      deelnemers: [{ id: ANNA, name: 'Anna', teamId: 1, selectie: [1] }],
      transfers: [],
    });
    expect(departed.roundScores.get(ANNA)?.slice(0, 4)).toEqual([4, 4, 0, 0]);
    expect(departed.spelers[0]?.totalPoints).toBe(8);
  });
  it('leaves a participant without selection out: he counts once he has one (issue 26)', () => {
    const input = fixtureSeason(base);
    input.selecties = input.selecties.filter((s) => s.deelnemerId !== BRAM);
    const without = computeSeason(input);
    expect(without.roundScores.has(BRAM)).toBe(false);
    expect(without.tussenstand.some((r) => r.deelnemerId === BRAM)).toBe(false);
  });
});

describe('positionsPerRound: shared ranks over the cumulative totals', () => {
  it('follows each round and is 0 after the last round with results', () => {
    // r1 6,2,3,1,2,1 -> Anna 1, Cor 2, Bram 3, Eva 3, Daan 5, Femke 5
    // r2 7,8,3,6,4,6 -> Bram 1, Anna 2, Daan 3, Femke 3, Eva 5, Cor 6
    // r3 10,10,3,7,6,7 -> Anna 1, Bram 1, Daan 3, Femke 3, Eva 5, Cor 6
    // r4 12,12,9,8,7,8 -> Anna 1, Bram 1, Cor 3, Daan 4, Femke 4, Eva 6
    expect(result.positionsPerRound.get(ANNA)).toEqual([1, 2, 1, 1, 0, 0, 0, 0]);
    expect(result.positionsPerRound.get(BRAM)).toEqual([3, 1, 1, 1, 0, 0, 0, 0]);
    expect(result.positionsPerRound.get(COR)).toEqual([2, 6, 6, 3, 0, 0, 0, 0]);
    expect(result.positionsPerRound.get(EVA)).toEqual([3, 5, 5, 6, 0, 0, 0, 0]);
    expect(result.positionsPerRound.get(FEMKE)).toEqual([5, 3, 3, 4, 0, 0, 0, 0]);
  });
});

describe('tussenstand', () => {
  it('ranks totals with shared positions, ties by name', () => {
    expect(result.tussenstand.map((r) => [r.name, r.position, r.totalScore])).toEqual([
      ['Anna', 1, 12],
      ['Bram', 1, 12],
      ['Cor', 3, 9],
      ['Daan', 4, 8],
      ['Femke', 4, 8],
      ['Eva', 6, 7],
    ]);
  });
  it('shows the change since the previous round', () => {
    expect(result.tussenstand.map((r) => [r.name, r.previousPosition, r.positionChange])).toEqual([
      ['Anna', 1, 0],
      ['Bram', 1, 0],
      ['Cor', 6, 3],
      ['Daan', 3, -1],
      ['Femke', 3, -1],
      ['Eva', 5, -1],
    ]);
  });
  it('has no previous position after the first round', () => {
    const first = season({ playedRounds: 1 });
    expect(
      first.tussenstand.every((r) => r.previousPosition === null && r.positionChange === null),
    ).toBe(true);
  });
  it('puts everyone on 1 with 0 before any result', () => {
    const none = season({ playedRounds: 0 });
    expect(none.tussenstand.map((r) => [r.name, r.position, r.totalScore])).toEqual(
      ['Anna', 'Bram', 'Cor', 'Daan', 'Eva', 'Femke'].map((name) => [name, 1, 0]),
    );
  });
  it('carries the team name', () => {
    expect(result.tussenstand.at(0)?.teamName).toBe('De Vrienden');
  });
  it("carries each participant's score in the standing's round", () => {
    // Round 4: Anna 2, Bram 2, Cor 6, Daan 1, Femke 1, Eva 1 (see the round scores above).
    expect(result.tussenstand.map((r) => [r.name, r.roundScore])).toEqual([
      ['Anna', 2],
      ['Bram', 2],
      ['Cor', 6],
      ['Daan', 1],
      ['Femke', 1],
      ['Eva', 1],
    ]);
    expect(season({ playedRounds: 0 }).tussenstand.every((r) => r.roundScore === 0)).toBe(true);
  });
  it("gives the herbstmeister and subcompetities their own round's scores", () => {
    // Herbstmeister after round 2 (of its 4): Anna 1, Bram 6, Cor 0.
    const early = season({ playedRounds: 2 });
    const byName = new Map(early.herbstmeister.standing.map((r) => [r.name, r.roundScore]));
    expect([byName.get('Anna'), byName.get('Bram'), byName.get('Cor')]).toEqual([1, 6, 0]);
    const dames = result.subcompetities.find((s) => s.name === 'Dames');
    expect(dames?.standing.map((r) => [r.name, r.roundScore])).toEqual([
      ['Cor', 6],
      ['Femke', 1],
      ['Eva', 1],
    ]);
  });
});

describe('fairplaycup', () => {
  it('fewest card points first, then higher total; shared only when both are equal', () => {
    // cards: Anna 2 (player 1 in r1, r3), Bram 1 (player 4 r2), Eva 2 (player 4 r2, player 1 r3), others 0
    expect(result.fairplaycup.map((r) => [r.name, r.position, r.cardPoints, r.totalScore])).toEqual(
      [
        ['Cor', 1, 0, 9],
        ['Daan', 2, 0, 8],
        ['Femke', 2, 0, 8],
        ['Bram', 4, 1, 12],
        ['Anna', 5, 2, 12],
        ['Eva', 6, 2, 7],
      ],
    );
  });
});

describe('highscorecup', () => {
  it('best round score, with its earliest round', () => {
    expect(result.highscorecup.map((r) => [r.name, r.position, r.score, r.round])).toEqual([
      ['Anna', 1, 6, 1],
      ['Bram', 1, 6, 2],
      ['Cor', 1, 6, 4],
      ['Daan', 4, 5, 2],
      ['Femke', 4, 5, 2],
      ['Eva', 6, 2, 1],
    ]);
  });
  it('is empty before any round has results', () => {
    expect(season({ playedRounds: 0 }).highscorecup.toArray()).toEqual([]);
  });
});

describe('herbstmeister (round 4 of 8)', () => {
  it('is decided once the first half is played: shared leaders', () => {
    expect(result.herbstmeister.round).toBe(4);
    expect(result.herbstmeister.isDecided).toBe(true);
    expect(result.herbstmeister.winners).toEqual([
      { deelnemerId: ANNA, name: 'Anna' },
      { deelnemerId: BRAM, name: 'Bram' },
    ]);
  });
  it('shows the first half as it stands before that', () => {
    const open = season({ playedRounds: 3, bezigRound: 4 });
    expect(open.herbstmeister.isDecided).toBe(false);
    expect(open.herbstmeister.winners).toEqual([]);
    expect(open.herbstmeister.standing.map((r) => r.totalScore)).toEqual([12, 12, 9, 8, 8, 7]);
  });
  it('ignores the rounds after the first half', () => {
    const half = season({ settings: { herbstmeisterRound: 2 } });
    // rounds 1-2: Bram 8, Anna 7, Daan 6, Femke 6, Eva 4, Cor 3
    expect(pick(half.herbstmeister.standing)).toEqual([
      [BRAM, 1],
      [ANNA, 2],
      [DAAN, 3],
      [FEMKE, 3],
      [EVA, 5],
      [COR, 6],
    ]);
    expect(half.herbstmeister.winners).toEqual([{ deelnemerId: BRAM, name: 'Bram' }]);
  });
});

describe('periodes (1-2, 3-4, 5-6, 7-8)', () => {
  it('sums the rounds inside each period', () => {
    expect(pick(result.periodes[0]!.standing)).toEqual([
      [BRAM, 1],
      [ANNA, 2],
      [DAAN, 3],
      [FEMKE, 3],
      [EVA, 5],
      [COR, 6],
    ]);
    // rounds 3-4: Cor 6, Anna 5, Bram 4, Eva 3, Daan 2, Femke 2
    expect(result.periodes[1]!.standing.map((r) => [r.name, r.position, r.score])).toEqual([
      ['Cor', 1, 6],
      ['Anna', 2, 5],
      ['Bram', 3, 4],
      ['Eva', 4, 3],
      ['Daan', 5, 2],
      ['Femke', 5, 2],
    ]);
  });
  it('a finished period has its leader as winner', () => {
    expect(
      result.periodes.map((p) => [
        p.nummer,
        p.isActive,
        p.isFinished,
        p.winners.map((w) => w.name),
      ]),
    ).toEqual([
      [1, true, true, ['Bram']],
      [2, true, true, ['Cor']],
      [3, false, false, []],
      [4, false, false, []],
    ]);
  });
  it('a period being played is active and not finished', () => {
    const open = season({ playedRounds: 2, bezigRound: 3 });
    expect([
      open.periodes[1]?.isActive,
      open.periodes[1]?.isFinished,
      open.periodes[1]?.winners,
    ]).toEqual([true, false, []]);
  });
});

describe('teamcompetitie', () => {
  it('counts teams from 3 participants (default)', () => {
    // Oost: Cor 9, Daan 8, Eva 7
    expect(result.teamcompetitie).toEqual([
      {
        position: 1,
        teamId: 2,
        teamName: 'Oost',
        deelnemerCount: 3,
        totalScore: 24,
        averageScore: 8,
      },
    ]);
  });
  it('ranks on the average total score, ties by team name', () => {
    const all = season({ settings: { teamMinDeelnemers: 1 } });
    expect(all.teamcompetitie.map((t) => [t.teamName, t.position, t.averageScore])).toEqual([
      ['De Vrienden', 1, 12],
      ['Oost', 2, 8],
      ['Zuid', 2, 8],
    ]);
  });
});

describe('subcompetities', () => {
  it('sorted by name, each its own standing and position change', () => {
    expect(result.subcompetities.map((s) => s.name)).toEqual(['Dames', 'Jeugd']);
    // Dames after r4: Cor 9, Femke 8, Eva 7; after r3: Femke 7, Eva 6, Cor 3
    expect(
      result.subcompetities[0]?.standing.map((r) => [
        r.name,
        r.position,
        r.previousPosition,
        r.positionChange,
      ]),
    ).toEqual([
      ['Cor', 1, 3, 2],
      ['Femke', 2, 1, -1],
      ['Eva', 3, 2, -1],
    ]);
    expect(pick(result.subcompetities[1]!.standing)).toEqual([
      [ANNA, 1],
      [COR, 2],
    ]);
  });
});

describe('bekerRondes', () => {
  const rondes: BekerRonde[] = [
    {
      id: 7,
      kind: 'beker',
      sequence: 1,
      name: 'Voorronde',
      speelronde: 2,
      duels: [
        { first: ANNA, second: BRAM },
        { first: DAAN, second: FEMKE },
      ],
      byes: [COR, EVA],
    },
    {
      id: 8,
      kind: 'beker',
      sequence: 2,
      name: 'Halve finale',
      speelronde: 5,
      duels: [
        { first: BRAM, second: DAAN },
        { first: COR, second: EVA },
      ],
      byes: [],
    },
    {
      id: 9,
      kind: 'teambeker',
      sequence: 1,
      name: 'Finale',
      speelronde: 4,
      duels: [{ first: 1, second: 2 }],
      byes: [],
    },
  ];
  const cups = season({ bekerRondes: rondes }).bekerRondes;

  it('a played round: winners by round score, then total, then draw order; byes follow', () => {
    const voorronde = cups.find((c) => c.id === 7)!;
    expect(voorronde.isFinished).toBe(true);
    // round 2: Anna 1 - Bram 6; Daan 5 - Femke 5, totals 6 - 6 -> Daan (drawn first)
    expect(
      voorronde.duels.map((d) => [d.winner, d.decidedBy, d.firstScore, d.secondScore]),
    ).toEqual([
      [BRAM, 'score', 1, 6],
      [DAAN, 'loting', 5, 5],
    ]);
    expect(voorronde.advancing).toEqual([BRAM, DAAN, COR, EVA]);
  });
  it('a round whose speelronde is not played shows only the draw', () => {
    const halve = cups.find((c) => c.id === 8)!;
    expect([halve.isFinished, halve.advancing, halve.duels[0]?.winner]).toEqual([false, [], null]);
  });
  it("teambeker: on the team's average round score", () => {
    const finale = cups.find((c) => c.id === 9)!;
    // round 4: De Vrienden (2 + 2) / 2 = 2; Oost (6 + 1 + 1) / 3
    expect(finale.duels[0]).toMatchObject({
      firstScore: 2,
      secondScore: 8 / 3,
      firstTotal: 12,
      secondTotal: 8,
      winner: 2,
      decidedBy: 'score',
    });
  });
});

describe('spelers', () => {
  it('every player with total points, highest first', () => {
    expect(result.spelers.map((s) => [s.playerId, s.totalPoints])).toEqual([
      [5, 9],
      [1, 8],
      [4, 8],
      [2, 4],
      [3, 4],
    ]);
    expect(result.spelers[0]).toMatchObject({
      name: 'Speler 5',
      clubName: 'Ajax',
      position: 'Aanvaller',
      status: 'actief',
    });
    expect(result.spelers[0]?.perEvent.doelpunt).toBe(9);
  });
  it('counts the current selection, after all transfers (also future ones)', () => {
    // Anna [1,5], Bram [3,4], Cor [5], Daan [4,3], Eva [1], Femke [2,3]
    const count = Object.fromEntries(
      result.spelers.map((s) => [s.playerId, [s.selectedCount, s.selectedShare]]),
    );
    expect(count).toEqual({
      1: [2, 2 / 6],
      2: [1, 1 / 6],
      3: [3, 0.5],
      4: [2, 2 / 6],
      5: [2, 2 / 6],
    });
  });
});

describe('transfers', () => {
  it('lists every transfer with names, by round then participant name', () => {
    expect(result.transfers).toEqual([
      {
        id: 1,
        deelnemerId: EVA,
        deelnemerName: 'Eva',
        playerOutId: 4,
        playerOutName: 'Speler 4',
        playerInId: 1,
        playerInName: 'Speler 1',
        fromRound: 3,
      },
      {
        id: 3,
        deelnemerId: ANNA,
        deelnemerName: 'Anna',
        playerOutId: 2,
        playerOutName: 'Speler 2',
        playerInId: 5,
        playerInName: 'Speler 5',
        fromRound: 6,
      },
      {
        id: 2,
        deelnemerId: DAAN,
        deelnemerName: 'Daan',
        playerOutId: 2,
        playerOutName: 'Speler 2',
        playerInId: 4,
        playerInName: 'Speler 4',
        fromRound: 6,
      },
    ]);
  });
});

describe('input checks', () => {
  it('refuses a season without rounds', () => {
    const input: SeasonInput = { ...fixtureSeason(base), roundCount: 0 };
    expect(() => computeSeason(input)).toThrow(RangeError);
  });
});
