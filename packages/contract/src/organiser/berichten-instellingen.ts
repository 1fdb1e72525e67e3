// The messages' settings (issue 28, decision 029): how many hours before a transfer window
// closes the deadline reminder goes out. One rule for the API, the dashboard's form and a
// backup's row; its messages are the API's Dutch ("deadlineUren mag hoogstens 168 zijn").
import { z } from 'zod';

export const DEADLINE_UREN_MIN = 1;
/** A week: longer before a deadline a reminder reminds of nothing. */
export const DEADLINE_UREN_MAX = 168;
export const DEADLINE_UREN_STANDAARD = 24;

export const deadlineUrenSchema = z.number().int().min(DEADLINE_UREN_MIN).max(DEADLINE_UREN_MAX);

/** GET /api/organiser/berichten/instellingen (the defaults until the organiser saves). */
export const berichtInstellingenSchema = z.object({
  version: z.number().int(),
  deadlineUren: z.number().int(),
});
export type BerichtInstellingen = z.infer<typeof berichtInstellingenSchema>;

/** PUT /api/organiser/berichten/instellingen: on top of the version loaded (409 when stale). */
export const berichtInstellingenRequestSchema = z
  .object({ version: z.number().int().min(1), deadlineUren: deadlineUrenSchema })
  .strict();
export type BerichtInstellingenRequest = z.infer<typeof berichtInstellingenRequestSchema>;
