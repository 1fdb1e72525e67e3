import { z } from 'zod';
import { positieSchema, spelerStatusSchema } from '../common';
import { entityIdSchema, LIMITS, versionSchema } from './common';
import { organiserWedstrijdSchema } from './speelschema';

const count = z.number().int().min(0).max(LIMITS.eventCount);

/** One player's events in one match, as the grid edits them. */
export const spelerEventsInputSchema = z
  .object({
    playerId: entityIdSchema,
    side: z.enum(['home', 'away']),
    played: z.boolean(),
    basisplaats: z.boolean(),
    /** All goals, penalty goals included. */
    goals: count,
    /** How many of goals were penalties. */
    penaltyGoals: count,
    assists: count,
    ownGoals: count,
    /** 0 or 1: a first yellow card. */
    yellow: z.number().int().min(0).max(1),
    secondYellow: z.boolean(),
    directRed: z.boolean(),
    penaltiesSaved: count,
    penaltiesMissed: count,
  })
  .strict();
export type SpelerEventsInput = z.infer<typeof spelerEventsInputSchema>;

const goals = z.number().int().min(0).max(LIMITS.goals).nullable();

/**
 * PUT /api/organiser/wedstrijden/{id}/uitslag: the score and every player's events in one go;
 * the events replace the match's stored ones (rows with played false are not kept). Both goals
 * null = no result (postponed), then without events. Refused when the players' goals exceed the
 * score; fewer is allowed (events may be incomplete).
 */
export const uitslagRequestSchema = z
  .object({
    version: versionSchema,
    homeGoals: goals,
    awayGoals: goals,
    events: z.array(spelerEventsInputSchema).max(LIMITS.eventsPerMatch),
  })
  .strict();
export type UitslagRequest = z.infer<typeof uitslagRequestSchema>;

/** A row of the grid: every player of both clubs, with his events (all zero when none). */
export const uitslagSpelerSchema = spelerEventsInputSchema.extend({
  name: z.string(),
  position: positieSchema,
  status: spelerStatusSchema,
});
export type UitslagSpeler = z.infer<typeof uitslagSpelerSchema>;

/**
 * A club's line-up in its latest earlier match with a result: who played and who started, only
 * players still at the club. The grid of a match without a result starts from it.
 */
export const vorigeOpstellingSchema = z.object({
  wedstrijdId: entityIdSchema,
  round: z.number().int().min(1),
  spelers: z.array(z.object({ playerId: entityIdSchema, basisplaats: z.boolean() })),
});
export type VorigeOpstelling = z.infer<typeof vorigeOpstellingSchema>;

/** GET (and the PUT's answer) /api/organiser/wedstrijden/{id}/uitslag: home side first. */
export const uitslagSchema = z.object({
  wedstrijd: organiserWedstrijdSchema,
  spelers: z.array(uitslagSpelerSchema),
  /** Per side; null when the club has no earlier match with a result. */
  vorigeOpstelling: z.object({
    home: vorigeOpstellingSchema.nullable(),
    away: vorigeOpstellingSchema.nullable(),
  }),
});
export type Uitslag = z.infer<typeof uitslagSchema>;
