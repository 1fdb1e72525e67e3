import { z } from 'zod';
import { roundSchema } from './common';

export const bekerKindSchema = z.enum(['beker', 'teambeker']);

export const organiserBekerRondeSchema = z.object({
  id: z.number().int(),
  kind: bekerKindSchema,
  sequence: z.number().int(),
  name: z.string(),
  speelronde: z.number().int(),
  isFinished: z.boolean(),
  duelCount: z.number().int(),
  byeCount: z.number().int(),
  /** Why the draw can no longer be undone; null when it can. */
  deleteBlockedReason: z.string().nullable(),
});
export type OrganiserBekerRonde = z.infer<typeof organiserBekerRondeSchema>;

export const organiserBekerSchema = z.object({
  kind: bekerKindSchema,
  rondes: z.array(organiserBekerRondeSchema),
  next: z.object({
    /** Why no next round can be drawn now; null when it can. */
    blockedReason: z.string().nullable(),
    /** Participants (beker) or teams (teambeker) that would be in the draw. */
    entrantCount: z.number().int(),
    /** The name the next round would get, e.g. 'Voorronde' or 'Kwartfinale'. */
    name: z.string().nullable(),
    /** The earliest speelronde it can be tied to. */
    minSpeelronde: z.number().int().nullable(),
  }),
});
export type OrganiserBeker = z.infer<typeof organiserBekerSchema>;

/** GET /api/organiser/bekers */
export const organiserBekersSchema = z.object({
  beker: organiserBekerSchema,
  teambeker: organiserBekerSchema,
});
export type OrganiserBekers = z.infer<typeof organiserBekersSchema>;

/**
 * POST /api/organiser/bekerrondes: creates the next round of the cup and draws it at random.
 * Answers 201 with the public bekerRondeDetailSchema body.
 */
export const bekerRondeCreateRequestSchema = z
  .object({ kind: bekerKindSchema, speelronde: roundSchema })
  .strict();
export type BekerRondeCreateRequest = z.infer<typeof bekerRondeCreateRequestSchema>;
