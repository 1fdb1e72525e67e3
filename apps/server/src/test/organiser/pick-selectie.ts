const ORDER = ['Keeper', 'Verdediger', 'Middenvelder', 'Aanvaller'] as const;

/** What a selection is picked from: the organiser's players or the enrolment form's. */
interface Pickable {
  id: number;
  position: string;
  clubId: number;
  /** The form's players are all actief and carry no status. */
  status?: string;
}

/** A valid 4-3-3 of actief players, at most `maxPerClub` per club, leaving out `exclude`. */
export function pickSelectie<S extends Pickable>(
  spelers: readonly S[],
  exclude: number[] = [],
  maxPerClub = 3,
): S[] {
  const wanted = { Keeper: 1, Verdediger: 4, Middenvelder: 3, Aanvaller: 3 };
  const perClub = new Map<number, number>();
  const picked: S[] = [];
  for (const position of ORDER) {
    for (const s of spelers) {
      if (wanted[position] === 0) break;
      if (s.position !== position || exclude.includes(s.id)) continue;
      if (s.status !== undefined && s.status !== 'actief') continue;
      if ((perClub.get(s.clubId) ?? 0) >= maxPerClub) continue;
      perClub.set(s.clubId, (perClub.get(s.clubId) ?? 0) + 1);
      wanted[position] -= 1;
      picked.push(s);
    }
  }
  if (picked.length !== 11) throw new Error('not enough players for a selection');
  return picked;
}
