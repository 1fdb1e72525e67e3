// What the transfer screen offers and shows: the 11 with the swap being made, and the players
// that may come in for the one going out (same position, not in the team, not departed).
import type { SpelerRow } from '@clubelf/contract';
import { fold } from '../../lib/fold';
import { POSITIE_ORDER, type Positie } from '../../lib/selectie-summary';

export interface Swap {
  playerOutId: number;
  playerInId: number;
}

export interface ElfPlek {
  playerId: number;
  /** Coming in with the swap being made (not saved yet). */
  nieuw: boolean;
}

/** The 11 as they would be after `swap`, grouped by position in the usual order. */
export function resultingElf(
  selectie: readonly number[],
  swap: Swap | null,
  positionOf: (playerId: number) => Positie | undefined,
): { positie: Positie; plekken: ElfPlek[] }[] {
  const elf: ElfPlek[] = selectie.map((id) =>
    swap && id === swap.playerOutId
      ? { playerId: swap.playerInId, nieuw: true }
      : { playerId: id, nieuw: false },
  );
  return POSITIE_ORDER.map((positie) => ({
    positie,
    plekken: elf.filter((p) => positionOf(p.playerId) === positie),
  })).filter((group) => group.plekken.length > 0);
}

/** The players that may come in for `out`, matching every word typed (name or club). */
export function inKandidaten(
  spelers: readonly SpelerRow[],
  selectie: readonly number[],
  out: SpelerRow,
  text: string,
): SpelerRow[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  const taken = new Set(selectie);
  return spelers.filter(
    (s) =>
      s.position === out.position &&
      s.status !== 'vertrokken' &&
      !taken.has(s.playerId) &&
      words.every((w) => fold(`${s.name} ${s.clubName}`).includes(w)),
  );
}
