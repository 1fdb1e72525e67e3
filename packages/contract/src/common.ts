import { POSITIES, SCORE_EVENTS, SPELER_STATUSSEN } from '@clubelf/engine';
import { z } from 'zod';

// The enumerations are the engine's (packages/engine/src/types.ts); the schemas only wrap them.
export const positieSchema = z.enum(POSITIES);
export const spelerStatusSchema = z.enum(SPELER_STATUSSEN);
export const scoreEventSchema = z.enum(SCORE_EVENTS);
export type ScoreEvent = z.infer<typeof scoreEventSchema>;

/** Points per scoring event (all 13 keys). */
export const puntenPerEventSchema = z.record(scoreEventSchema, z.number().int());
export type PuntenPerEvent = z.infer<typeof puntenPerEventSchema>;

/** A path id: a positive integer written in decimal. */
export const idParamSchema = z.coerce
  .number({ error: 'must be a positive integer' })
  .int({ error: 'must be a positive integer' })
  .positive({ error: 'must be a positive integer' });

/** The one error envelope of every non-2xx answer. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * How far the speelronde a standing is after has been played: the site names a round in progress
 * ("speelronde 21 bezig, 1 van 9 gespeeld") and marks its standing provisional until it is
 * gespeeld. Round 0 (nothing played yet): gepland, 0 van 0.
 */
export const rondeStatusSchema = z.object({
  round: z.number().int(),
  state: z.enum(['gepland', 'bezig', 'gespeeld']),
  /** Matches of the round with a result. */
  gespeeld: z.number().int(),
  /** Matches of the round. */
  totaal: z.number().int(),
});
export type RondeStatus = z.infer<typeof rondeStatusSchema>;
