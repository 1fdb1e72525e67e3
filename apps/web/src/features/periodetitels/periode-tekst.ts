interface PeriodeStand {
  isActive: boolean;
  isFinished: boolean;
  winner: string | null;
}

/** docs/spec.md section 4: not active = not yet played; active = being played; finished = the winner. */
export function periodeStatusTekst(p: PeriodeStand): string {
  if (!p.isActive) return 'Nog niet gespeeld';
  if (!p.isFinished) return 'Wordt gespeeld';
  return p.winner ?? 'Gespeeld';
}
