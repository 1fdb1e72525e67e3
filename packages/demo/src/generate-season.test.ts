import { computeSeason, validateSelectie, validateTransfers } from '@clubelf/engine';
import type { Speler, Transfer } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { generateDemoSeason } from './generate-season';

const season = generateDemoSeason();
const result = computeSeason(season);
const spelers = new Map(season.spelers.map((s) => [s.id, s]));
/** The player list as it was when the initial selections were made: nobody had left yet. */
function spelersAtStart(list: readonly Speler[]): Map<number, Speler> {
  return new Map(
    list.map((s) => [
      s.id,
      s.status === 'vertrokken' ? { ...s, status: 'actief', departedFromRound: null } : s,
    ]),
  );
}
const atStart = spelersAtStart(season.spelers);

function expectUniqueIds(rows: { id: number }[]) {
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  expect(rows.every((r) => Number.isInteger(r.id) && r.id >= 1)).toBe(true);
}

describe('generateDemoSeason (defaults: 250 participants, 20 rounds played)', () => {
  it('is deterministic: two runs are deep-equal, another seed differs', () => {
    expect(generateDemoSeason()).toEqual(season);
    const other = generateDemoSeason({ seed: 7 });
    expect(other.wedstrijden).not.toEqual(season.wedstrijden);
    expect(other.deelnemers).not.toEqual(season.deelnemers);
  });

  it('has 18 clubs, 34 speelrondes of 9 matches and about 250 participants in about 40 teams', () => {
    expect(season.roundCount).toBe(34);
    expect(season.clubs).toHaveLength(18);
    expect(season.wedstrijden).toHaveLength(34 * 9);
    expect(season.deelnemers).toHaveLength(250);
    expect(season.teams.length).toBeGreaterThanOrEqual(35);
    expect(season.teams.length).toBeLessThanOrEqual(45);
  });

  it('gives unique ids everywhere', () => {
    for (const rows of [
      season.clubs,
      season.spelers,
      season.wedstrijden,
      season.teams,
      season.deelnemers,
      season.transfers,
      season.bekerRondes,
    ]) {
      expectUniqueIds(rows);
    }
    const eventKeys = season.events.map((e) => `${e.matchId}:${e.playerId}`);
    expect(new Set(eventKeys).size).toBe(eventKeys.length);
  });

  it('has results and events up to round 20 only, and events that add up to each score', () => {
    const goals = new Map<number, { home: number; away: number }>();
    const matches = new Map(season.wedstrijden.map((w) => [w.id, w]));
    for (const e of season.events) {
      const match = matches.get(e.matchId)!;
      expect([match.homeClubId, match.awayClubId]).toContain(e.clubId);
      const g = goals.get(e.matchId) ?? { home: 0, away: 0 };
      if (e.clubId === match.homeClubId) {
        g.home += e.goals;
        g.away += e.ownGoals;
      } else {
        g.away += e.goals;
        g.home += e.ownGoals;
      }
      goals.set(e.matchId, g);
    }
    for (const w of season.wedstrijden) {
      if (w.round <= 20) {
        expect(goals.get(w.id)).toEqual({ home: w.homeGoals, away: w.awayGoals });
      } else {
        expect([w.homeGoals, w.awayGoals]).toEqual([null, null]);
        expect(goals.has(w.id)).toBe(false);
      }
    }
  });

  it('gives every participant a valid initial selection and only accepted transfers', () => {
    expect(season.selecties.map((s) => s.deelnemerId)).toEqual(season.deelnemers.map((d) => d.id));
    const byDeelnemer = new Map<number, Transfer[]>();
    for (const t of season.transfers)
      byDeelnemer.set(t.deelnemerId, [...(byDeelnemer.get(t.deelnemerId) ?? []), t]);
    for (const selectie of season.selecties) {
      expect(validateSelectie(selectie.playerIds, atStart, season.settings, 1)).toEqual([]);
      expect(
        validateTransfers(
          selectie.playerIds,
          byDeelnemer.get(selectie.deelnemerId) ?? [],
          spelers,
          season.settings,
        ),
      ).toEqual([]);
    }
    expect(byDeelnemer.size).toBeGreaterThan(250 / 5);
    expect(byDeelnemer.size).toBeLessThan(250 / 2);
  });

  it('has a winter window: nieuw players from round 18, vertrokken players from round 18', () => {
    const nieuw = season.spelers.filter((s) => s.status === 'nieuw');
    const vertrokken = season.spelers.filter((s) => s.status === 'vertrokken');
    expect(nieuw.length).toBeGreaterThanOrEqual(18);
    expect(vertrokken.length).toBeGreaterThan(0);
    expect(nieuw.every((s) => s.availableFromRound === 18)).toBe(true);
    expect(vertrokken.every((s) => s.departedFromRound === 18)).toBe(true);
    expect(season.transfers.every((t) => t.fromRound === 18)).toBe(true);
  });

  it('puts every participant in a team, some teams below the minimum, and fills the subcompetities', () => {
    const teamIds = new Set(season.teams.map((t) => t.id));
    expect(season.deelnemers.every((d) => teamIds.has(d.teamId))).toBe(true);
    expect(result.teamcompetitie.length).toBeLessThan(season.teams.length);
    expect(result.subcompetities.map((s) => s.name).sort()).toEqual([
      'Bestuur',
      'Dames',
      'Jeugd',
      'Seizoenkaarthouders',
    ]);
    for (const sub of result.subcompetities) expect(sub.standing.length).toBeGreaterThan(0);
  });

  it('has decided the herbstmeister, finished periods 1 and 2, period 3 active, period 4 not', () => {
    expect(result.lastRoundWithResults).toBe(20);
    expect(result.herbstmeister.isDecided).toBe(true);
    expect(result.herbstmeister.winners.length).toBeGreaterThan(0);
    expect(result.periodes.map((p) => [p.nummer, p.isActive, p.isFinished])).toEqual([
      [1, true, true],
      [2, true, true],
      [3, true, false],
      [4, false, false],
    ]);
  });

  it('starts the beker with a voorronde and has exactly one unplayed round drawn per cup', () => {
    const beker = season.bekerRondes.filter((r) => r.kind === 'beker');
    expect(beker.find((r) => r.sequence === 1)).toMatchObject({ name: 'Voorronde', speelronde: 5 });
    expect(
      season.bekerRondes.find((r) => r.kind === 'teambeker' && r.sequence === 1)?.speelronde,
    ).toBe(6);
    for (const kind of ['beker', 'teambeker'] as const) {
      const rondes = result.bekerRondes.filter((r) => r.kind === kind);
      const unplayed = rondes.filter((r) => !r.isFinished);
      expect(unplayed).toHaveLength(1);
      expect(unplayed[0]!.speelronde).toBeGreaterThan(20);
      expect(rondes.filter((r) => r.isFinished).every((r) => r.speelronde <= 20)).toBe(true);
    }
  });

  it('comes with site texts, all overviews on and a private address per participant', () => {
    expect(season.seasonName).toBe('Seizoen 2026-2027');
    expect(season.clubName.length).toBeGreaterThan(5);
    expect(season.mainMessage.length).toBeGreaterThan(100);
    expect(season.reglementExtraText).toMatch(/^## /);
    expect(Object.values(season.siteSettings)).toEqual([true, true, true, true]);
    expect(season.deelnemerEmails.size).toBe(250);
    for (const d of season.deelnemers)
      expect(season.deelnemerEmails.get(d.id)).toMatch(/@example\.org$/);
  });
});

describe('generateDemoSeason options', () => {
  it('plays the whole season when asked: every period finished', () => {
    const full = computeSeason(generateDemoSeason({ playedRounds: 34 }));
    expect(full.periodes.every((p) => p.isFinished)).toBe(true);
    expect(full.rondes.every((r) => r.state === 'gespeeld')).toBe(true);
  });

  it('has no winter window before the first half is over', () => {
    const early = generateDemoSeason({ playedRounds: 10 });
    expect(early.spelers.every((s) => s.status === 'actief')).toBe(true);
    expect(early.transfers).toEqual([]);
    expect(computeSeason(early).herbstmeister.isDecided).toBe(false);
  });

  it('scales the number of participants and teams', () => {
    const big = generateDemoSeason({ deelnemerCount: 3000 });
    expect(big.deelnemers).toHaveLength(3000);
    expect(big.teams).toHaveLength(500);
    const bigAtStart = spelersAtStart(big.spelers);
    for (const selectie of big.selecties)
      expect(validateSelectie(selectie.playerIds, bigAtStart, big.settings, 1)).toEqual([]);
  });

  it('refuses options it cannot honour', () => {
    expect(() => generateDemoSeason({ deelnemerCount: 1 })).toThrow(RangeError);
    expect(() => generateDemoSeason({ deelnemerCount: 2.5 })).toThrow(RangeError);
    expect(() => generateDemoSeason({ playedRounds: 35 })).toThrow(RangeError);
    expect(() => generateDemoSeason({ playedRounds: -1 })).toThrow(RangeError);
  });
});
