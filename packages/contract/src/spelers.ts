import { z } from 'zod';
import { positieSchema, puntenPerEventSchema, spelerStatusSchema } from './common';
import { matchEventsSchema } from './wedstrijden';

export const spelerRowSchema = z.object({
  playerId: z.number().int(),
  name: z.string(),
  /** For the link to the club's page. */
  clubId: z.number().int(),
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

/**
 * GET /api/summary/spelers: the home card's best players by points, highest first (the top of
 * /api/spelers/totaalscore, a few hundred bytes instead of the whole list).
 */
export const spelersSummarySchema = z.array(
  spelerRowSchema.pick({
    playerId: true,
    name: true,
    clubId: true,
    clubName: true,
    totalPoints: true,
  }),
);
export type SpelersSummary = z.infer<typeof spelersSummarySchema>;

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

/** One match of a player: the opponent, the result, what he did and the points it gave. */
export const spelerWedstrijdSchema = matchEventsSchema.extend({
  matchId: z.number().int(),
  kickoff: z.string(),
  side: z.enum(['home', 'away']),
  opponentClubId: z.number().int(),
  opponentClub: z.string(),
  homeGoals: z.number().int().nullable(),
  awayGoals: z.number().int().nullable(),
  points: z.number(),
});
export type SpelerWedstrijd = z.infer<typeof spelerWedstrijdSchema>;

/**
 * GET /api/spelers/{id}: one player's season. `rounds` has every speelronde up to the last with
 * results (points 0 and no matches where he did not play); `gekozenDoor` the participants with
 * him in their current selection (the same count as `selectedCount`), by name.
 */
export const spelerDetailSchema = spelerRowSchema.extend({
  rounds: z.array(
    z.object({
      round: z.number().int(),
      points: z.number(),
      wedstrijden: z.array(spelerWedstrijdSchema),
    }),
  ),
  gekozenDoor: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      teamName: z.string(),
    }),
  ),
});
export type SpelerDetail = z.infer<typeof spelerDetailSchema>;
