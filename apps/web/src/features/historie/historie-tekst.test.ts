import { describe, expect, it } from 'vitest';
import { loopbaan, positieTekst, seizoenKort } from './historie-tekst';

const seizoen = (
  seizoenId: number,
  position: number | null,
  extra: { isFinished?: boolean; prizes?: ('kampioen' | 'beker')[] } = {},
) => ({
  seizoenId,
  seizoenName: `Seizoen ${2020 + seizoenId}-${2021 + seizoenId}`,
  isCurrent: extra.isFinished === false,
  isFinished: extra.isFinished ?? true,
  deelnemerId: seizoenId * 10,
  teamName: 'Oost',
  position,
  participantCount: 40,
  totalScore: 500,
  prizes: extra.prizes ?? [],
});

describe('positieTekst', () => {
  it('names the position among all participants', () => {
    expect(positieTekst(2, 250)).toBe('2e van 250');
    expect(positieTekst(null, 250)).toBe('-');
  });
});

describe('seizoenKort', () => {
  it('drops the word Seizoen for the chart axis', () => {
    expect(seizoenKort('Seizoen 2026-2027')).toBe('2026-2027');
    expect(seizoenKort('2025/26')).toBe('2025/26');
  });
});

describe('loopbaan', () => {
  it('counts seasons and prizes and finds the best finished position, first time first', () => {
    expect(
      loopbaan([
        seizoen(1, 5, { prizes: ['beker'] }),
        seizoen(2, 3, { prizes: ['kampioen', 'beker'] }),
        seizoen(3, 3),
        seizoen(4, 1, { isFinished: false }),
      ]),
    ).toEqual({
      seizoenen: 4,
      prijzen: 3,
      beste: { position: 3, participantCount: 40, seizoenName: 'Seizoen 2022-2023' },
    });
  });

  it('has no best position without a finished season with a result', () => {
    expect(loopbaan([seizoen(1, null), seizoen(2, 4, { isFinished: false })]).beste).toBeNull();
    expect(loopbaan([])).toEqual({ seizoenen: 0, prijzen: 0, beste: null });
  });
});
