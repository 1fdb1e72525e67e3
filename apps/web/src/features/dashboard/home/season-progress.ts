export type RondeState = 'gepland' | 'bezig' | 'gespeeld';

export interface SeasonProgress {
  total: number;
  /** Rounds with every result in. */
  played: number;
  /** Rounds with some results in. */
  busy: number;
  /** The last round with any result; null before the first. */
  lastWithResults: number | null;
  /** The first round that still waits for results; null when all are played. */
  next: number | null;
}

/** Where the season stands, from the state of each speelronde. */
export function seasonProgress(
  rondes: readonly { round: number; state: RondeState }[],
): SeasonProgress {
  const sorted = [...rondes].sort((a, b) => a.round - b.round);
  const withResults = sorted.filter((r) => r.state !== 'gepland');
  return {
    total: sorted.length,
    played: sorted.filter((r) => r.state === 'gespeeld').length,
    busy: sorted.filter((r) => r.state === 'bezig').length,
    lastWithResults: withResults.at(-1)?.round ?? null,
    next: sorted.find((r) => r.state !== 'gespeeld')?.round ?? null,
  };
}

export const RONDE_STATE_LABELS: Record<RondeState, string> = {
  gepland: 'nog geen uitslagen',
  bezig: 'deels gespeeld',
  gespeeld: 'gespeeld',
};
