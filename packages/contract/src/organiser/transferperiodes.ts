import { z } from 'zod';
import { kickoffSchema, LIMITS, roundSchema, versionSchema } from './common';

/**
 * A transfer window: while open, transfers take effect from fromRound. With a deadline
 * (sluitOp) participants make their own transfers until then (issue 27, decision 028).
 */
export const transferperiodeSchema = z.object({
  id: z.number().int(),
  fromRound: z.number().int(),
  isOpen: z.boolean(),
  /** The deadline, ISO date-time in UTC (e.g. 2027-01-10T19:00:00.000Z); null: no deadline, only the organiser enters transfers. */
  sluitOp: z.string().nullable(),
  /** Participants can make transfers now: open and before sluitOp (by the server's clock). */
  openVoorDeelnemers: z.boolean(),
  version: z.number().int(),
  transferCount: z.number().int(),
});
export type Transferperiode = z.infer<typeof transferperiodeSchema>;

/** GET /api/organiser/transferperiodes (by fromRound) */
export const transferperiodesSchema = z.array(transferperiodeSchema);

const fields = {
  fromRound: roundSchema,
  isOpen: z.boolean(),
  /**
   * The deadline as Dutch (Europe/Amsterdam) local time to the minute, e.g. 2027-01-10T20:00,
   * as a datetime-local input gives it; null: none. Left out on a PUT: the stored one stays.
   */
  sluitOp: kickoffSchema.nullable().optional(),
};

/** POST /api/organiser/transferperiodes (one window open at a time) */
export const transferperiodeCreateRequestSchema = z.object(fields).strict();
export type TransferperiodeCreateRequest = z.infer<typeof transferperiodeCreateRequestSchema>;

/** PUT /api/organiser/transferperiodes/{id}; DELETE carries ?version=. */
export const transferperiodeUpdateRequestSchema = z
  .object({ version: versionSchema, ...fields })
  .strict();
export type TransferperiodeUpdateRequest = z.infer<typeof transferperiodeUpdateRequestSchema>;

/** Who made a transfer: the participant himself (signed in) or an organiser. */
export const transferDoorSchema = z.object({
  soort: z.enum(['deelnemer', 'organisator']),
  /** The participant's name when he made it himself, else "organisatie". */
  naam: z.string(),
});
export type TransferDoor = z.infer<typeof transferDoorSchema>;

/** GET /api/organiser/transferperiodes/{id}/transfers: every participant with a selection, by name. */
export const transferperiodeOverzichtSchema = z.object({
  transferperiode: transferperiodeSchema,
  maxTransfers: z.number().int(),
  deelnemers: z.array(
    z.object({
      deelnemerId: z.number().int(),
      name: z.string(),
      teamName: z.string(),
      /** Transfers in this window. */
      used: z.number().int(),
      max: z.number().int(),
      /** The participant's version, for the organiser's undo (DELETE ...?version=). */
      version: z.number().int(),
      transfers: z.array(
        z.object({
          id: z.number().int(),
          playerOutId: z.number().int(),
          playerOutName: z.string(),
          playerInId: z.number().int(),
          playerInName: z.string(),
          door: transferDoorSchema,
        }),
      ),
    }),
  ),
});
export type TransferperiodeOverzicht = z.infer<typeof transferperiodeOverzichtSchema>;

/**
 * ?version=N&notitie=... of the organiser's DELETE /api/organiser/deelnemers/{id}/transfers/{transferId}:
 * the note (why it is undone) lands in the audit log.
 */
export const transferDeleteQuerySchema = z
  .object({
    version: z.coerce.number().int().min(1).max(LIMITS.maxId),
    notitie: z.string().trim().max(500).optional(),
  })
  .strict();
export type TransferDeleteQuery = z.infer<typeof transferDeleteQuerySchema>;
