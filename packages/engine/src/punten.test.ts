import { describe, expect, it } from 'vitest';
import type { SpelerEvents, Wedstrijd } from './types';
import { cardPointsOf, playerMatchPoints } from './punten';
import { defaultGameSettings } from './settings';

const table = defaultGameSettings().scoreTable;
const HOME = 10;
const AWAY = 20;

function match(homeGoals: number | null, awayGoals: number | null): Wedstrijd {
  return {
    id: 1,
    round: 1,
    homeClubId: HOME,
    awayClubId: AWAY,
    homeGoals,
    awayGoals,
    kickoff: '2026-08-15T20:00',
  };
}

function events(overrides: Partial<SpelerEvents> = {}): SpelerEvents {
  return {
    matchId: 1,
    playerId: 7,
    clubId: HOME,
    played: true,
    basisplaats: true,
    goals: 0,
    penaltyGoals: 0,
    assists: 0,
    ownGoals: 0,
    yellow: 0,
    secondYellow: false,
    directRed: false,
    penaltiesSaved: 0,
    penaltiesMissed: 0,
    ...overrides,
  };
}

describe('a player who did not play, or a match without result', () => {
  it('scores nothing when he did not play', () => {
    const { points, perEvent } = playerMatchPoints(
      events({ played: false, goals: 2 }),
      match(2, 0),
      'Aanvaller',
      table,
    );
    expect(points).toBe(0);
    expect(Object.values(perEvent).every((v) => v === 0)).toBe(true);
  });
  it('scores nothing while the result is not entered (postponed)', () => {
    expect(
      playerMatchPoints(events({ goals: 1 }), match(null, null), 'Aanvaller', table).points,
    ).toBe(0);
  });
});

describe('basisplaats', () => {
  it('gives 1 for the starting eleven, nothing for a substitute', () => {
    expect(
      playerMatchPoints(events(), match(1, 1), 'Middenvelder', table).perEvent.basisplaats,
    ).toBe(1);
    expect(
      playerMatchPoints(events({ basisplaats: false }), match(1, 1), 'Middenvelder', table).perEvent
        .basisplaats,
    ).toBe(0);
  });
});

describe("match result from the player's side", () => {
  it('home win: 3 for won, 1 basisplaats = 4 for a midfielder', () => {
    const r = playerMatchPoints(events(), match(2, 1), 'Middenvelder', table);
    expect(r.perEvent.gewonnen).toBe(3);
    expect(r.points).toBe(4);
  });
  it('the away player of that match lost: only basisplaats', () => {
    const r = playerMatchPoints(events({ clubId: AWAY }), match(2, 1), 'Middenvelder', table);
    expect(r.perEvent.gewonnen).toBe(0);
    expect(r.points).toBe(1);
  });
  it('a draw gives 1', () => {
    expect(
      playerMatchPoints(events({ clubId: AWAY }), match(1, 1), 'Aanvaller', table).perEvent
        .gelijkspel,
    ).toBe(1);
  });
});

describe('goals, penalties and assists', () => {
  it('counts a penalty goal as a goal plus the extra point', () => {
    // keeper: 2 goals x 10, 1 of them a penalty +1, basisplaats 1, won 3 = 25 (conceded 1: no clean sheet)
    const r = playerMatchPoints(
      events({ goals: 2, penaltyGoals: 1 }),
      match(2, 1),
      'Keeper',
      table,
    );
    expect(r.perEvent.doelpunt).toBe(20);
    expect(r.perEvent.penaltyDoelpunt).toBe(1);
    expect(r.points).toBe(25);
  });
  it('gives 2 per assist', () => {
    expect(
      playerMatchPoints(events({ assists: 2 }), match(3, 1), 'Aanvaller', table).perEvent.assist,
    ).toBe(4);
  });
  it('gives a keeper 3 per saved penalty, a defender nothing', () => {
    expect(
      playerMatchPoints(events({ penaltiesSaved: 1 }), match(0, 0), 'Keeper', table).perEvent
        .penaltyGestopt,
    ).toBe(3);
    expect(
      playerMatchPoints(events({ penaltiesSaved: 1 }), match(0, 0), 'Verdediger', table).perEvent
        .penaltyGestopt,
    ).toBe(0);
  });
  it('takes 2 per missed penalty and 4 per own goal', () => {
    const r = playerMatchPoints(
      events({ penaltiesMissed: 1, ownGoals: 1 }),
      match(1, 2),
      'Aanvaller',
      table,
    );
    expect(r.perEvent.penaltyGemist).toBe(-2);
    expect(r.perEvent.eigenDoelpunt).toBe(-4);
    expect(r.points).toBe(1 - 2 - 4);
  });
});

describe('clean sheet', () => {
  it('keeper 4, defender 2, midfielder 0 when his side conceded nothing', () => {
    expect(
      playerMatchPoints(events({ clubId: AWAY }), match(0, 0), 'Keeper', table).perEvent.cleanSheet,
    ).toBe(4);
    expect(playerMatchPoints(events(), match(1, 0), 'Verdediger', table).perEvent.cleanSheet).toBe(
      2,
    );
    expect(
      playerMatchPoints(events(), match(1, 0), 'Middenvelder', table).perEvent.cleanSheet,
    ).toBe(0);
  });
  it('none when his side conceded', () => {
    expect(
      playerMatchPoints(events({ clubId: AWAY }), match(1, 0), 'Keeper', table).perEvent.cleanSheet,
    ).toBe(0);
  });
  it('also for a substitute who played', () => {
    const r = playerMatchPoints(events({ basisplaats: false }), match(0, 0), 'Keeper', table);
    expect(r.points).toBe(1 + 4);
  });
});

describe('cards', () => {
  it('yellow -1; second yellow -3 on top of the first yellow; direct red -4', () => {
    expect(playerMatchPoints(events({ yellow: 1 }), match(1, 1), 'Aanvaller', table).points).toBe(
      1 + 1 - 1,
    );
    const twice = playerMatchPoints(
      events({ yellow: 1, secondYellow: true }),
      match(1, 1),
      'Aanvaller',
      table,
    );
    expect([twice.perEvent.geel, twice.perEvent.tweedeGeel, twice.points]).toEqual([
      -1,
      -3,
      1 + 1 - 1 - 3,
    ]);
    expect(
      playerMatchPoints(events({ directRed: true }), match(1, 1), 'Aanvaller', table).perEvent.rood,
    ).toBe(-4);
  });
});

describe('cardPointsOf', () => {
  const cards = defaultGameSettings().cardPoints;
  it('yellow 1, second yellow 3 (plus the first), direct red 3', () => {
    expect(cardPointsOf(events({ yellow: 1 }), cards)).toBe(1);
    expect(cardPointsOf(events({ yellow: 1, secondYellow: true }), cards)).toBe(4);
    expect(cardPointsOf(events({ yellow: 1, directRed: true }), cards)).toBe(4);
    expect(cardPointsOf(events(), cards)).toBe(0);
  });
  it('none for a player who did not play', () => {
    expect(cardPointsOf(events({ played: false, yellow: 1 }), cards)).toBe(0);
  });
});
