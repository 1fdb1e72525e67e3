import { z } from 'zod';
import { positieSchema, scoreEventSchema } from './common';

export const settingsSchema = z.object({
  showAanmelding: z.boolean(),
  showCompetitieOverzichten: z.boolean(),
  showTeamOverzichten: z.boolean(),
  showSpelersOverzichten: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const infoMessagesSchema = z.object({ mainMessage: z.string() });
export type InfoMessages = z.infer<typeof infoMessagesSchema>;

/** GET /api/info/site: what the page frame needs besides the settings. */
export const siteInfoSchema = z.object({
  clubName: z.string(),
  seasonName: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const scoreTableRowSchema = z.object({
  event: scoreEventSchema,
  /** Dutch label, e.g. 'Doelpunt uit penalty (extra)'. */
  label: z.string(),
  points: z.record(positieSchema, z.number().int()),
});

export const reglementSchema = z.object({
  scoreTable: z.array(scoreTableRowSchema),
  cardPoints: z.object({ geel: z.number(), tweedeGeel: z.number(), rood: z.number() }),
  formations: z.array(z.string()),
  maxPerClub: z.number().int(),
  maxTransfers: z.number().int(),
  periodes: z.array(
    z.object({ nummer: z.number().int(), fromRound: z.number().int(), toRound: z.number().int() }),
  ),
  teamMinDeelnemers: z.number().int(),
  herbstmeisterRound: z.number().int(),
  roundCount: z.number().int(),
  /** The organiser's extra text, Markdown (render safely). */
  extraText: z.string(),
  /**
   * One Dutch sentence: whether participants whose entry fee is open count in the standings
   * (issue 15); absent in answers archived before.
   */
  inlegRegel: z.string().optional(),
  /**
   * One Dutch sentence: from which round a late joiner counts and what his missed rounds score
   * (issue 26); absent in answers archived before.
   */
  laatkomerRegel: z.string().optional(),
});
export type Reglement = z.infer<typeof reglementSchema>;
