import { describe, expect, it } from 'vitest';
import { matchState } from './match-state';

describe('matchState', () => {
  it('reads a refusal first, then edits, then a save', () => {
    expect(matchState({ stored: true, dirty: true, outcome: 'error' })).toBe('refused');
    expect(matchState({ stored: true, dirty: true, outcome: 'success' })).toBe('changed');
    expect(matchState({ stored: true, dirty: false, outcome: 'success' })).toBe('saved');
  });

  it('tells a stored result from none when nothing happened here', () => {
    expect(matchState({ stored: true, dirty: false, outcome: undefined })).toBe('stored');
    expect(matchState({ stored: false, dirty: false, outcome: undefined })).toBe('empty');
  });
});
