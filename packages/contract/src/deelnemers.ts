import { z } from 'zod';
import { positieSchema, puntenPerEventSchema } from './common';

/**
 * GET /api/deelnemers (public fields only: never e-mail). `persoonId` is the person behind the
 * entry, the same in every season they played (their career: /api/personen/{id}/historie).
 */
export const deelnemersSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    teamName: z.string(),
    persoonId: z.number().int(),
  }),
);
export type Deelnemers = z.infer<typeof deelnemersSchema>;

/** GET /api/deelnemers/{id}: the participant's season, for the scores page and its chart. */
export const deelnemerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teamName: z.string(),
  subcompetities: z.array(z.string()),
  totalScore: z.number(),
  position: z.number().int().nullable(),
  rounds: z.array(
    z.object({
      round: z.number().int(),
      score: z.number(),
      /** Tussenstand position after this round. */
      position: z.number().int(),
    }),
  ),
});
export type Deelnemer = z.infer<typeof deelnemerSchema>;

/** GET /api/deelnemers/{id}/ronde/{round}: the 11 players of that round with their points. */
export const deelnemerRondeSchema = z.object({
  deelnemerId: z.number().int(),
  name: z.string(),
  teamName: z.string(),
  round: z.number().int(),
  totalScore: z.number(),
  spelers: z.array(
    z.object({
      playerId: z.number().int(),
      name: z.string(),
      clubName: z.string(),
      position: positieSchema,
      points: z.number(),
      perEvent: puntenPerEventSchema,
    }),
  ),
});
export type DeelnemerRonde = z.infer<typeof deelnemerRondeSchema>;
