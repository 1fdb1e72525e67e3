import { describe, expect, it } from 'vitest';
import { seizoenNaam } from './seizoen-naam';

describe('seizoenNaam', () => {
  it('says Seizoen once', () => {
    expect(seizoenNaam('2026-2027')).toBe('Seizoen 2026-2027');
    expect(seizoenNaam('Seizoen 2026-2027')).toBe('Seizoen 2026-2027');
    expect(seizoenNaam(' seizoen 2026/27 ')).toBe('seizoen 2026/27');
    expect(seizoenNaam('Seizoenen-cup')).toBe('Seizoen Seizoenen-cup');
  });
});
