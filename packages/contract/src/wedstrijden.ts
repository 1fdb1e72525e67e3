import { z } from 'zod';
import { positieSchema } from './common';

export const rondeStateSchema = z.enum(['gepland', 'bezig', 'gespeeld']);

/** GET /api/wedstrijden/rounds */
export const rondesSchema = z.array(
  z.object({
    round: z.number().int(),
    state: rondeStateSchema,
    /** ISO local date-time of the first kick-off. */
    firstKickoff: z.string().nullable(),
  }),
);
export type Rondes = z.infer<typeof rondesSchema>;

/** What one player did in one match (the events the points come from). */
export const matchEventsSchema = z.object({
  played: z.boolean(),
  basisplaats: z.boolean(),
  goals: z.number().int(),
  penaltyGoals: z.number().int(),
  assists: z.number().int(),
  ownGoals: z.number().int(),
  yellow: z.number().int(),
  secondYellow: z.boolean(),
  directRed: z.boolean(),
  penaltiesSaved: z.number().int(),
  penaltiesMissed: z.number().int(),
});
export type MatchEvents = z.infer<typeof matchEventsSchema>;

// The answer is serialised in the schema's key order: the player first, as it always was.
export const spelerEventsSchema = z.object({
  playerId: z.number().int(),
  name: z.string(),
  position: positieSchema,
  side: z.enum(['home', 'away']),
  ...matchEventsSchema.shape,
  points: z.number(),
});
export type SpelerEventsRow = z.infer<typeof spelerEventsSchema>;

export const wedstrijdSchema = z.object({
  id: z.number().int(),
  homeClubId: z.number().int(),
  homeClub: z.string(),
  awayClubId: z.number().int(),
  awayClub: z.string(),
  homeGoals: z.number().int().nullable(),
  awayGoals: z.number().int().nullable(),
  kickoff: z.string(),
  /** Only with ?spelers=true: the players who played, home side first. */
  spelers: z.array(spelerEventsSchema).optional(),
});
export type Wedstrijd = z.infer<typeof wedstrijdSchema>;

/** GET /api/wedstrijden/{round}[?spelers=true] and GET /api/summary/speelronde (last with results). */
export const speelrondeSchema = z.object({
  round: z.number().int(),
  state: rondeStateSchema,
  wedstrijden: z.array(wedstrijdSchema),
});
export type Speelronde = z.infer<typeof speelrondeSchema>;
