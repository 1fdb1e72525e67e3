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
