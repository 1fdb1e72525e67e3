import { describe, expect, it } from 'vitest';
import { seasonLabel } from './season-label';

describe('seasonLabel', () => {
  it('puts the word seizoen in front once', () => {
    expect(seasonLabel('Seizoen 2026-2027')).toBe('Seizoen 2026-2027');
    expect(seasonLabel('seizoen 2026')).toBe('seizoen 2026');
    expect(seasonLabel('Eredivisie 2026-2027')).toBe('Seizoen Eredivisie 2026-2027');
    expect(seasonLabel('Seizoenkaart')).toBe('Seizoen Seizoenkaart');
  });
});
