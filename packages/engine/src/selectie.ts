// A participant's 11: the rules a selection must meet (docs/game.md), and which 11 count in a round.
import type { GameSettings, Speler, Transfer } from './types';

export const SELECTIE_SIZE = 11;

export type SelectieRegel =
  'aantal' | 'uniek' | 'onbekend' | 'keeper' | 'formatie' | 'club' | 'niet-beschikbaar';

export interface SelectieFout {
  rule: SelectieRegel;
  /** Dutch, names the rule, ready to show. */
  message: string;
  playerIds?: number[];
}

export interface SelectieOptions {
  /**
   * Players the participant already had (a transfer check): a vertrokken player may stay until he
   * is transferred out, and a club only breaks the limit through a player brought in.
   */
  kept?: ReadonlySet<number>;
}

/** Whether the player may be picked for `round` (not departed, and already available). */
export function isAvailable(speler: Speler, round: number): boolean {
  if (speler.status === 'vertrokken') return false;
  if (speler.status === 'nieuw' && speler.availableFromRound !== null)
    return round >= speler.availableFromRound;
  return true;
}

function unavailableMessage(speler: Speler): string {
  return speler.status === 'vertrokken'
    ? `${speler.name} is vertrokken en kan niet meer gekozen worden.`
    : `${speler.name} is pas te kiezen vanaf speelronde ${speler.availableFromRound}.`;
}

export function validateSelectie(
  playerIds: number[],
  spelers: ReadonlyMap<number, Speler>,
  settings: GameSettings,
  round: number,
  clubNames?: ReadonlyMap<number, string>,
  options: SelectieOptions = {},
): SelectieFout[] {
  const fouten: SelectieFout[] = [];
  const kept = options.kept ?? new Set<number>();
  if (playerIds.length !== SELECTIE_SIZE) {
    fouten.push({
      rule: 'aantal',
      message: `Een selectie heeft precies ${SELECTIE_SIZE} spelers (nu ${playerIds.length}).`,
    });
  }

  const seen = new Set<number>();
  const doubles = [...new Set(playerIds.filter((id) => seen.size === seen.add(id).size))];
  if (doubles.length > 0) {
    const names = doubles.map((id) => spelers.get(id)?.name ?? String(id)).join(', ');
    fouten.push({
      rule: 'uniek',
      message: `Elke speler mag maar één keer in de selectie staan: ${names} staat er dubbel in.`,
      playerIds: doubles,
    });
  }

  const unknown = [...seen].filter((id) => !spelers.has(id));
  if (unknown.length > 0) {
    fouten.push({
      rule: 'onbekend',
      message: `Onbekende speler(s) in de selectie: ${unknown.join(', ')}.`,
      playerIds: unknown,
    });
  }

  const known = [...seen].flatMap((id) => spelers.get(id) ?? []);
  const keepers = known.filter((s) => s.position === 'Keeper').length;
  if (keepers !== 1) {
    fouten.push({
      rule: 'keeper',
      message: `Een selectie heeft precies 1 keeper (nu ${keepers}).`,
    });
  }

  // The formation only means something once the count and the keeper are right.
  if (fouten.length === 0) {
    const count = (position: Speler['position']) =>
      known.filter((s) => s.position === position).length;
    const formation = `${count('Verdediger')}-${count('Middenvelder')}-${count('Aanvaller')}`;
    if (!settings.formations.includes(formation)) {
      fouten.push({
        rule: 'formatie',
        message: `De opstelling ${formation} is niet toegestaan; kies uit ${settings.formations.join(', ')}.`,
      });
    }
  }

  // A departed player has left his club; only the players still there count for its limit.
  const perClub = new Map<number, Speler[]>();
  for (const s of known) {
    if (s.status !== 'vertrokken') perClub.set(s.clubId, [...(perClub.get(s.clubId) ?? []), s]);
  }
  for (const [clubId, members] of perClub) {
    if (members.length > settings.maxPerClub && members.some((s) => !kept.has(s.id))) {
      const clubName = clubNames?.get(clubId) ?? `club ${clubId}`;
      fouten.push({
        rule: 'club',
        message: `Maximaal ${settings.maxPerClub} spelers van één club: ${clubName} heeft er ${members.length}.`,
        playerIds: members.map((s) => s.id),
      });
    }
  }

  for (const s of known) {
    if (!kept.has(s.id) && !isAvailable(s, round)) {
      fouten.push({ rule: 'niet-beschikbaar', message: unavailableMessage(s), playerIds: [s.id] });
    }
  }
  return fouten;
}

/** Transfers in the order they take effect: by fromRound, then id. */
export function sortTransfers<T extends Transfer>(transfers: readonly T[]): T[] {
  return [...transfers].sort((a, b) => a.fromRound - b.fromRound || a.id - b.id);
}

/**
 * The 11 that count in `round`: the initial selection with every transfer effective by then
 * (fromRound <= round) applied. The player coming in takes the place of the one going out; a
 * transfer whose player is not (or no longer) in the selection changes nothing.
 */
export function selectieForRound(
  initial: number[],
  transfers: readonly Transfer[],
  round: number,
): number[] {
  const selectie = [...initial];
  for (const t of sortTransfers(transfers)) {
    if (t.fromRound > round) break;
    const slot = selectie.indexOf(t.playerOutId);
    if (slot >= 0) selectie[slot] = t.playerInId;
  }
  return selectie;
}
