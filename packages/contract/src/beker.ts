import { z } from 'zod';

/** A cup round as listed (beker and teambeker alike). */
export const bekerRondeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  speelronde: z.number().int(),
  isFinished: z.boolean(),
  /** Dutch state text, e.g. 'De loting is bekend' or 'Gespeeld'. */
  state: z.string(),
});
export type BekerRondeSummary = z.infer<typeof bekerRondeSummarySchema>;

/** GET /api/summary/bekerronde, /api/summary/teambekerronde: the current round or null. */
export const currentBekerRondeSchema = bekerRondeSummarySchema.nullable();

export const bekerRondesSchema = z.array(bekerRondeSummarySchema);

/** A deelnemer (beker) or a team (teambeker) in a duel. */
export const bekerEntrantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The deelnemer's team; empty for a team entrant. */
  teamName: z.string(),
});
export type BekerEntrant = z.infer<typeof bekerEntrantSchema>;

export const bekerDuelSchema = z.object({
  first: bekerEntrantSchema,
  second: bekerEntrantSchema,
  firstScore: z.number().nullable(),
  secondScore: z.number().nullable(),
  firstTotal: z.number().nullable(),
  secondTotal: z.number().nullable(),
  winnerId: z.number().int().nullable(),
  decidedBy: z.enum(['score', 'totaal', 'loting']).nullable(),
});
export type BekerDuel = z.infer<typeof bekerDuelSchema>;

/** GET /api/bekerrondes/{id}, /api/teambekerrondes/{id} */
export const bekerRondeDetailSchema = bekerRondeSummarySchema.extend({
  kind: z.enum(['beker', 'teambeker']),
  duels: z.array(bekerDuelSchema),
  byes: z.array(bekerEntrantSchema),
});
export type BekerRondeDetail = z.infer<typeof bekerRondeDetailSchema>;
