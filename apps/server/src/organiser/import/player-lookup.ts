// A player named in a cell: 'Naam', or 'Naam (Club)' when two players share a name.
import { didYouMean } from '@clubelf/contract';
import type { Club, Positie, Speler } from '@clubelf/engine';
import type { Converted } from './cell-values';
import { nameKey } from './name-key';

export interface PlayerRef {
  name: string;
  club: string | null;
}

/** 'Jan de Vries (FC Utrecht)' → name and club; without brackets the club is null. */
export function parsePlayerRef(text: string): PlayerRef {
  const match = /^(.*\S)\s*\(([^()]+)\)$/.exec(text.trim());
  return match ? { name: match[1]!, club: match[2]!.trim() } : { name: text.trim(), club: null };
}

export interface PlayerIndex {
  /** The one player the text names; `position` narrows a shared name and must match. */
  find(text: string, position?: Positie): Converted<Speler>;
  clubByName(name: string): Club | undefined;
}

export function createPlayerIndex(spelers: readonly Speler[], clubs: readonly Club[]): PlayerIndex {
  const clubById = new Map(clubs.map((c) => [c.id, c]));
  const clubByKey = new Map(clubs.map((c) => [nameKey(c.name), c]));
  const byName = new Map<string, Speler[]>();
  for (const s of spelers) {
    const key = nameKey(s.name);
    byName.set(key, [...(byName.get(key) ?? []), s]);
  }
  const allNames = spelers.map((s) => s.name);
  const clubName = (s: Speler) => clubById.get(s.clubId)?.name ?? `club ${s.clubId}`;

  function find(text: string, position?: Positie): Converted<Speler> {
    let ref = parsePlayerRef(text);
    // Brackets that name no club may be part of the name itself: 'Jan (Junior)'.
    if (ref.club !== null && !clubByKey.has(nameKey(ref.club)) && byName.has(nameKey(text))) {
      ref = { name: text.trim(), club: null };
    }
    let candidates = byName.get(nameKey(ref.name)) ?? [];
    if (candidates.length === 0) {
      // A typo is the usual cause: name the closest players ('bedoel je ...?').
      const hint = didYouMean(ref.name, allNames);
      return { ok: false, message: `onbekende speler '${ref.name}'${hint}` };
    }
    if (ref.club !== null) {
      const club = clubByKey.get(nameKey(ref.club));
      if (!club) return { ok: false, message: `onbekende club '${ref.club}' bij '${ref.name}'` };
      candidates = candidates.filter((s) => s.clubId === club.id);
      if (candidates.length === 0) {
        return { ok: false, message: `er is geen speler '${ref.name}' bij ${club.name}` };
      }
    }
    const inPosition = position ? candidates.filter((s) => s.position === position) : candidates;
    if (inPosition.length === 1) return { ok: true, value: inPosition[0]! };
    if (inPosition.length === 0) {
      const other = candidates[0]!;
      return { ok: false, message: `${other.name} is ${other.position}, geen ${position}` };
    }
    const where = inPosition.map(clubName).join(', ');
    return {
      ok: false,
      message: `meerdere spelers heten '${ref.name}' (${where}): schrijf '${ref.name} (Club)'`,
    };
  }

  return { find, clubByName: (name) => clubByKey.get(nameKey(name)) };
}
