import type { SpelerCreateRequest } from '@clubelf/contract';
import { describe, expect, it } from 'vitest';
import { withStatus } from './speler-status';

const jan: SpelerCreateRequest = {
  name: 'Jan',
  clubId: 1,
  position: 'Keeper',
  status: 'actief',
  availableFromRound: null,
  departedFromRound: null,
};

describe('withStatus', () => {
  it('gives a new player the next round as his first selectable one', () => {
    expect(withStatus(jan, 'nieuw', 21)).toMatchObject({
      status: 'nieuw',
      availableFromRound: 21,
      departedFromRound: null,
    });
  });

  it('keeps a round already entered and clears the ones that do not belong', () => {
    const nieuw = { ...jan, status: 'nieuw' as const, availableFromRound: 18 };
    expect(withStatus(nieuw, 'vertrokken', 21)).toMatchObject({
      status: 'vertrokken',
      availableFromRound: 18,
      departedFromRound: 21,
    });
    expect(withStatus({ ...nieuw, departedFromRound: 30 }, 'actief', 21)).toMatchObject({
      status: 'actief',
      availableFromRound: null,
      departedFromRound: null,
    });
  });
});
