import { describe, expect, it } from 'vitest';
import { selectieGroepen } from './selectie-groepen';

const spelers = new Map([
  [1, { name: 'Aanvaller A', clubName: 'Ajax', position: 'Aanvaller' as const }],
  [2, { name: 'Keeper K', clubName: 'PSV', position: 'Keeper' as const }],
  [3, { name: 'Verdediger V', clubName: 'Ajax', position: 'Verdediger' as const }],
  [4, { name: 'Verdediger W', clubName: 'PSV', position: 'Verdediger' as const }],
]);

describe('the selection by position', () => {
  it('puts the keeper first and keeps the picked order within a position', () => {
    expect(selectieGroepen([1, 4, 2, 3], spelers)).toEqual([
      {
        label: 'Keeper',
        positie: 'Keeper',
        spelers: [{ id: 2, name: 'Keeper K', clubName: 'PSV' }],
      },
      {
        label: 'Verdedigers',
        positie: 'Verdediger',
        spelers: [
          { id: 4, name: 'Verdediger W', clubName: 'PSV' },
          { id: 3, name: 'Verdediger V', clubName: 'Ajax' },
        ],
      },
      {
        label: 'Aanvallers',
        positie: 'Aanvaller',
        spelers: [{ id: 1, name: 'Aanvaller A', clubName: 'Ajax' }],
      },
    ]);
  });

  it('keeps a player the league no longer has on a line of his own', () => {
    expect(selectieGroepen([2, 99], spelers).at(-1)).toEqual({
      label: 'Onbekend',
      positie: null,
      spelers: [{ id: 99, name: 'Speler 99 (bestaat niet meer)', clubName: null }],
    });
  });
});
