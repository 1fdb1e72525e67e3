import { describe, expect, it } from 'vitest';
import type { EventsRow } from '../event-columns';
import { addEvent, eventLines, removeEvent } from './match-events';

const bench: EventsRow = {
  playerId: 9,
  side: 'away',
  played: false,
  basisplaats: false,
  goals: 0,
  penaltyGoals: 0,
  assists: 0,
  ownGoals: 0,
  yellow: 0,
  secondYellow: false,
  directRed: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
};

describe('addEvent', () => {
  it('makes a player who scores one who played', () => {
    expect(addEvent(bench, 'goal')).toMatchObject({ played: true, goals: 1 });
  });

  it('counts a penalty as a goal too', () => {
    const row = addEvent(addEvent(bench, 'goal'), 'penalty');
    expect(row).toMatchObject({ goals: 2, penaltyGoals: 1 });
  });

  it('makes a second yellow card his 2e geel', () => {
    const once = addEvent(bench, 'yellow');
    expect(once).toMatchObject({ yellow: 1, secondYellow: false });
    expect(addEvent(once, 'yellow')).toMatchObject({ yellow: 1, secondYellow: true });
  });
});

describe('removeEvent', () => {
  it('takes an open-play goal, never a penalty goal, and keeps him as played', () => {
    const row = addEvent(addEvent(bench, 'penalty'), 'goal');
    expect(removeEvent(row, 'goal')).toMatchObject({ played: true, goals: 1, penaltyGoals: 1 });
    expect(removeEvent(removeEvent(row, 'goal'), 'goal')).toMatchObject({ goals: 1 });
    expect(removeEvent(row, 'penalty')).toMatchObject({ goals: 1, penaltyGoals: 0 });
  });

  it('takes the second yellow before the first', () => {
    const twice = addEvent(addEvent(bench, 'yellow'), 'yellow');
    expect(removeEvent(twice, 'yellow')).toMatchObject({ yellow: 1, secondYellow: false });
    expect(removeEvent(removeEvent(twice, 'yellow'), 'yellow')).toMatchObject({ yellow: 0 });
  });
});

describe('eventLines', () => {
  it('lists each kind once per player, with how many', () => {
    let row = addEvent(bench, 'penalty');
    row = addEvent(addEvent(addEvent(row, 'goal'), 'goal'), 'assist');
    row = addEvent(addEvent(row, 'yellow'), 'yellow');
    expect(eventLines([bench, row]).map((l) => l.label)).toEqual([
      '2 doelpunten',
      'Doelpunt uit penalty',
      'Assist',
      '2 gele kaarten (rood)',
    ]);
  });

  it('has no lines for players without events', () => {
    expect(eventLines([{ ...bench, played: true, basisplaats: true }])).toEqual([]);
  });
});
