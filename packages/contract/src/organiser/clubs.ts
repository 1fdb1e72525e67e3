import { z } from 'zod';
import { naamSchema, versionSchema } from './common';

export const organiserClubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  spelerCount: z.number().int(),
  wedstrijdCount: z.number().int(),
});
export type OrganiserClub = z.infer<typeof organiserClubSchema>;

/** GET /api/organiser/clubs (by name) */
export const organiserClubsSchema = z.array(organiserClubSchema);

/** POST /api/organiser/clubs */
export const clubCreateRequestSchema = z.object({ name: naamSchema }).strict();
export type ClubCreateRequest = z.infer<typeof clubCreateRequestSchema>;

/** PUT /api/organiser/clubs/{id}; DELETE carries ?version= and is refused while used. */
export const clubUpdateRequestSchema = z
  .object({ version: versionSchema, name: naamSchema })
  .strict();
export type ClubUpdateRequest = z.infer<typeof clubUpdateRequestSchema>;
