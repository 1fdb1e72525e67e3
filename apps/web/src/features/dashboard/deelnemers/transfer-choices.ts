import type { OrganiserDeelnemer } from '@clubelf/contract';

/**
 * Who can go out and who is already in, for new transfers from `fromRound` on. Transfers of one
 * window take effect together, so a player can only go out if he is in the selection as it
 * stands before that window, and not already swapped out in it.
 */
export function transferChoices(
  deelnemer: Pick<OrganiserDeelnemer, 'selectie' | 'transfers'>,
  fromRound: number,
): { outs: number[]; inSelection: Set<number> } {
  const before = [...deelnemer.selectie];
  const earlier = deelnemer.transfers
    .filter((t) => t.fromRound < fromRound)
    .sort((a, b) => a.fromRound - b.fromRound);
  for (const t of earlier) {
    const at = before.indexOf(t.playerOutId);
    if (at >= 0) before[at] = t.playerInId;
  }
  const thisWindow = deelnemer.transfers.filter((t) => t.fromRound === fromRound);
  const gone = new Set(thisWindow.map((t) => t.playerOutId));
  return {
    outs: before.filter((id) => !gone.has(id)),
    // Players the participant has (or gets in this window) cannot come in again.
    inSelection: new Set([...before, ...thisWindow.map((t) => t.playerInId)]),
  };
}
