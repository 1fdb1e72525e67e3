// The score the organiser typed, checked while typing against the goals entered per player:
// a match report is easily read wrong, and a missing goal means a player misses his points.

export interface Score {
  home: number | null;
  away: number | null;
}

export type ScoreCheck =
  | { kind: 'none' }
  | { kind: 'ok'; text: string }
  /** Fewer goals at the players than the score: allowed (a report may lack a scorer), but odd. */
  | { kind: 'short'; text: string }
  /** More goals at the players than the score: the server refuses it. */
  | { kind: 'over'; text: string };

const goals = (n: number) => (n === 1 ? '1 doelpunt' : `${n} doelpunten`);

/** `byPlayers`: each side's goals plus the other side's own goals (see goalsByPlayers). */
export function scoreCheck(
  score: Score,
  byPlayers: { home: number; away: number },
  clubs: { home: string; away: string },
): ScoreCheck {
  if (score.home === null || score.away === null) return { kind: 'none' };
  const typed = { home: score.home, away: score.away };
  if (byPlayers.home === typed.home && byPlayers.away === typed.away) {
    return {
      kind: 'ok',
      text: `De doelpunten bij de spelers kloppen met de uitslag ${typed.home} - ${typed.away}.`,
    };
  }
  const sides = (['home', 'away'] as const).flatMap((side) => {
    const diff = typed[side] - byPlayers[side];
    if (diff > 0)
      return [`bij ${clubs[side]} ${diff === 1 ? 'ontbreekt' : 'ontbreken'} ${goals(diff)}`];
    if (diff < 0)
      return [`bij ${clubs[side]} ${-diff === 1 ? 'staat' : 'staan'} ${goals(-diff)} te veel`];
    return [];
  });
  const over = byPlayers.home > typed.home || byPlayers.away > typed.away;
  const text =
    `Let op: de uitslag is ${typed.home} - ${typed.away}, maar de doelpunten en eigen doelpunten bij de spelers maken ${byPlayers.home} - ${byPlayers.away}: ${sides.join(' en ')}.` +
    (over
      ? ' Zo kan de uitslag niet worden opgeslagen.'
      : ' Vul de makers in, of sla toch op als ze echt onbekend zijn.');
  return { kind: over ? 'over' : 'short', text };
}
