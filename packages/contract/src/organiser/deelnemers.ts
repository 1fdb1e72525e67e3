import { z } from 'zod';
import { vanafRondeFields } from './start-ronde';
import { naam } from '../names';
import {
  entityIdSchema,
  LIMITS,
  naamSchema,
  roundSchema,
  SUBCOMPETITIE_NAME_LENGTH,
  versionSchema,
} from './common';

export const organiserTransferSchema = z.object({
  id: z.number().int(),
  playerOutId: z.number().int(),
  playerInId: z.number().int(),
  fromRound: z.number().int(),
});
export type OrganiserTransfer = z.infer<typeof organiserTransferSchema>;

export const organiserDeelnemerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teamId: z.number().int(),
  teamName: z.string(),
  subcompetities: z.array(z.string()),
  /** Private: only organiser endpoints show it. */
  email: z.string().nullable(),
  version: z.number().int(),
  /** The 11 picked at the start (empty until entered), in the order entered. */
  selectie: z.array(z.number().int()),
  /** The 11 after every transfer. */
  currentSelectie: z.array(z.number().int()),
  transfers: z.array(organiserTransferSchema),
  /** The speelronde he counts from ("vanaf speelronde", issue 26): 1, or later for a late joiner. */
  startRonde: z.number().int(),
});
export type OrganiserDeelnemer = z.infer<typeof organiserDeelnemerSchema>;

/** GET /api/organiser/deelnemers (by name) */
export const organiserDeelnemersSchema = z.array(organiserDeelnemerSchema);

/** GET /api/organiser/teams (by name): for picking an existing teamName. */
export const organiserTeamsSchema = z.array(
  z.object({ id: z.number().int(), name: z.string(), deelnemerCount: z.number().int() }),
);
export type OrganiserTeams = z.infer<typeof organiserTeamsSchema>;

const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailLength)
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    error: 'moet een e-mailadres zijn zoals naam@voorbeeld.nl',
  })
  .nullable();

const deelnemerFields = {
  name: naamSchema,
  /** The team of the teamcompetitie; a name not used yet creates the team. */
  teamName: naamSchema,
  subcompetities: z.array(naam(SUBCOMPETITIE_NAME_LENGTH)).max(LIMITS.subcompetities),
  /** Empty or null: none. */
  email: emailSchema,
};

/** POST /api/organiser/deelnemers */
export const deelnemerCreateRequestSchema = z
  .object({ ...deelnemerFields, ...vanafRondeFields })
  .strict();
export type DeelnemerCreateRequest = z.input<typeof deelnemerCreateRequestSchema>;

/** PUT /api/organiser/deelnemers/{id}; DELETE carries ?version=. */
export const deelnemerUpdateRequestSchema = z
  .object({ version: versionSchema, ...deelnemerFields })
  .strict();
export type DeelnemerUpdateRequest = z.input<typeof deelnemerUpdateRequestSchema>;

const playerIdsSchema = z.array(entityIdSchema).max(LIMITS.selectieList);

/**
 * PUT /api/organiser/deelnemers/{id}/selectie: the initial 11 (in force from speelronde 1 on).
 * Refused with 400 naming every broken rule; the version is the participant's.
 */
export const selectieRequestSchema = z
  .object({ version: versionSchema, playerIds: playerIdsSchema })
  .strict();
export type SelectieRequest = z.infer<typeof selectieRequestSchema>;

/** POST /api/organiser/selectie/check: validates without writing. */
export const selectieCheckRequestSchema = z
  .object({
    playerIds: playerIdsSchema,
    /** The speelronde it should be valid for; 1 (the start) when left out. */
    round: roundSchema.optional(),
    /**
     * The participant whose selection is being edited: players he already has may stay
     * (a vertrokken player stays until transferred out).
     */
    deelnemerId: entityIdSchema.optional(),
  })
  .strict();
export type SelectieCheckRequest = z.infer<typeof selectieCheckRequestSchema>;

/** One broken rule, with the Dutch message that names it. */
export const regelFoutSchema = z.object({
  rule: z.string(),
  message: z.string(),
  playerIds: z.array(z.number().int()),
});
export type RegelFout = z.infer<typeof regelFoutSchema>;

/** The answer of both checks: valid when no rule is broken. */
export const regelCheckSchema = z.object({
  valid: z.boolean(),
  fouten: z.array(regelFoutSchema),
});
export type RegelCheck = z.infer<typeof regelCheckSchema>;

const transferPairsSchema = z
  .array(z.object({ playerOutId: entityIdSchema, playerInId: entityIdSchema }).strict())
  .min(1)
  .max(11);

/**
 * POST /api/organiser/deelnemers/{id}/transfers: swaps taking effect from the open transfer
 * window's speelronde. Answers the participant.
 */
export const transfersRequestSchema = z
  .object({ version: versionSchema, transfers: transferPairsSchema })
  .strict();
export type TransfersRequest = z.infer<typeof transfersRequestSchema>;

/** POST /api/organiser/deelnemers/{id}/transfers/check */
export const transfersCheckRequestSchema = z.object({ transfers: transferPairsSchema }).strict();
export type TransfersCheckRequest = z.infer<typeof transfersCheckRequestSchema>;
