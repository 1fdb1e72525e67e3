import { z } from 'zod';

export const positieSchema = z.enum(['Keeper', 'Verdediger', 'Middenvelder', 'Aanvaller']);
export const spelerStatusSchema = z.enum(['actief', 'nieuw', 'vertrokken']);

export const scoreEventSchema = z.enum([
  'basisplaats',
  'gewonnen',
  'gelijkspel',
  'doelpunt',
  'penaltyDoelpunt',
  'assist',
  'cleanSheet',
  'penaltyGestopt',
  'penaltyGemist',
  'eigenDoelpunt',
  'geel',
  'tweedeGeel',
  'rood',
]);
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
