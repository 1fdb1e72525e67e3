import type { OrganiserClub, OrganiserDeelnemer, OrganiserSpeler } from '@clubelf/contract';
import { describe, expect, it } from 'vitest';
import {
  carriedSpelers,
  clubGroups,
  countOf,
  filterDeelnemers,
  initialDraft,
  nameStepProblems,
  nextSeasonRequest,
  suggestedName,
  withIds,
} from './carry-over';

const club = (id: number, name: string): OrganiserClub => ({
  id,
  name,
  version: 1,
  spelerCount: 0,
  wedstrijdCount: 0,
});
const speler = (
  id: number,
  clubId: number,
  name: string,
  status: OrganiserSpeler['status'] = 'actief',
): OrganiserSpeler => ({
  id,
  name,
  clubId,
  clubName: `club ${clubId}`,
  position: 'Keeper',
  status,
  availableFromRound: null,
  departedFromRound: status === 'vertrokken' ? 10 : null,
  version: 1,
  selectedCount: 0,
  wedstrijdCount: 0,
});
const deelnemer = (id: number, name: string, teamName: string, subs: string[] = []) =>
  ({ id, name, teamName, subcompetities: subs }) as OrganiserDeelnemer;

const clubs = [club(1, 'Ajax'), club(2, 'Heracles'), club(3, 'Vitesse')];
const spelers = [
  speler(10, 1, 'Jan de Boer'),
  speler(11, 1, 'Piet Müller', 'vertrokken'),
  speler(20, 2, 'Kees Jansen', 'nieuw'),
  speler(30, 3, 'Ali Yilmaz'),
];
const deelnemers = [
  deelnemer(5, 'Anke', 'De Vliegers', ['Kantine']),
  deelnemer(6, 'Bert', 'Familie Bos'),
];

describe('suggestedName', () => {
  it('moves the years one season on', () => {
    expect(suggestedName('Seizoen 2026-2027')).toBe('Seizoen 2027-2028');
    expect(suggestedName('2026/27')).toBe('2027/28');
    expect(suggestedName('1999-00')).toBe('2000-01');
    expect(suggestedName('Najaar')).toBe('');
  });
});

describe('initialDraft', () => {
  it('carries over every club, every player who did not leave and every participant', () => {
    const draft = initialDraft({ name: '2026-2027', roundCount: 34 }, clubs, spelers, deelnemers);
    expect(draft).toMatchObject({
      name: '2027-2028',
      roundCount: 34,
      keepTeams: true,
      keepSettings: true,
      keepTexts: true,
    });
    expect([...draft.clubIds]).toEqual([1, 2, 3]);
    expect([...draft.spelerIds]).toEqual([10, 20, 30]);
    expect([...draft.deelnemerIds]).toEqual([5, 6]);
  });
});

describe('the request', () => {
  it('sends only the ticked players of the clubs that go along, sorted', () => {
    let draft = initialDraft({ name: '2026-2027', roundCount: 34 }, clubs, spelers, deelnemers);
    draft = { ...draft, clubIds: withIds(draft.clubIds, [2], false) };
    draft = { ...draft, spelerIds: withIds(draft.spelerIds, [11], true) };
    draft = { ...draft, deelnemerIds: withIds(draft.deelnemerIds, [5], false), name: ' X ' };
    expect(carriedSpelers(draft, spelers).map((s) => s.id)).toEqual([10, 11, 30]);
    expect(nextSeasonRequest(draft, spelers)).toEqual({
      name: 'X',
      roundCount: 34,
      clubIds: [1, 3],
      spelerIds: [10, 11, 30],
      deelnemerIds: [6],
      keepTeams: true,
      keepSettings: true,
      keepTexts: true,
      clearMainMessage: false,
      clearReglementExtraText: false,
    });
  });

  it('clears a carried text only while the texts go along', () => {
    const draft = {
      ...initialDraft({ name: 'a', roundCount: 34 }, clubs, spelers, deelnemers),
      clearMainMessage: true,
    };
    expect(nextSeasonRequest(draft, spelers)).toMatchObject({
      keepTexts: true,
      clearMainMessage: true,
      clearReglementExtraText: false,
    });
    expect(nextSeasonRequest({ ...draft, keepTexts: false }, spelers)).toMatchObject({
      keepTexts: false,
      clearMainMessage: false,
    });
  });

  it('keeps the players ticked while their club is off, so ticking it again brings them back', () => {
    const draft = initialDraft({ name: 'a', roundCount: 34 }, clubs, spelers, deelnemers);
    const off = { ...draft, clubIds: withIds(draft.clubIds, [1], false) };
    expect(carriedSpelers(off, spelers).map((s) => s.id)).toEqual([20, 30]);
    const on = { ...off, clubIds: withIds(off.clubIds, [1], true) };
    expect(carriedSpelers(on, spelers).map((s) => s.id)).toEqual([10, 20, 30]);
  });
});

describe('nameStepProblems', () => {
  it('asks for a name and a round count between 4 and 60', () => {
    expect(nameStepProblems({ name: '2027-2028', roundCount: 34 })).toEqual({});
    expect(nameStepProblems({ name: '  ', roundCount: Number.NaN })).toEqual({
      name: 'vul een naam in, bijvoorbeeld 2027-2028',
      roundCount: 'vul een geheel getal in',
    });
    expect(nameStepProblems({ name: 'a', roundCount: 3 }).roundCount).toBe(
      'moet tussen 4 en 60 liggen',
    );
  });
});

describe('clubGroups', () => {
  it('groups the players per club and counts the ticked ones', () => {
    const groups = clubGroups(clubs, spelers, new Set([10, 20]));
    expect(groups.map((g) => [g.club.name, g.spelers.length, g.total, g.ticked])).toEqual([
      ['Ajax', 2, 2, 1],
      ['Heracles', 1, 1, 1],
      ['Vitesse', 1, 1, 0],
    ]);
  });

  it('with a search shows only the clubs and players that match, accents ignored', () => {
    const groups = clubGroups(clubs, spelers, new Set(), 'muller');
    expect(groups.map((g) => [g.club.name, g.spelers.map((s) => s.name), g.total])).toEqual([
      ['Ajax', ['Piet Müller'], 2],
    ]);
  });
});

describe('filterDeelnemers', () => {
  it('finds participants by name, team or subcompetitie', () => {
    expect(filterDeelnemers(deelnemers, '').map((d) => d.id)).toEqual([5, 6]);
    expect(filterDeelnemers(deelnemers, 'bos').map((d) => d.id)).toEqual([6]);
    expect(filterDeelnemers(deelnemers, 'kantine').map((d) => d.id)).toEqual([5]);
  });
});

describe('countOf', () => {
  it('puts the noun in the singular for one', () => {
    expect(countOf(1, 'club', 'clubs')).toBe('1 club');
    expect(countOf(1250, 'speler', 'spelers')).toBe('1.250 spelers');
  });
});
