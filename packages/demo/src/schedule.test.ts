import { createRandom } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { circleRounds, createSchedule } from './schedule';

const clubs = Array.from({ length: 18 }, (_, i) => ({ id: i + 1, name: `Club ${i + 1}` }));

describe('circleRounds', () => {
  it('pairs every two clubs exactly once in 17 rounds', () => {
    const rounds = circleRounds(clubs.map((c) => c.id));
    expect(rounds).toHaveLength(17);
    const pairs = new Set<string>();
    for (const pairings of rounds) {
      expect(pairings).toHaveLength(9);
      const playing = pairings.flatMap((p) => [p.home, p.away]);
      expect(new Set(playing).size).toBe(18);
      for (const p of pairings) pairs.add([p.home, p.away].sort((a, b) => a - b).join('-'));
    }
    expect(pairs.size).toBe((18 * 17) / 2);
  });

  it('refuses an odd number of clubs', () => {
    expect(() => circleRounds([1, 2, 3])).toThrow(RangeError);
  });
});

describe('createSchedule', () => {
  const wedstrijden = createSchedule(clubs, createRandom(1));

  it('has 34 rounds of 9 matches with ids from 1 and no results', () => {
    expect(wedstrijden).toHaveLength(34 * 9);
    expect(wedstrijden.map((w) => w.id)).toEqual(wedstrijden.map((_, i) => i + 1));
    for (let round = 1; round <= 34; round++)
      expect(wedstrijden.filter((w) => w.round === round)).toHaveLength(9);
    expect(wedstrijden.every((w) => w.homeGoals === null && w.awayGoals === null)).toBe(true);
  });

  it('is a double round-robin: every club hosts every other club once', () => {
    const fixtures = new Set(wedstrijden.map((w) => `${w.homeClubId}-${w.awayClubId}`));
    expect(fixtures.size).toBe(18 * 17);
    for (const club of clubs)
      expect(wedstrijden.filter((w) => w.homeClubId === club.id)).toHaveLength(17);
  });

  it('mirrors the first half in the second', () => {
    const first = wedstrijden
      .filter((w) => w.round === 1)
      .map((w) => `${w.awayClubId}-${w.homeClubId}`)
      .sort();
    const mirrored = wedstrijden
      .filter((w) => w.round === 18)
      .map((w) => `${w.homeClubId}-${w.awayClubId}`)
      .sort();
    expect(mirrored).toEqual(first);
  });

  it('plans kick-offs in the weekend of the round', () => {
    for (const w of wedstrijden) {
      expect(w.kickoff).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      expect([0, 6]).toContain(new Date(`${w.kickoff}Z`).getUTCDay());
    }
  });
});
