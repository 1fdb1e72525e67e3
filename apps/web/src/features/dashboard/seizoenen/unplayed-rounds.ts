import type { RondeState } from '../home/season-progress';

export interface UnplayedRounds {
  /** Rounds without any result. */
  notPlayed: number[];
  /** Rounds with some results in, not all. */
  partly: number[];
  /** Both, in order: every round that keeps the season from closing normally. */
  all: number[];
}

/** The speelrondes that are not (completely) played. */
export function unplayedRounds(
  rondes: readonly { round: number; state: RondeState }[],
): UnplayedRounds {
  const sorted = [...rondes].sort((a, b) => a.round - b.round);
  const notPlayed = sorted.filter((r) => r.state === 'gepland').map((r) => r.round);
  const partly = sorted.filter((r) => r.state === 'bezig').map((r) => r.round);
  const all = sorted.filter((r) => r.state !== 'gespeeld').map((r) => r.round);
  return { notPlayed, partly, all };
}

/** Runs of three or more consecutive rounds read 'a t/m b'. */
function runs(rounds: readonly number[]): string[] {
  const sorted = [...new Set(rounds)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i < sorted.length && sorted[i] === sorted[i - 1]! + 1) continue;
    const run = sorted.slice(start, i);
    if (run.length >= 3) parts.push(`${run[0]} t/m ${run.at(-1)}`);
    else parts.push(...run.map(String));
    start = i;
  }
  return parts;
}

/** 'speelronde 7', 'speelronde 31, 32 en 34', 'speelronde 21 t/m 30 en 34'. */
export function roundsText(rounds: readonly number[]): string {
  const parts = runs(rounds);
  if (parts.length === 0) return '';
  const plural = rounds.length > 1;
  const list =
    parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} en ${parts.at(-1)!}`;
  return `${plural ? 'speelrondes' : 'speelronde'} ${list}`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sentences that name what is not played; empty when everything is. */
export function unplayedSentences(unplayed: UnplayedRounds): string[] {
  const sentences: string[] = [];
  if (unplayed.notPlayed.length > 0) {
    const verb = unplayed.notPlayed.length === 1 ? 'is' : 'zijn';
    sentences.push(`${capital(roundsText(unplayed.notPlayed))} ${verb} nog niet gespeeld.`);
  }
  if (unplayed.partly.length > 0) {
    const verb = unplayed.partly.length === 1 ? 'is' : 'zijn';
    sentences.push(`${capital(roundsText(unplayed.partly))} ${verb} maar deels gespeeld.`);
  }
  return sentences;
}
