// Seasons after one another: the list of seasons, the honours list over all of them and one
// person's career. A season's own answers are those of the current season, under
// /api/seizoenen/{id} (paths.ts `seizoenPath`).
import { PRIJZEN } from '@clubelf/engine';
import { z } from 'zod';

/** GET /api/seizoenen: every season, newest first. */
export const seizoenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isCurrent: z.boolean(),
  /** Closed by the organiser: its answers no longer change. */
  isFinished: z.boolean(),
  /** Closed with rounds unplayed (the league abandoned). */
  closedEarly: z.boolean(),
  roundCount: z.number().int(),
  /** ISO date of closing; null while it runs. */
  closedAt: z.string().nullable(),
});
export type Seizoen = z.infer<typeof seizoenSchema>;
export const seizoenenSchema = z.array(seizoenSchema);
export type Seizoenen = z.infer<typeof seizoenenSchema>;

export const prijsSchema = z.enum(PRIJZEN);
export type Prijs = z.infer<typeof prijsSchema>;

/** GET /api/erelijst: the prizes of every finished season, newest first. */
export const erelijstSchema = z.array(
  z.object({
    seizoenId: z.number().int(),
    seizoenName: z.string(),
    closedEarly: z.boolean(),
    prizes: z.array(
      z.object({
        prize: prijsSchema,
        /** Names of the winners; more than one when the title is shared; empty when undecided. */
        winners: z.array(z.string()),
        /** Per winner, the person (null for a team of the team competition). */
        persoonIds: z.array(z.number().int().nullable()),
      }),
    ),
  }),
);
export type Erelijst = z.infer<typeof erelijstSchema>;

/** GET /api/erelijst/records: the all-time tables, over every finished season. */
export const erelijstRecordsSchema = z.object({
  mostTitles: z.array(
    z.object({ persoonId: z.number().int(), name: z.string(), titles: z.number().int() }),
  ),
  bestTotals: z.array(
    z.object({
      persoonId: z.number().int(),
      name: z.string(),
      seizoenId: z.number().int(),
      seizoenName: z.string(),
      totalScore: z.number(),
    }),
  ),
  mostSeasons: z.array(
    z.object({ persoonId: z.number().int(), name: z.string(), seasons: z.number().int() }),
  ),
});
export type ErelijstRecords = z.infer<typeof erelijstRecordsSchema>;

/** GET /api/personen/{id}/historie: every season a person played, oldest first. */
export const persoonHistorieSchema = z.object({
  persoonId: z.number().int(),
  /** The name of their latest entry. */
  name: z.string(),
  seizoenen: z.array(
    z.object({
      seizoenId: z.number().int(),
      seizoenName: z.string(),
      isCurrent: z.boolean(),
      isFinished: z.boolean(),
      /** Their entry in that season (links to /archief/{seizoenId}/deelnemers/...). */
      deelnemerId: z.number().int(),
      teamName: z.string(),
      /** Tussenstand position at the end (or now, while it runs); null before any result. */
      position: z.number().int().nullable(),
      participantCount: z.number().int(),
      totalScore: z.number(),
      prizes: z.array(prijsSchema),
    }),
  ),
});
export type PersoonHistorie = z.infer<typeof persoonHistorieSchema>;
