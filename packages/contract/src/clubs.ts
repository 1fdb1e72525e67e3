import { z } from 'zod';
import { positieSchema, spelerStatusSchema } from './common';

/**
 * GET /api/clubs/{id}: a club's matches of the whole season (by kick-off) and its players (by
 * position, then name), each with what its page links to.
 */
export const clubDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  wedstrijden: z.array(
    z.object({
      id: z.number().int(),
      round: z.number().int(),
      kickoff: z.string(),
      homeClubId: z.number().int(),
      homeClub: z.string(),
      awayClubId: z.number().int(),
      awayClub: z.string(),
      homeGoals: z.number().int().nullable(),
      awayGoals: z.number().int().nullable(),
    }),
  ),
  spelers: z.array(
    z.object({
      playerId: z.number().int(),
      name: z.string(),
      position: positieSchema,
      status: spelerStatusSchema,
      totalPoints: z.number(),
    }),
  ),
});
export type ClubDetail = z.infer<typeof clubDetailSchema>;
