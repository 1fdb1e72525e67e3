import { z } from 'zod';
import { MISSED_ROUNDS } from '@clubelf/engine';
import { rondeStateSchema } from '../wedstrijden';
import { LIMITS, entityIdSchema, nameSchema, roundSchema, versionSchema } from './common';

const points = z.number().int().min(-100).max(100);

const scoreRowSchema = z
  .object({
    basisplaats: points,
    gewonnen: points,
    gelijkspel: points,
    doelpunt: points,
    penaltyDoelpunt: points,
    assist: points,
    cleanSheet: points,
    penaltyGestopt: points,
    penaltyGemist: points,
    eigenDoelpunt: points,
    geel: points,
    tweedeGeel: points,
    rood: points,
  })
  .strict();

/** 'D-M-A': defenders, midfielders, forwards; with the keeper 11 players. */
export const formationSchema = z
  .string()
  .regex(/^[1-8]-[1-8]-[1-8]$/, { error: 'moet een opstelling zijn zoals 4-3-3' })
  .refine((f) => f.split('-').reduce((sum, n) => sum + Number(n), 0) === 10, {
    error: 'moet samen met de keeper 11 spelers hebben (de drie getallen samen 10)',
  });

export const periodeSettingSchema = z
  .object({ nummer: z.number().int().min(1).max(4), fromRound: roundSchema, toRound: roundSchema })
  .strict();

/** Everything docs/game.md marks as *setting* (the engine's GameSettings). */
export const gameSettingsSchema = z
  .object({
    scoreTable: z
      .object({
        Keeper: scoreRowSchema,
        Verdediger: scoreRowSchema,
        Middenvelder: scoreRowSchema,
        Aanvaller: scoreRowSchema,
      })
      .strict(),
    cardPoints: z
      .object({
        geel: z.number().int().min(0).max(20),
        tweedeGeel: z.number().int().min(0).max(20),
        rood: z.number().int().min(0).max(20),
      })
      .strict(),
    formations: z.array(formationSchema).min(1).max(20),
    maxPerClub: z.number().int().min(1).max(11),
    maxTransfers: z.number().int().min(0).max(11),
    /** Exactly 4 consecutive periods covering every speelronde (checked by the server). */
    periodes: z.array(periodeSettingSchema).length(4),
    teamMinDeelnemers: z.number().int().min(1).max(1000),
    herbstmeisterRound: roundSchema,
    /** What a late joiner gets for each round before his start (issue 26); absent in older settings. */
    missedRounds: z.enum(MISSED_ROUNDS).default('niets'),
  })
  .strict();
export type GameSettingsBody = z.infer<typeof gameSettingsSchema>;

/** POST /api/organiser/seizoen: the first step on an empty database. */
export const seasonCreateRequestSchema = z
  .object({
    name: nameSchema,
    clubName: nameSchema,
    roundCount: z.number().int().min(4).max(LIMITS.maxRounds),
  })
  .strict();
export type SeasonCreateRequest = z.infer<typeof seasonCreateRequestSchema>;

/** PUT /api/organiser/seizoen */
export const seasonUpdateRequestSchema = z
  .object({
    version: versionSchema,
    name: nameSchema,
    roundCount: z.number().int().min(4).max(LIMITS.maxRounds),
    settings: gameSettingsSchema,
  })
  .strict();
export type SeasonUpdateRequest = z.infer<typeof seasonUpdateRequestSchema>;

export const organiserSeasonSchema = z.object({
  /** Its id among all seasons (/api/seizoenen). */
  id: z.number().int(),
  /** Closed (afgesloten): every write but starting the next season answers 409. */
  isFinished: z.boolean(),
  closedEarly: z.boolean(),
  name: z.string(),
  clubName: z.string(),
  roundCount: z.number().int(),
  version: z.number().int(),
  settings: gameSettingsSchema,
  rondes: z.array(z.object({ round: z.number().int(), state: rondeStateSchema })),
});
export type OrganiserSeason = z.infer<typeof organiserSeasonSchema>;

/** GET /api/organiser/seizoen; the POST and PUT answer the season alone. */
export const organiserSeasonResponseSchema = z.object({ season: organiserSeasonSchema.nullable() });
export type OrganiserSeasonResponse = z.infer<typeof organiserSeasonResponseSchema>;

/** GET /api/organiser/inhoud (the four flags stay at PUT /api/settings). */
export const siteContentSchema = z.object({
  version: z.number().int(),
  clubName: z.string(),
  mainMessage: z.string(),
  /** Markdown, shown on the rules page (rendered safely by the web app). */
  reglementExtraText: z.string(),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

/** PUT /api/organiser/inhoud */
export const siteContentUpdateRequestSchema = z
  .object({
    version: versionSchema,
    clubName: nameSchema,
    mainMessage: z.string().trim().max(LIMITS.mainMessageLength),
    reglementExtraText: z.string().max(LIMITS.reglementLength),
  })
  .strict();
export type SiteContentUpdateRequest = z.infer<typeof siteContentUpdateRequestSchema>;

const idList = z.array(entityIdSchema).max(LIMITS.carryOverIds);

/**
 * POST /api/organiser/seizoenen: the next season, started from the current one once that is
 * closed. A list left out carries over everything: every club, every player of a carried club
 * who did not leave (status vertrokken), every participant. Carried players start as actief;
 * carried participants start without a selection.
 */
export const nextSeasonRequestSchema = z
  .object({
    name: nameSchema,
    roundCount: z.number().int().min(4).max(LIMITS.maxRounds),
    clubIds: idList.optional(),
    spelerIds: idList.optional(),
    deelnemerIds: idList.optional(),
    /** Carried participants keep their team (team competition) and subcompetities. */
    keepTeams: z.boolean().default(true),
    /** The game settings (scores, formations, ...); the periods follow the new round count. */
    keepSettings: z.boolean().default(true),
    /** Club name, info message and extra rules text, and the four site flags. */
    keepTexts: z.boolean().default(true),
    /**
     * With keepTexts: start with an empty info message resp. extra rules text all the same (the
     * wizard shows what would carry over, issue 26: last season's news is no news).
     */
    clearMainMessage: z.boolean().default(false),
    clearReglementExtraText: z.boolean().default(false),
  })
  .strict();
export type NextSeasonRequest = z.input<typeof nextSeasonRequestSchema>;

/** POST /api/organiser/seizoenen/{id}/afsluiten; `voortijdig` confirms unplayed rounds. */
export const closeSeasonRequestSchema = z
  .object({ voortijdig: z.boolean().default(false) })
  .strict();
export type CloseSeasonRequest = z.input<typeof closeSeasonRequestSchema>;
