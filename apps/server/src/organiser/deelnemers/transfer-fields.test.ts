import type { TransferFout } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import {
  NEW_TRANSFER_ID,
  organiserTransferField,
  participantTransferField,
  spotOf,
} from './transfer-fields';

// Two swaps asked: 31 for 35 (numbered n1) and 33 for 34 (n2); transfer 7 was stored before.
const n1 = NEW_TRANSFER_ID;
const n2 = NEW_TRANSFER_ID + 1;
const n3 = NEW_TRANSFER_ID + 2;
const asked = [
  { playerOutId: 31, playerInId: 35 },
  { playerOutId: 33, playerInId: 34 },
];
const fout = (rule: TransferFout['rule'], transferIds: number[], playerIds?: number[]) => ({
  rule,
  message: `regel ${rule}`,
  transferIds,
  ...(playerIds ? { playerIds } : {}),
});

describe('spotOf', () => {
  it('finds the asked swap and its player a rule is about', () => {
    expect(spotOf(fout('uit', [n2], [33]), asked)).toEqual({ index: 1, player: 'playerOutId' });
    expect(spotOf(fout('in', [n1], [35]), asked)).toEqual({ index: 0, player: 'playerInId' });
    expect(spotOf(fout('positie', [n1], [31, 35]), asked)).toEqual({ index: 0, player: null });
  });

  it('names the unknown one of an unknown player', () => {
    expect(spotOf(fout('onbekend', [n1], [35]), asked)?.player).toBe('playerInId');
    expect(spotOf(fout('onbekend', [n2], [33]), asked)?.player).toBe('playerOutId');
  });

  it('finds none for a rule about several swaps, stored ones, or none', () => {
    expect(spotOf(fout('max-transfers', [7, n1, n2]), asked)).toBeNull();
    expect(spotOf(fout('club', [n1, n2]), asked)).toBeNull();
    expect(spotOf(fout('uit', [7]), asked)).toBeNull();
    expect(spotOf(fout('uit', [n3]), asked)).toBeNull();
    expect(spotOf({ rule: 'aantal', message: 'regel aantal' }, asked)).toBeNull();
  });
});

describe('the fields of the two forms', () => {
  it("names the organiser's swap, its player, or the list", () => {
    expect(organiserTransferField(fout('in', [n2], [34]), asked)).toBe('transfers.1.playerInId');
    expect(organiserTransferField(fout('positie', [n1]), asked)).toBe('transfers.0');
    expect(organiserTransferField(fout('max-transfers', [n1, n2]), asked)).toBe('transfers');
  });

  it("names the participant's player, the one coming in for the 11 after it, or none", () => {
    const one = [{ playerOutId: 31, playerInId: 35 }];
    expect(participantTransferField(fout('uit', [n1], [31]), one)).toBe('playerOutId');
    expect(participantTransferField(fout('club', [7, n1], [35]), one)).toBe('playerInId');
    expect(participantTransferField(fout('positie', [n1]), one)).toBe('playerInId');
    expect(participantTransferField(fout('max-transfers', [7, n1]), one)).toBeNull();
  });
});
