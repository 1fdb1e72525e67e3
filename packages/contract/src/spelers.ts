import { z } from 'zod';
import { positieSchema, puntenPerEventSchema, spelerStatusSchema } from './common';

export const spelerRowSchema = z.object({
  playerId: z.number().int(),
  name: z.string(),
  clubName: z.string(),
  position: positieSchema,
  status: spelerStatusSchema,
  totalPoints: z.number(),
  perEvent: puntenPerEventSchema,
  selectedCount: z.number().int(),
  /** 0..1 of all participants. */
  selectedShare: z.number(),
});
export type SpelerRow = z.infer<typeof spelerRowSchema>;

/**
 * GET /api/spelers/{actief|nieuw|vertrokken} (by club, then position, then name),
 * /api/spelers/totaalscore (highest total first), /api/spelers/geselecteerd (most selected first).
 */
export const spelerListSchema = z.array(spelerRowSchema);

export const SPELER_LISTS = [
  'actief',
  'nieuw',
  'vertrokken',
  'totaalscore',
  'geselecteerd',
] as const;
export type SpelerListName = (typeof SPELER_LISTS)[number];

/** GET /api/spelers/transfers */
export const transfersSchema = z.array(
  z.object({
    id: z.number().int(),
    deelnemerId: z.number().int(),
    deelnemerName: z.string(),
    playerOutName: z.string(),
    playerInName: z.string(),
    position: positieSchema,
    fromRound: z.number().int(),
  }),
);
export type Transfers = z.infer<typeof transfersSchema>;
