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

/**
 * A participant's duel in one beker round, seen from their side. `opponent` is null for a bye
 * (vrijgeloot); scores and totals are null until the round is played; `through` is null until
 * the round is decided.
 */
export const deelnemerBekerDuelSchema = z.object({
  bekerRondeId: z.number().int(),
  rondeName: z.string(),
  speelronde: z.number().int(),
  opponent: z.object({ id: z.number().int(), name: z.string(), teamName: z.string() }).nullable(),
  ownScore: z.number().nullable(),
  opponentScore: z.number().nullable(),
  ownTotal: z.number().nullable(),
  opponentTotal: z.number().nullable(),
  through: z.boolean().nullable(),
  decidedBy: z.enum(['score', 'totaal', 'loting']).nullable(),
});
export type DeelnemerBekerDuel = z.infer<typeof deelnemerBekerDuelSchema>;

/** GET /api/deelnemers/{id}: the participant's season, for their page, the scores page and chart. */
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
  /** Their beker duels, first round first (the teambeker is their team's, not theirs). */
  bekerDuels: z.array(deelnemerBekerDuelSchema),
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
      clubId: z.number().int(),
      clubName: z.string(),
      position: positieSchema,
      points: z.number(),
      perEvent: puntenPerEventSchema,
    }),
  ),
});
export type DeelnemerRonde = z.infer<typeof deelnemerRondeSchema>;
