import { describe, expect, it } from 'vitest';
import { goalsByPlayers, setEvent, type EventsRow } from './event-columns';

const row = (side: 'home' | 'away', patch: Partial<EventsRow> = {}): EventsRow => ({
  playerId: 1,
  side,
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
  ...patch,
});

describe('setEvent', () => {
  it('marks a player as played when he gets an event', () => {
    expect(setEvent(row('home'), 'goals', 2)).toMatchObject({ goals: 2, played: true });
    expect(setEvent(row('home'), 'basisplaats', true)).toMatchObject({
      basisplaats: true,
      played: true,
    });
    expect(setEvent(row('home'), 'yellow', true)).toMatchObject({ yellow: 1, played: true });
    expect(setEvent(row('home'), 'assists', 0).played).toBe(false);
  });

  it('clears the row when played is unticked', () => {
    const busy = row('away', {
      played: true,
      basisplaats: true,
      goals: 1,
      yellow: 1,
      directRed: true,
    });
    expect(setEvent(busy, 'played', false)).toEqual(row('away'));
  });
});

describe('goalsByPlayers', () => {
  it('counts own goals for the other side', () => {
    expect(
      goalsByPlayers([
        row('home', { goals: 2 }),
        row('home', { ownGoals: 1 }),
        row('away', { goals: 1, ownGoals: 1 }),
        row('away', { goals: Number.NaN }),
      ]),
    ).toEqual({ home: 3, away: 2 });
  });
});
