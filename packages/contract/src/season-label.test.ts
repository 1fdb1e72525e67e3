import { describe, expect, it } from 'vitest';
import { seasonInSentence, seasonLabel } from './season-label';

describe('seasonLabel', () => {
  it('puts the word seizoen in front once', () => {
    expect(seasonLabel('2026-2027')).toBe('Seizoen 2026-2027');
    expect(seasonLabel(' Seizoen 2026-2027 ')).toBe('Seizoen 2026-2027');
    expect(seasonLabel('seizoen 2026')).toBe('seizoen 2026');
    expect(seasonLabel('Eredivisie 2026-2027')).toBe('Seizoen Eredivisie 2026-2027');
    expect(seasonLabel('Seizoenkaart')).toBe('Seizoen Seizoenkaart');
  });
});

describe('seasonInSentence', () => {
  it('writes the word in lower case when it adds it, and never twice', () => {
    expect(seasonInSentence('2026-2027')).toBe('seizoen 2026-2027');
    expect(seasonInSentence('Seizoen 2027-2028')).toBe('Seizoen 2027-2028');
    expect(seasonInSentence('Seizoenstart 2027')).toBe('seizoen Seizoenstart 2027');
  });
});
