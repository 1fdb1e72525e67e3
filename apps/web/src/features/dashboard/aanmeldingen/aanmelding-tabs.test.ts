import { describe, expect, it } from 'vitest';
import { firstTab, inTab, isOpen, tabCounts } from './aanmelding-tabs';

const list = [
  { status: 'nieuw' as const },
  { status: 'nieuw' as const },
  { status: 'geweigerd' as const },
  { status: 'wijziging-gevraagd' as const },
];

describe('the inbox tabs', () => {
  it('counts each status and all of them', () => {
    expect(tabCounts(list)).toEqual({
      nieuw: 2,
      'wijziging-gevraagd': 1,
      geaccepteerd: 0,
      geweigerd: 1,
      alle: 4,
    });
  });

  it('opens on the new ones, then the ones waiting for a change, then all', () => {
    expect(firstTab(tabCounts(list))).toBe('nieuw');
    expect(firstTab(tabCounts(list.slice(2)))).toBe('wijziging-gevraagd');
    expect(firstTab(tabCounts([{ status: 'geaccepteerd' }]))).toBe('alle');
    expect(firstTab(tabCounts([]))).toBe('alle');
  });

  it('puts each enrolment in its own tab and in all', () => {
    expect(inTab({ status: 'geweigerd' }, 'geweigerd')).toBe(true);
    expect(inTab({ status: 'geweigerd' }, 'nieuw')).toBe(false);
    expect(inTab({ status: 'geweigerd' }, 'alle')).toBe(true);
  });

  it('leaves only new enrolments and those waiting for a change to be decided', () => {
    expect(isOpen({ status: 'nieuw' })).toBe(true);
    expect(isOpen({ status: 'wijziging-gevraagd' })).toBe(true);
    expect(isOpen({ status: 'geaccepteerd' })).toBe(false);
    expect(isOpen({ status: 'geweigerd' })).toBe(false);
  });
});
