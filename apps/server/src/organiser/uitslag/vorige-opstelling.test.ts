import { describe, expect, it } from 'vitest';
import { vorigeOpstelling, type LineUpEvent, type PlayedMatch } from './vorige-opstelling';

const match = (
  id: number,
  round: number,
  home: number,
  away: number,
  kickoff = '2026-09-01T14:30',
): PlayedMatch => ({
  id,
  round,
  kickoff,
  homeClubId: home,
  awayClubId: away,
});
const ev = (
  matchId: number,
  playerId: number,
  clubId: number,
  basisplaats = true,
): LineUpEvent => ({
  matchId,
  playerId,
  clubId,
  basisplaats,
});

const now = match(10, 5, 1, 2);
const played = [match(1, 3, 1, 3), match(2, 4, 4, 1), match(3, 4, 2, 3), match(11, 6, 1, 4)];
const events = [
  ev(1, 100, 1),
  ev(2, 101, 1, false),
  ev(2, 102, 1),
  ev(2, 400, 4),
  ev(2, 103, 1),
  ev(3, 200, 2),
  ev(11, 104, 1),
];
const clubs = new Map([
  [100, 1],
  [101, 1],
  [102, 1],
  [103, 5],
  [104, 1],
  [200, 2],
  [400, 4],
]);

describe('vorigeOpstelling', () => {
  it('takes the latest earlier match of the club, home or away, starters first', () => {
    expect(vorigeOpstelling(1, now, played, events, clubs)).toEqual({
      wedstrijdId: 2,
      round: 4,
      spelers: [
        { playerId: 102, basisplaats: true },
        { playerId: 101, basisplaats: false },
      ],
    });
    expect(vorigeOpstelling(2, now, played, events, clubs)).toMatchObject({ wedstrijdId: 3 });
  });

  it('leaves out players who have left the club and matches after this one', () => {
    const result = vorigeOpstelling(1, now, played, events, clubs)!;
    expect(result.spelers.map((s) => s.playerId)).not.toContain(103);
    expect(result.spelers.map((s) => s.playerId)).not.toContain(104);
  });

  it('orders by kickoff within a round and is null without an earlier match', () => {
    const sameRound = [
      match(20, 5, 1, 6, '2026-08-30T12:00'),
      match(21, 5, 7, 1, '2026-09-02T20:00'),
    ];
    const lineUps = [ev(20, 100, 1), ev(21, 101, 1)];
    expect(vorigeOpstelling(1, now, sameRound, lineUps, clubs)?.wedstrijdId).toBe(20);
    expect(vorigeOpstelling(1, match(30, 1, 1, 2), played, events, clubs)).toBeNull();
    expect(vorigeOpstelling(9, now, played, events, clubs)).toBeNull();
  });
});
