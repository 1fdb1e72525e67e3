import { describe, expect, it } from 'vitest';
import { transferChoices } from './transfer-choices';

const transfer = (id: number, playerOutId: number, playerInId: number, fromRound: number) => ({
  id,
  playerOutId,
  playerInId,
  fromRound,
});

describe('transferChoices', () => {
  it('offers the selection as it stands before the window', () => {
    const d = { selectie: [1, 2, 3], transfers: [transfer(1, 2, 20, 10)] };
    const { outs, inSelection } = transferChoices(d, 21);
    expect(outs).toEqual([1, 20, 3]);
    expect([...inSelection].sort((a, b) => a - b)).toEqual([1, 3, 20]);
  });

  it('leaves out who already went out in this window, and counts who came in as taken', () => {
    const d = { selectie: [1, 2, 3], transfers: [transfer(1, 2, 20, 21)] };
    const { outs, inSelection } = transferChoices(d, 21);
    expect(outs).toEqual([1, 3]);
    expect(inSelection.has(20)).toBe(true);
    expect(inSelection.has(2)).toBe(true);
  });
});
