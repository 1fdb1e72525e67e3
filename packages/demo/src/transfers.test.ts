import { createRandom, defaultGameSettings, validateTransfers } from '@clubelf/engine';
import type { Transfer } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { applyWinterWindow, createLeague } from './clubs-and-players';
import { createPools, createSelecties } from './selecties';
import { createTransfers } from './transfers';

const settings = defaultGameSettings(34);
const league = createLeague(createRandom(1));
const atStart = createPools(
  league.spelers,
  () => true,
  (s) => league.kwaliteit.get(s.id)!,
);
const ids = Array.from({ length: 1500 }, (_, i) => i + 1);
const selecties = createSelecties(
  createRandom(2),
  ids,
  atStart,
  settings.formations,
  settings.maxPerClub,
);
applyWinterWindow(league, createRandom(3), 18);
const spelers = new Map(league.spelers.map((s) => [s.id, s]));
const poolsIn = createPools(
  league.spelers,
  (s) => s.status !== 'vertrokken',
  () => 1,
);
const options = {
  fromRound: 18,
  maxTransfers: settings.maxTransfers,
  maxPerClub: settings.maxPerClub,
};
const transfers = createTransfers(createRandom(4), selecties, spelers, poolsIn, options);
const byDeelnemer = new Map<number, Transfer[]>();
for (const t of transfers)
  byDeelnemer.set(t.deelnemerId, [...(byDeelnemer.get(t.deelnemerId) ?? []), t]);

describe('createTransfers', () => {
  it('lets about a third of the participants make 1-3 transfers from round 18', () => {
    expect(byDeelnemer.size / ids.length).toBeGreaterThan(0.25);
    expect(byDeelnemer.size / ids.length).toBeLessThan(0.45);
    for (const list of byDeelnemer.values()) {
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(3);
    }
    expect(transfers.every((t) => t.fromRound === 18)).toBe(true);
    expect(transfers.map((t) => t.id)).toEqual(transfers.map((_, i) => i + 1));
  });

  it('makes only transfers the engine accepts', () => {
    for (const selectie of selecties) {
      expect(
        validateTransfers(
          selectie.playerIds,
          byDeelnemer.get(selectie.deelnemerId) ?? [],
          spelers,
          settings,
        ),
      ).toEqual([]);
    }
  });

  it('transfers a departed player out first', () => {
    let checked = 0;
    for (const selectie of selecties) {
      const list = byDeelnemer.get(selectie.deelnemerId);
      const departed = selectie.playerIds.filter((id) => spelers.get(id)!.status === 'vertrokken');
      if (!list || departed.length === 0) continue;
      const outs = list.map((t) => t.playerOutId);
      expect(
        outs.slice(0, Math.min(departed.length, outs.length)).every((id) => departed.includes(id)),
      ).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('brings in some of the winter signings', () => {
    expect(transfers.some((t) => spelers.get(t.playerInId)!.status === 'nieuw')).toBe(true);
  });
});
