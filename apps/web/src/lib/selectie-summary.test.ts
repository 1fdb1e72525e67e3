import { describe, expect, it } from 'vitest';
import { selectieSummary, summaryText } from './selectie-summary';

const of = (k: number, v: number, m: number, a: number) => [
  ...Array.from({ length: k }, () => ({ position: 'Keeper' as const })),
  ...Array.from({ length: v }, () => ({ position: 'Verdediger' as const })),
  ...Array.from({ length: m }, () => ({ position: 'Middenvelder' as const })),
  ...Array.from({ length: a }, () => ({ position: 'Aanvaller' as const })),
];

describe('selectieSummary', () => {
  it('counts positions and names the formation', () => {
    expect(selectieSummary(of(1, 4, 4, 2))).toEqual({
      counts: { Keeper: 1, Verdediger: 4, Middenvelder: 4, Aanvaller: 2 },
      formation: '4-4-2',
      total: 11,
    });
  });

  it('says how far a selection is, with the formation once complete', () => {
    expect(summaryText(of(1, 4, 4, 2))).toBe(
      '11 van 11 gekozen: Keeper 1 · Verdedigers 4 · Middenvelders 4 · Aanvallers 2 (4-4-2)',
    );
    expect(summaryText(of(0, 2, 0, 1))).toBe(
      '3 van 11 gekozen: Keeper 0 · Verdedigers 2 · Middenvelders 0 · Aanvallers 1',
    );
  });
});
