import type { SpelerRow } from '@clubelf/contract';
import { describe, expect, it } from 'vitest';
import { inKandidaten, resultingElf } from './keuze';

const speler = (
  playerId: number,
  name: string,
  position: SpelerRow['position'],
  status: SpelerRow['status'] = 'actief',
  clubName = 'Ajax',
): SpelerRow => ({
  playerId,
  name,
  clubId: 1,
  clubName,
  position,
  status,
  totalPoints: 0,
  perEvent: {} as SpelerRow['perEvent'],
  selectedCount: 0,
  selectedShare: 0,
});

const spelers = [
  speler(1, 'Keeper Een', 'Keeper'),
  speler(2, 'Verdediger Twee', 'Verdediger'),
  speler(3, 'Aanvaller Drie', 'Aanvaller'),
  speler(4, 'Müller', 'Aanvaller', 'actief', 'PSV'),
  speler(5, 'Weg', 'Aanvaller', 'vertrokken'),
  speler(6, 'Nieuwe Spits', 'Aanvaller', 'nieuw', 'Feyenoord'),
];
const positionOf = (id: number) => spelers.find((s) => s.playerId === id)?.position;

describe('the transfer screen', () => {
  it('shows the 11 by position with the incoming player in the place of the one going out', () => {
    const elf = resultingElf([3, 1, 2], { playerOutId: 3, playerInId: 4 }, positionOf);
    expect(elf).toEqual([
      { positie: 'Keeper', plekken: [{ playerId: 1, nieuw: false }] },
      { positie: 'Verdediger', plekken: [{ playerId: 2, nieuw: false }] },
      { positie: 'Aanvaller', plekken: [{ playerId: 4, nieuw: true }] },
    ]);
    expect(resultingElf([3], null, positionOf)[0]!.plekken).toEqual([
      { playerId: 3, nieuw: false },
    ]);
  });

  it('offers players of the same position, not in the team and not departed, by name or club', () => {
    const out = spelers[2]!;
    const ids = (text: string) =>
      inKandidaten(spelers, [1, 2, 3], out, text).map((s) => s.playerId);
    expect(ids('')).toEqual([4, 6]);
    expect(ids('muller')).toEqual([4]);
    expect(ids('feyen')).toEqual([6]);
    expect(ids('weg')).toEqual([]);
  });
});
