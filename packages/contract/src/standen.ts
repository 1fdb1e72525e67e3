import { z } from 'zod';

export const tussenstandRowSchema = z.object({
  position: z.number().int(),
  deelnemerId: z.number().int(),
  name: z.string(),
  teamName: z.string(),
  totalScore: z.number(),
  previousPosition: z.number().int().nullable(),
  /** Positive = climbed since the previous speelronde; null when there is none. */
  positionChange: z.number().int().nullable(),
});
export type TussenstandRow = z.infer<typeof tussenstandRowSchema>;

/** GET /api/standen/tussenstand (full) and each subcompetitie. */
export const tussenstandSchema = z.object({
  /** Last speelronde with results, 0 before the first. */
  round: z.number().int(),
  rows: z.array(tussenstandRowSchema),
});
export type Tussenstand = z.infer<typeof tussenstandSchema>;

/** GET /api/summary/tussenstand: the top of the standing. */
export const tussenstandSummarySchema = z.object({
  round: z.number().int(),
  tussenstandPositions: z.array(tussenstandRowSchema),
});
export type TussenstandSummary = z.infer<typeof tussenstandSummarySchema>;

export const fairplaycupSchema = z.object({
  round: z.number().int(),
  rows: z.array(
    z.object({
      position: z.number().int(),
      deelnemerId: z.number().int(),
      name: z.string(),
      teamName: z.string(),
      cardPoints: z.number(),
      totalScore: z.number(),
    }),
  ),
});
export type Fairplaycup = z.infer<typeof fairplaycupSchema>;

export const highscorecupSchema = z.object({
  round: z.number().int(),
  rows: z.array(
    z.object({
      position: z.number().int(),
      deelnemerId: z.number().int(),
      name: z.string(),
      teamName: z.string(),
      score: z.number(),
      round: z.number().int(),
    }),
  ),
});
export type Highscorecup = z.infer<typeof highscorecupSchema>;

const winnerSchema = z.object({ deelnemerId: z.number().int(), name: z.string() });

export const herbstmeisterSchema = z.object({
  round: z.number().int(),
  isDecided: z.boolean(),
  winners: z.array(winnerSchema),
  rows: z.array(tussenstandRowSchema),
});
export type Herbstmeister = z.infer<typeof herbstmeisterSchema>;

export const subcompetitiesSchema = z.array(
  z.object({ name: z.string(), round: z.number().int(), rows: z.array(tussenstandRowSchema) }),
);
export type Subcompetities = z.infer<typeof subcompetitiesSchema>;

export { winnerSchema };
