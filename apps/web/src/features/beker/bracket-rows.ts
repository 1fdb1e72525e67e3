import type { BekerDuel, BekerEntrant } from '@clubelf/contract';

/** One side of a duel as the bracket shows it. */
export interface BracketSide {
  entrant: BekerEntrant;
  /** The round's score, or 'nog te spelen' before the speelronde is played. */
  score: string;
  isWinner: boolean;
}

export const NOG_TE_SPELEN = 'nog te spelen';

const DECIDED_BY: Record<NonNullable<BekerDuel['decidedBy']>, string | null> = {
  score: null,
  totaal: 'gelijk: beslist op de totaalscore',
  loting: 'gelijk: beslist door loting',
};

// A team's score is its participants' average: one decimal, as on the round's page.
const FORMAT = {
  beker: {},
  teambeker: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
} as const;

/** Both sides of a duel, the winner marked, and how a tie was decided (null when by score). */
export function bracketSides(
  duel: BekerDuel,
  kind: 'beker' | 'teambeker' = 'beker',
): {
  sides: [BracketSide, BracketSide];
  note: string | null;
} {
  const scoreText = (score: number | null) =>
    score === null ? NOG_TE_SPELEN : score.toLocaleString('nl-NL', FORMAT[kind]);
  return {
    sides: [
      {
        entrant: duel.first,
        score: scoreText(duel.firstScore),
        isWinner: duel.winnerId !== null && duel.winnerId === duel.first.id,
      },
      {
        entrant: duel.second,
        score: scoreText(duel.secondScore),
        isWinner: duel.winnerId !== null && duel.winnerId === duel.second.id,
      },
    ],
    note: duel.decidedBy ? DECIDED_BY[duel.decidedBy] : null,
  };
}
