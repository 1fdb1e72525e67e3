import { z } from 'zod';
import { rondeStatusSchema } from './common';

export const teamRowSchema = z.object({
  position: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  deelnemerCount: z.number().int(),
  totalScore: z.number(),
  /** Full precision; the site shows it with one decimal. */
  averageScore: z.number(),
});
export type TeamRow = z.infer<typeof teamRowSchema>;

/** GET /api/summary/teamcompetitie (top) and GET /api/teamstanden/teamcompetitie (all). */
export const teamcompetitieSchema = z.object({
  round: z.number().int(),
  rondeStatus: rondeStatusSchema,
  teamcompetitiePositions: z.array(teamRowSchema),
});
export type Teamcompetitie = z.infer<typeof teamcompetitieSchema>;
