import type { SpelerEventsInput, UitslagRequest } from '@clubelf/contract';
import { describe, expect, it } from 'vitest';
import { uitslagProblems } from './uitslag-rules';
import type { UitslagContext } from './uitslag-rules';

const ctx: UitslagContext = {
  homeClubId: 1,
  awayClubId: 2,
  clubNames: new Map([
    [1, 'Ajax'],
    [2, 'PSV'],
  ]),
  spelers: new Map([
    [10, { name: 'Thuis Tom', clubId: 1 }],
    [11, { name: 'Thuis Theo', clubId: 1 }],
    [20, { name: 'Uit Ugo', clubId: 2 }],
    [30, { name: 'Vertrokken Victor', clubId: 3 }],
  ]),
  storedClubs: new Map([[30, 2]]),
};

const played = (
  playerId: number,
  side: 'home' | 'away',
  patch: Partial<SpelerEventsInput> = {},
): SpelerEventsInput => ({
  playerId,
  side,
  played: true,
  basisplaats: true,
  goals: 0,
  penaltyGoals: 0,
  assists: 0,
  ownGoals: 0,
  yellow: 0,
  secondYellow: false,
  directRed: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
  ...patch,
});

const result = (
  homeGoals: number | null,
  awayGoals: number | null,
  events: SpelerEventsInput[],
): UitslagRequest => ({
  version: 1,
  homeGoals,
  awayGoals,
  events,
});

describe('uitslagProblems', () => {
  it('accepts goals and own goals up to the score, and a player who has moved since', () => {
    const events = [
      played(10, 'home', { goals: 1 }),
      played(20, 'away', { ownGoals: 1 }),
      played(30, 'away', { goals: 1 }),
    ];
    expect(uitslagProblems(result(2, 1, events), ctx)).toEqual([]);
    expect(uitslagProblems(result(5, 3, events), ctx)).toEqual([]);
  });

  it('refuses more goals than the score, counting the opponent own goals', () => {
    const events = [played(10, 'home', { goals: 1 }), played(20, 'away', { ownGoals: 1 })];
    expect(uitslagProblems(result(1, 0, events), ctx)).toEqual([
      'De doelpunten van Ajax in de spelersgebeurtenissen (1 plus 1 eigen doelpunt van de tegenstander) zijn meer dan de uitslag (1)',
    ]);
  });

  it('names card, penalty, side and not-played mistakes per row', () => {
    const events = [
      played(10, 'home', { goals: 1, penaltyGoals: 2, secondYellow: true, directRed: true }),
      played(20, 'home'),
      { ...played(11, 'home'), played: false },
      played(99, 'home'),
      played(10, 'home'),
    ];
    expect(uitslagProblems(result(3, 0, events), ctx)).toEqual([
      'events.0.penaltyGoals: Thuis Tom heeft meer penaltydoelpunten (2) dan doelpunten (1)',
      'events.0.secondYellow: Thuis Tom kan pas een tweede gele kaart krijgen na een eerste (yellow 1)',
      'events.0.directRed: Thuis Tom kan niet zowel een tweede gele als een directe rode kaart krijgen',
      'events.1.side: Uit Ugo speelt niet voor Ajax',
      'events.2: Thuis Theo heeft niet gespeeld maar heeft wel gebeurtenissen (zet played op true)',
      'events.3.playerId: speler 99 bestaat niet',
      'events.4.playerId: Thuis Tom staat er dubbel in',
    ]);
  });

  it('refuses half a score and players without a score, and more than 11 in the starting line-up', () => {
    expect(uitslagProblems(result(1, null, []), ctx)).toEqual([
      'homeGoals en awayGoals zijn allebei een getal, of allebei leeg (nog geen uitslag)',
    ]);
    expect(uitslagProblems(result(null, null, [played(10, 'home')]), ctx)).toEqual([
      'Zonder uitslag kan niemand gespeeld hebben: vul eerst de uitslag in',
    ]);
    const many = new Map([
      ...Array.from(
        { length: 12 },
        (_, i) => [100 + i, { name: `Speler ${i}`, clubId: 1 }] as const,
      ),
    ]);
    const twelve = [...many.keys()].map((id) => played(id, 'home'));
    expect(uitslagProblems(result(0, 0, twelve), { ...ctx, spelers: many })).toEqual([
      'Ajax heeft 12 spelers met een basisplaats (hoogstens 11)',
    ]);
  });
});
