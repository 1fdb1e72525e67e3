// A participant's own transfers (issue 27, item 3; decision 028): while the organiser's window is
// open and its deadline (sluitOp) has not passed, a signed-in participant swaps players of his
// own team one at a time, checked with the same rules and Dutch messages as the organiser's form.
import { z } from 'zod';
import { entityIdSchema, versionSchema } from './organiser/common';

/** The window as a participant sees it. */
export const mijnTransferperiodeSchema = z.object({
  id: z.number().int(),
  fromRound: z.number().int(),
  /** The deadline, ISO date-time in UTC; null: the organiser enters this window's transfers. */
  sluitOp: z.string().nullable(),
  /** Transfers can be made now: the organiser opened it and sluitOp has not passed. */
  isOpen: z.boolean(),
  /** The most transfers per window (the game setting). */
  maxTransfers: z.number().int(),
});
export type MijnTransferperiode = z.infer<typeof mijnTransferperiodeSchema>;

export const mijnTransferSchema = z.object({
  id: z.number().int(),
  playerOutId: z.number().int(),
  playerInId: z.number().int(),
  fromRound: z.number().int(),
  /** Made by the organiser (e.g. for a paper participant) rather than by the participant. */
  doorOrganisator: z.boolean(),
});
export type MijnTransfer = z.infer<typeof mijnTransferSchema>;

/**
 * GET /api/mijn/teams/{deelnemerId}/transfers; also the answer of the POST (201). Another's
 * team: 403; unknown: 404.
 */
export const mijnTransfersResponseSchema = z.object({
  deelnemerId: z.number().int(),
  name: z.string(),
  teamName: z.string(),
  /** The team's version: send it with a transfer or an undo (two tabs: the second gets 409). */
  version: z.number().int(),
  /** The 11 after every stored transfer, this window's included (empty: no selection yet). */
  selectie: z.array(z.number().int()),
  /** The open window, else the next one announced (isOpen false), else null. */
  transferperiode: mijnTransferperiodeSchema.nullable(),
  /** How many transfers this window holds for the team (the organiser's count too). */
  used: z.number().int(),
  /** The team's transfers in this window, in the order made. */
  transfers: z.array(mijnTransferSchema),
});
export type MijnTransfersResponse = z.infer<typeof mijnTransfersResponseSchema>;

const transferPairFields = { playerOutId: entityIdSchema, playerInId: entityIdSchema };

/**
 * POST /api/mijn/teams/{deelnemerId}/transfers: one swap from the window's speelronde on.
 * 201 with the state; 400 naming the broken rule; 409 after the deadline or on a stale version.
 */
export const mijnTransferRequestSchema = z
  .object({ ...transferPairFields, version: versionSchema })
  .strict();
export type MijnTransferRequest = z.infer<typeof mijnTransferRequestSchema>;

/**
 * POST /api/mijn/teams/{deelnemerId}/transfers/check: the same swap without writing; answers
 * the organiser's RegelCheck ({valid, fouten}). Outside an open window: 409 as the POST.
 */
export const mijnTransferCheckRequestSchema = z.object(transferPairFields).strict();
export type MijnTransferCheckRequest = z.infer<typeof mijnTransferCheckRequestSchema>;
