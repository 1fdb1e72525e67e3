import { z } from 'zod';
import { rondeStateSchema } from '../wedstrijden';
import { entityIdSchema, kickoffSchema, roundSchema, versionSchema } from './common';

export const organiserWedstrijdSchema = z.object({
  id: z.number().int(),
  round: z.number().int(),
  homeClubId: z.number().int(),
  awayClubId: z.number().int(),
  homeClub: z.string(),
  awayClub: z.string(),
  /** ISO local date-time, e.g. 2026-08-15T20:00. */
  kickoff: z.string(),
  homeGoals: z.number().int().nullable(),
  awayGoals: z.number().int().nullable(),
  version: z.number().int(),
  /** Players with events in this match. */
  eventCount: z.number().int(),
});
export type OrganiserWedstrijd = z.infer<typeof organiserWedstrijdSchema>;

/** GET /api/organiser/speelschema: every speelronde 1..roundCount, matches by kick-off. */
export const organiserScheduleSchema = z.object({
  roundCount: z.number().int(),
  rondes: z.array(
    z.object({
      round: z.number().int(),
      state: rondeStateSchema,
      wedstrijden: z.array(organiserWedstrijdSchema),
    }),
  ),
});
export type OrganiserSchedule = z.infer<typeof organiserScheduleSchema>;

const wedstrijdFields = {
  round: roundSchema,
  homeClubId: entityIdSchema,
  awayClubId: entityIdSchema,
  kickoff: kickoffSchema,
};

const differentClubs = (w: { homeClubId: number; awayClubId: number }) =>
  w.homeClubId !== w.awayClubId;
const differentClubsIssue = {
  path: ['awayClubId'],
  error: 'moet een andere club zijn dan de thuisclub',
};

/** POST /api/organiser/wedstrijden */
export const wedstrijdCreateRequestSchema = z
  .object(wedstrijdFields)
  .strict()
  .refine(differentClubs, differentClubsIssue);
export type WedstrijdCreateRequest = z.infer<typeof wedstrijdCreateRequestSchema>;

/**
 * PUT /api/organiser/wedstrijden/{id}: clubs only while the match has no events, the round only
 * while it has no result (a postponed match keeps its speelronde and gets a new kick-off).
 */
export const wedstrijdUpdateRequestSchema = z
  .object({ version: versionSchema, ...wedstrijdFields })
  .strict()
  .refine(differentClubs, differentClubsIssue);
export type WedstrijdUpdateRequest = z.infer<typeof wedstrijdUpdateRequestSchema>;
