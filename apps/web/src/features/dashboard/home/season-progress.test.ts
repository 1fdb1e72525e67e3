import { describe, expect, it } from 'vitest';
import { seasonProgress } from './season-progress';

describe('seasonProgress', () => {
  it('counts played rounds and finds the next one waiting for results', () => {
    expect(
      seasonProgress([
        { round: 3, state: 'gepland' },
        { round: 1, state: 'gespeeld' },
        { round: 2, state: 'bezig' },
        { round: 4, state: 'gepland' },
      ]),
    ).toEqual({ total: 4, played: 1, busy: 1, lastWithResults: 2, next: 2 });
  });

  it('has no next round at the end and no last round at the start', () => {
    expect(seasonProgress([{ round: 1, state: 'gespeeld' }]).next).toBeNull();
    expect(seasonProgress([{ round: 1, state: 'gepland' }]).lastWithResults).toBeNull();
    expect(seasonProgress([])).toEqual({
      total: 0,
      played: 0,
      busy: 0,
      lastWithResults: null,
      next: null,
    });
  });
});
