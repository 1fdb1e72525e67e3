import { computeSeason, seasonPrizes } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { generateDemoSeason } from './generate-season';
import { generateDemoHistory } from './history';

const current = generateDemoSeason();
const history = generateDemoHistory(current);
const seasons = [...history, current];
const names = (season: (typeof seasons)[number]) => new Set(season.deelnemers.map((d) => d.name));

describe('generateDemoHistory (the two seasons before the default one)', () => {
  it('is deterministic and leaves the current season as generateDemoSeason makes it', () => {
    expect(generateDemoHistory(generateDemoSeason())).toEqual(history);
    expect(current).toEqual(generateDemoSeason());
    expect(generateDemoHistory(current, { seed: 7 })[0]?.wedstrijden).not.toEqual(
      history[0]?.wedstrijden,
    );
  });

  it('names the seasons and dates their matches in the years before the current one', () => {
    expect(seasons.map((s) => s.seasonName)).toEqual([
      'Seizoen 2024-2025',
      'Seizoen 2025-2026',
      'Seizoen 2026-2027',
    ]);
    history.forEach((season, index) => {
      const year = 2024 + index;
      const kickoffs = season.wedstrijden.map((w) => w.kickoff).sort();
      expect(kickoffs[0]?.startsWith(`${year}-08`)).toBe(true);
      expect(kickoffs.at(-1)?.startsWith(`${year + 1}-05`)).toBe(true);
      // Whole weeks earlier: still Saturdays and Sundays.
      for (const kickoff of kickoffs) expect([0, 6]).toContain(new Date(kickoff).getDay());
    });
  });

  it('plays every season to the end: every result in, every cup and title decided', () => {
    for (const season of history) {
      expect(season.wedstrijden.every((w) => w.homeGoals !== null && w.awayGoals !== null)).toBe(
        true,
      );
      const result = computeSeason(season);
      expect(result.lastRoundWithResults).toBe(34);
      expect(result.rondes.every((r) => r.state === 'gespeeld')).toBe(true);
      for (const prize of seasonPrizes(season, result)) {
        expect(prize.winners.length, `${season.seasonName}: ${prize.prize}`).toBeGreaterThan(0);
      }
    }
  });

  it('brings most participants back the next season under the same name, some leave, some join', () => {
    for (let i = 0; i + 1 < seasons.length; i++) {
      const before = names(seasons[i]!);
      const after = names(seasons[i + 1]!);
      const returned = [...before].filter((name) => after.has(name)).length;
      expect(returned / before.size).toBeGreaterThanOrEqual(0.6);
      expect(returned / before.size).toBeLessThanOrEqual(0.75);
      expect(after.size - returned).toBeGreaterThan(0.2 * after.size);
    }
    // A grown club: each season a few more participants.
    expect(seasons.map((s) => s.deelnemers.length)).toEqual([212, 230, 250]);
  });

  it('keeps a returning participant in the same team, with the same e-mail address', () => {
    const [earlier, later] = [history[1]!, current];
    const laterByName = new Map(later.deelnemers.map((d) => [d.name, d]));
    for (const d of earlier.deelnemers) {
      const next = laterByName.get(d.name);
      if (!next) continue;
      expect(d.teamName).toBe(next.teamName);
      expect(earlier.deelnemerEmails.get(d.id)).toBe(later.deelnemerEmails.get(next.id));
    }
  });

  it('gives each season its own consistent ids, teams and unique e-mail addresses', () => {
    for (const season of history) {
      expect(season.deelnemers.map((d) => d.id)).toEqual(season.deelnemers.map((_, i) => i + 1));
      const teams = new Map(season.teams.map((t) => [t.id, t.name]));
      expect(new Set(season.teams.map((t) => t.name)).size).toBe(season.teams.length);
      for (const d of season.deelnemers) expect(teams.get(d.teamId)).toBe(d.teamName);
      for (const id of teams.keys())
        expect(season.deelnemers.some((d) => d.teamId === id)).toBe(true);
      expect(names(season).size).toBe(season.deelnemers.length);
      const emails = [...season.deelnemerEmails.values()];
      expect(emails).toHaveLength(season.deelnemers.length);
      expect(new Set(emails).size).toBe(emails.length);
    }
  });
});
