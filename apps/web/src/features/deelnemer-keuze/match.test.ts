import { describe, expect, it } from 'vitest';
import { keuzeLabel, zoekDeelnemers } from './match';

const deelnemers = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Speler ${i + 1}`,
  teamName: i % 2 ? 'De Kuip' : 'Oost',
}));

describe('zoekDeelnemers', () => {
  it("matches 'name - teamName' case-insensitively", () => {
    expect(zoekDeelnemers(deelnemers, 'SPELER 7').map((d) => d.id)).toEqual([7]);
    expect(zoekDeelnemers(deelnemers, '3 - de kuip').map((d) => d.id)).toEqual([]);
    expect(zoekDeelnemers(deelnemers, '4 - de kuip').map((d) => d.id)).toEqual([4, 14, 24]);
  });

  it('needs at least 2 characters', () => {
    expect(zoekDeelnemers(deelnemers, 'o')).toEqual([]);
    expect(zoekDeelnemers(deelnemers, ' o ')).toEqual([]);
    expect(zoekDeelnemers(deelnemers, 'oo').length).toBeGreaterThan(0);
  });

  it('shows at most 10 suggestions, in list order', () => {
    const found = zoekDeelnemers(deelnemers, 'speler');
    expect(found.map((d) => d.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('labels a participant with name and team', () => {
    expect(keuzeLabel({ name: 'An de Wit', teamName: 'Oost' })).toBe('An de Wit - Oost');
  });
});
