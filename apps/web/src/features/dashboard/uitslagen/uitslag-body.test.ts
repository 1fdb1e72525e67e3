import { describe, expect, it } from 'vitest';
import type { EventsRow } from './event-columns';
import { uitslagBody } from './uitslag-body';

const row = (playerId: number, played: boolean, goals = 0): EventsRow => ({
  playerId,
  side: 'home',
  played,
  basisplaats: played,
  goals,
  penaltyGoals: 0,
  assists: 0,
  ownGoals: 0,
  yellow: 0,
  secondYellow: false,
  directRed: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
});

describe('uitslagBody', () => {
  it('sends only those who played, with the version', () => {
    const { body, problems } = uitslagBody(
      { homeGoals: 1, awayGoals: 0, rows: [row(1, true, 1), row(2, false)] },
      7,
    );
    expect(problems).toEqual({});
    expect(body).toMatchObject({ version: 7, homeGoals: 1, awayGoals: 0 });
    expect(body.events.map((e) => e.playerId)).toEqual([1]);
  });

  it('names one score without the other, and an empty number by its path', () => {
    const { problems } = uitslagBody(
      { homeGoals: 2, awayGoals: null, rows: [row(1, true, Number.NaN)] },
      1,
    );
    expect(problems).toEqual({
      awayGoals: 'vul beide scores in, of geen van beide',
      'events.0.goals': 'vul een geheel getal in',
    });
  });

  it('names an empty score field (NaN) as not a whole number', () => {
    expect(uitslagBody({ homeGoals: Number.NaN, awayGoals: 1, rows: [] }, 1).problems).toEqual({
      homeGoals: 'vul een geheel getal in',
    });
  });
});
