import type { OrganiserSpeler } from '@clubelf/contract';

const ORDER = ['Keeper', 'Verdediger', 'Middenvelder', 'Aanvaller'] as const;

/** A valid 4-3-3 of actief players, at most `maxPerClub` per club, leaving out `exclude`. */
export function pickSelectie(
  spelers: OrganiserSpeler[],
  exclude: number[] = [],
  maxPerClub = 3,
): OrganiserSpeler[] {
  const wanted = { Keeper: 1, Verdediger: 4, Middenvelder: 3, Aanvaller: 3 };
  const perClub = new Map<number, number>();
  const picked: OrganiserSpeler[] = [];
  for (const position of ORDER) {
    for (const s of spelers) {
      if (wanted[position] === 0) break;
      if (s.position !== position || s.status !== 'actief' || exclude.includes(s.id)) continue;
      if ((perClub.get(s.clubId) ?? 0) >= maxPerClub) continue;
      perClub.set(s.clubId, (perClub.get(s.clubId) ?? 0) + 1);
      wanted[position] -= 1;
      picked.push(s);
    }
  }
  if (picked.length !== 11) throw new Error('not enough players for a selection');
  return picked;
}
