import { createRandom } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { applyWinterWindow, createLeague } from './clubs-and-players';
import { pickLineup } from './lineup';

describe('pickLineup', () => {
  const league = createLeague(createRandom(1));
  applyWinterWindow(league, createRandom(2), 18);
  const random = createRandom(3);

  it('fields only players who are at the club in that round', () => {
    for (const club of league.clubs) {
      const squad = league.spelers.filter((s) => s.clubId === club.id);
      for (const round of [17, 18]) {
        const { starters, substitutes } = pickLineup(
          squad,
          round,
          '4-3-3',
          league.kwaliteit,
          random,
        );
        for (const speler of [...starters, ...substitutes]) {
          if (round === 17) expect(speler.status).not.toBe('nieuw');
          else expect(speler.status).not.toBe('vertrokken');
        }
      }
    }
  });

  it('mostly plays the preferred formation with one keeper and no player twice', () => {
    const squad = league.spelers.filter((s) => s.clubId === 1);
    let preferred = 0;
    for (let i = 0; i < 100; i++) {
      const { starters, substitutes } = pickLineup(squad, 5, '5-3-2', league.kwaliteit, random);
      const count = (position: string) => starters.filter((s) => s.position === position).length;
      expect(count('Keeper')).toBe(1);
      if (`${count('Verdediger')}-${count('Middenvelder')}-${count('Aanvaller')}` === '5-3-2')
        preferred++;
      expect(substitutes.every((s) => s.position !== 'Keeper')).toBe(true);
      expect(new Set([...starters, ...substitutes]).size).toBe(
        starters.length + substitutes.length,
      );
    }
    expect(preferred).toBeGreaterThan(70);
  });
});
