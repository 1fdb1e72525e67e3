import { createRandom } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { createDeelnemers, SUBCOMPETITIES, teamSizes } from './deelnemers';

describe('teamSizes', () => {
  it.each([2, 5, 23, 250, 1001, 100_000])('sums to %i with no empty team', (count) => {
    const sizes = teamSizes(count, createRandom(count));
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(count);
    expect(sizes.every((size) => size >= 1)).toBe(true);
    expect(sizes.length).toBe(Math.max(1, Math.round(count / 6)));
  });

  it('has several teams below the minimum of 3 in a normal season', () => {
    const sizes = teamSizes(250, createRandom(1));
    expect(sizes.filter((size) => size < 3).length).toBeGreaterThanOrEqual(3);
    expect(sizes.filter((size) => size >= 3).length).toBeGreaterThan(30);
  });
});

describe('createDeelnemers', () => {
  const { teams, deelnemers, emails } = createDeelnemers(250, createRandom(5));

  it('numbers participants and teams from 1, every participant in an existing team', () => {
    expect(deelnemers.map((d) => d.id)).toEqual(deelnemers.map((_, i) => i + 1));
    expect(teams.map((t) => t.id)).toEqual(teams.map((_, i) => i + 1));
    const byId = new Map(teams.map((t) => [t.id, t]));
    for (const d of deelnemers) expect(byId.get(d.teamId)?.name).toBe(d.teamName);
    for (const team of teams) expect(deelnemers.some((d) => d.teamId === team.id)).toBe(true);
  });

  it('gives unique participant and team names', () => {
    expect(new Set(deelnemers.map((d) => d.name)).size).toBe(250);
    expect(new Set(teams.map((t) => t.name)).size).toBe(teams.length);
  });

  it('fills each subcompetitie with a subset; some participants in none, a few in two', () => {
    for (const name of SUBCOMPETITIES) {
      const members = deelnemers.filter((d) => d.subcompetities.includes(name)).length;
      expect(members).toBeGreaterThan(0);
      expect(members).toBeLessThan(250 / 2);
    }
    expect(deelnemers.filter((d) => d.subcompetities.length === 0).length).toBeGreaterThan(50);
    expect(deelnemers.filter((d) => d.subcompetities.length === 2).length).toBeGreaterThan(0);
    expect(
      deelnemers.every((d) =>
        d.subcompetities.every((s) => (SUBCOMPETITIES as readonly string[]).includes(s)),
      ),
    ).toBe(true);
  });

  it('gives everyone a unique address at example.org', () => {
    expect(emails.size).toBe(250);
    const addresses = [...emails.values()];
    expect(new Set(addresses).size).toBe(250);
    for (const address of addresses)
      expect(address).toMatch(/^[a-z]+(\.[a-z]+)*(\.\d+)?@example\.org$/);
  });

  // At 100,000 participants: deelnemers.heavy.test.ts.
});
