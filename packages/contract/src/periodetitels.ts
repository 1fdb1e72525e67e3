import { z } from 'zod';
import { rondeStatusSchema } from './common';
import { winnerSchema } from './standen';

const periodeBase = {
  nummer: z.number().int().min(1).max(4),
  fromRound: z.number().int(),
  toRound: z.number().int(),
  isActive: z.boolean(),
  isFinished: z.boolean(),
  /** The winner's name (names joined by ' & ' for a shared title); null until finished. */
  winner: z.string().nullable(),
  winners: z.array(winnerSchema),
  /** The last round of the period played so far (its first while none is): provisional until gespeeld. */
  rondeStatus: rondeStatusSchema,
};

/** GET /api/summary/periodetitels */
export const periodetitelsSummarySchema = z.object({
  /** The period being played, else the last finished one, else 1. */
  currentPeriod: z.number().int().min(1).max(4),
  periodetitels: z.array(
    z.object({
      ...periodeBase,
      /**
       * Who leads it so far (shared first place: several) with their points; empty before its
       * first round has results. The home card names them, not only "Wordt gespeeld" (issue 26).
       */
      leiders: z.array(
        z.object({ deelnemerId: z.number().int(), name: z.string(), score: z.number() }),
      ),
    }),
  ),
});
export type PeriodetitelsSummary = z.infer<typeof periodetitelsSummarySchema>;

/** GET /api/periodetitels/{nummer}: one period with its standing. */
export const periodeSchema = z.object({
  ...periodeBase,
  rows: z.array(
    z.object({
      position: z.number().int(),
      deelnemerId: z.number().int(),
      name: z.string(),
      teamName: z.string(),
      score: z.number(),
    }),
  ),
});
export type Periode = z.infer<typeof periodeSchema>;
