import { describe, expect, it } from 'vitest';
import { SCORE_EVENTS } from './types';
import { defaultGameSettings, defaultPeriodes, SCORE_EVENT_LABELS } from './settings';

describe('default points table (docs/game.md)', () => {
  const { scoreTable } = defaultGameSettings();
  it('gives a goal 10/6/4/3 points by position', () => {
    expect(scoreTable.Keeper.doelpunt).toBe(10);
    expect(scoreTable.Verdediger.doelpunt).toBe(6);
    expect(scoreTable.Middenvelder.doelpunt).toBe(4);
    expect(scoreTable.Aanvaller.doelpunt).toBe(3);
  });
  it('rewards a clean sheet only for keepers (4) and defenders (2)', () => {
    expect(
      [scoreTable.Keeper, scoreTable.Verdediger, scoreTable.Middenvelder, scoreTable.Aanvaller].map(
        (r) => r.cleanSheet,
      ),
    ).toEqual([4, 2, 0, 0]);
  });
  it('lets only a keeper score for a saved penalty', () => {
    expect(scoreTable.Keeper.penaltyGestopt).toBe(3);
    expect(scoreTable.Aanvaller.penaltyGestopt).toBe(0);
  });
  it('has the same penalties for every position', () => {
    for (const row of Object.values(scoreTable)) {
      expect([row.penaltyGemist, row.eigenDoelpunt, row.geel, row.tweedeGeel, row.rood]).toEqual([
        -2, -4, -1, -3, -4,
      ]);
      expect([
        row.basisplaats,
        row.gewonnen,
        row.gelijkspel,
        row.penaltyDoelpunt,
        row.assist,
      ]).toEqual([1, 3, 1, 1, 2]);
    }
  });
});

describe('other defaults', () => {
  const settings = defaultGameSettings();
  it('has card points 1/3/3, 3 per club, 3 transfers, teams from 3', () => {
    expect(settings.cardPoints).toEqual({ geel: 1, tweedeGeel: 3, rood: 3 });
    expect(settings.maxPerClub).toBe(3);
    expect(settings.maxTransfers).toBe(3);
    expect(settings.teamMinDeelnemers).toBe(3);
  });
  it('allows the seven formations', () => {
    expect(settings.formations).toEqual([
      '3-4-3',
      '3-5-2',
      '4-3-3',
      '4-4-2',
      '4-5-1',
      '5-3-2',
      '5-4-1',
    ]);
  });
  it('puts the herbstmeister after round 17 of 34 (and 16 of 33)', () => {
    expect(settings.herbstmeisterRound).toBe(17);
    expect(defaultGameSettings(33).herbstmeisterRound).toBe(16);
  });
});

describe('periodes', () => {
  it('splits 34 rounds into 1-9, 10-17, 18-26, 27-34', () => {
    expect(defaultPeriodes(34)).toEqual([
      { nummer: 1, fromRound: 1, toRound: 9 },
      { nummer: 2, fromRound: 10, toRound: 17 },
      { nummer: 3, fromRound: 18, toRound: 26 },
      { nummer: 4, fromRound: 27, toRound: 34 },
    ]);
  });
  it('splits 30 rounds into near-equal blocks 1-8, 9-15, 16-23, 24-30', () => {
    expect(defaultPeriodes(30).map((p) => [p.fromRound, p.toRound])).toEqual([
      [1, 8],
      [9, 15],
      [16, 23],
      [24, 30],
    ]);
  });
  it('covers every round exactly once for any season length', () => {
    for (let n = 4; n <= 60; n++) {
      const periodes = defaultPeriodes(n);
      expect(periodes[0]?.fromRound).toBe(1);
      expect(periodes[3]?.toRound).toBe(n);
      for (let i = 1; i < 4; i++)
        expect(periodes[i]?.fromRound).toBe((periodes[i - 1]?.toRound ?? 0) + 1);
      for (const p of periodes) expect(p.toRound).toBeGreaterThanOrEqual(p.fromRound);
    }
  });
  it('refuses a season shorter than 4 rounds', () => {
    expect(() => defaultPeriodes(3)).toThrow(RangeError);
  });
});

describe('SCORE_EVENT_LABELS', () => {
  it('has a Dutch label for every event', () => {
    for (const event of SCORE_EVENTS) expect(SCORE_EVENT_LABELS[event]).toMatch(/^[A-Z]/);
    expect(SCORE_EVENT_LABELS.cleanSheet).toBe('De nul gehouden');
  });
});
