import { z } from 'zod';
import { roundSchema, versionSchema } from './common';

/** A transfer window: while open, transfers take effect from fromRound. */
export const transferperiodeSchema = z.object({
  id: z.number().int(),
  fromRound: z.number().int(),
  isOpen: z.boolean(),
  version: z.number().int(),
  transferCount: z.number().int(),
});
export type Transferperiode = z.infer<typeof transferperiodeSchema>;

/** GET /api/organiser/transferperiodes (by fromRound) */
export const transferperiodesSchema = z.array(transferperiodeSchema);

const fields = { fromRound: roundSchema, isOpen: z.boolean() };

/** POST /api/organiser/transferperiodes (one window open at a time) */
export const transferperiodeCreateRequestSchema = z.object(fields).strict();
export type TransferperiodeCreateRequest = z.infer<typeof transferperiodeCreateRequestSchema>;

/** PUT /api/organiser/transferperiodes/{id}; DELETE carries ?version=. */
export const transferperiodeUpdateRequestSchema = z
  .object({ version: versionSchema, ...fields })
  .strict();
export type TransferperiodeUpdateRequest = z.infer<typeof transferperiodeUpdateRequestSchema>;
