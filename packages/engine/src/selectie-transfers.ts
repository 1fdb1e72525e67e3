// Transfers a participant asks for, checked against docs/game.md before they are stored.
import type { GameSettings, Speler, Transfer } from './types';
import type { SelectieFout, SelectieRegel } from './selectie';
import { sortTransfers, validateSelectie } from './selectie';

export type TransferRegel = SelectieRegel | 'max-transfers' | 'positie' | 'uit' | 'in';

export interface TransferFout {
  rule: TransferRegel;
  message: string;
  playerIds?: number[];
  transferIds?: number[];
}

/**
 * Checks all transfers of one participant (those stored plus those asked for), window by window
 * (a window = one fromRound): at most maxTransfers each, the same position in and out, the player
 * going out in the selection, the one coming in not yet, and a valid selection afterwards.
 */
export function validateTransfers(
  initial: number[],
  transfers: readonly Transfer[],
  spelers: ReadonlyMap<number, Speler>,
  settings: GameSettings,
  clubNames?: ReadonlyMap<number, string>,
): TransferFout[] {
  const fouten: TransferFout[] = [];
  const name = (id: number) => spelers.get(id)?.name ?? String(id);
  const selectie = [...initial];
  const sorted = sortTransfers(transfers);

  for (let start = 0; start < sorted.length;) {
    const fromRound = (sorted[start] as Transfer).fromRound;
    let end = start;
    while (end < sorted.length && (sorted[end] as Transfer).fromRound === fromRound) end++;
    const window = sorted.slice(start, end);
    start = end;

    if (window.length > settings.maxTransfers) {
      fouten.push({
        rule: 'max-transfers',
        message: `Maximaal ${settings.maxTransfers} transfers per transferperiode (nu ${window.length} vanaf speelronde ${fromRound}).`,
        transferIds: window.map((t) => t.id),
      });
    }

    const before = new Set(selectie);
    for (const t of window) {
      const out = spelers.get(t.playerOutId);
      const inn = spelers.get(t.playerInId);
      const unknown = [t.playerOutId, t.playerInId].filter((id) => !spelers.has(id));
      if (unknown.length > 0) {
        fouten.push({
          rule: 'onbekend',
          message: `Onbekende speler(s) in de transfer: ${unknown.join(', ')}.`,
          playerIds: unknown,
          transferIds: [t.id],
        });
      } else if (out && inn && out.position !== inn.position) {
        fouten.push({
          rule: 'positie',
          message: `Een transfer ruilt een speler voor een speler van dezelfde positie: ${out.name} (${out.position}) en ${inn.name} (${inn.position}).`,
          playerIds: [out.id, inn.id],
          transferIds: [t.id],
        });
      }
      const slot = selectie.indexOf(t.playerOutId);
      if (slot < 0) {
        fouten.push({
          rule: 'uit',
          message: `${name(t.playerOutId)} staat niet in de selectie.`,
          playerIds: [t.playerOutId],
          transferIds: [t.id],
        });
      } else if (selectie.includes(t.playerInId)) {
        fouten.push({
          rule: 'in',
          message: `${name(t.playerInId)} staat al in de selectie.`,
          playerIds: [t.playerInId],
          transferIds: [t.id],
        });
      } else {
        selectie[slot] = t.playerInId;
      }
    }

    const ids = window.map((t) => t.id);
    for (const fout of validateSelectie(selectie, spelers, settings, fromRound, clubNames, {
      kept: before,
    }) as SelectieFout[]) {
      fouten.push({ ...fout, transferIds: ids });
    }
  }
  return fouten;
}
