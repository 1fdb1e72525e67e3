import { describe, expect, it } from 'vitest';
import { errorsByPlayer } from './event-errors';

describe('errorsByPlayer', () => {
  it('puts each problem on the row of the player it was sent as', () => {
    const sent = [{ playerId: 11 }, { playerId: 42 }];
    expect(
      errorsByPlayer(
        {
          'events.1.penaltyGoals': 'mag niet meer zijn dan goals',
          'events.1': 'speelt niet bij een van beide clubs',
          'events.0.goals': 'moet hoogstens 20 zijn',
          homeGoals: 'ontbreekt',
          'events.7.goals': 'niet verstuurd',
        },
        sent,
      ),
    ).toEqual({
      42: 'mag niet meer zijn dan goals; speelt niet bij een van beide clubs',
      11: 'moet hoogstens 20 zijn',
    });
  });
});
