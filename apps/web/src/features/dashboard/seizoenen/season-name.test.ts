import { describe, expect, it } from 'vitest';
import { seasonTitle } from './season-name';

describe('seasonTitle', () => {
  it('puts the word seizoen in front once', () => {
    expect(seasonTitle('2026-2027')).toBe('Seizoen 2026-2027');
    expect(seasonTitle('Seizoen 2026-2027')).toBe('Seizoen 2026-2027');
    expect(seasonTitle('seizoen 2026-2027')).toBe('seizoen 2026-2027');
    expect(seasonTitle('Seizoenstart 2027')).toBe('Seizoen Seizoenstart 2027');
  });
});
