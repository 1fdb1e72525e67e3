import { z } from 'zod';
import { positieSchema, puntenPerEventSchema, rondeStatusSchema } from './common';

/**
 * GET /api/deelnemers (public fields only: never e-mail). `persoonId` is the person behind the
 * entry, the same in every season they played (their career: /api/personen/{id}/historie).
 */
export const deelnemersSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    teamName: z.string(),
    persoonId: z.number().int(),
  }),
);
export type Deelnemers = z.infer<typeof deelnemersSchema>;

/**
 * A participant's duel in one beker round, seen from their side. `opponent` is null for a bye
 * (vrijgeloot); scores and totals are null until the round is played; `through` is null until
 * the round is decided.
 */
export const deelnemerBekerDuelSchema = z.object({
  bekerRondeId: z.number().int(),
  rondeName: z.string(),
  speelronde: z.number().int(),
  opponent: z.object({ id: z.number().int(), name: z.string(), teamName: z.string() }).nullable(),
  ownScore: z.number().nullable(),
  opponentScore: z.number().nullable(),
  ownTotal: z.number().nullable(),
  opponentTotal: z.number().nullable(),
  through: z.boolean().nullable(),
  decidedBy: z.enum(['score', 'totaal', 'loting']).nullable(),
});
export type DeelnemerBekerDuel = z.infer<typeof deelnemerBekerDuelSchema>;

/** GET /api/deelnemers/{id}: the participant's season, for their page, the scores page and chart. */
export const deelnemerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teamName: z.string(),
  subcompetities: z.array(z.string()),
  totalScore: z.number(),
  position: z.number().int().nullable(),
  rounds: z.array(
    z.object({
      round: z.number().int(),
      score: z.number(),
      /** Tussenstand position after this round. */
      position: z.number().int(),
    }),
  ),
  /** Their beker duels, first round first (the teambeker is their team's, not theirs). */
  bekerDuels: z.array(deelnemerBekerDuelSchema),
});
export type Deelnemer = z.infer<typeof deelnemerSchema>;

/** GET /api/deelnemers/{id}/ronde/{round}: the 11 players of that round with their points. */
export const deelnemerRondeSchema = z.object({
  deelnemerId: z.number().int(),
  name: z.string(),
  teamName: z.string(),
  round: z.number().int(),
  totalScore: z.number(),
  spelers: z.array(
    z.object({
      playerId: z.number().int(),
      name: z.string(),
      clubId: z.number().int(),
      clubName: z.string(),
      position: positieSchema,
      points: z.number(),
      perEvent: puntenPerEventSchema,
      /**
       * His club's match in this round (issue 26): while `played` is false his 0 points mean
       * "nog te spelen", not a match without points. `kickoff` is Amsterdam local time without a
       * zone, as everywhere in the API. Null when his club has no match in the round.
       */
      wedstrijd: z
        .object({
          played: z.boolean(),
          opponentClubId: z.number().int(),
          opponent: z.string(),
          thuis: z.boolean(),
          kickoff: z.string(),
        })
        .nullable(),
    }),
  ),
});
export type DeelnemerRonde = z.infer<typeof deelnemerRondeSchema>;

/**
 * GET /api/summary/deelnemers/{id}: the home page's card of the visitor's own participant
 * (issue 26), a few hundred bytes instead of their page's answer and a period's whole standing.
 * Before the first round with results `position` and `periode` are null: nobody has a place yet.
 */
export const deelnemerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teamName: z.string(),
  /** The last speelronde with results, 0 before the first. */
  round: z.number().int(),
  rondeStatus: rondeStatusSchema,
  position: z.number().int().nullable(),
  /** Positive = climbed since the round before; null when there is no round before. */
  positionChange: z.number().int().nullable(),
  totalScore: z.number(),
  /** Points in `round` (0 before the first). */
  roundScore: z.number(),
  /** Their place in the period being played (else the last finished); null before it began. */
  periode: z
    .object({
      nummer: z.number().int().min(1).max(4),
      position: z.number().int(),
      score: z.number(),
      isFinished: z.boolean(),
    })
    .nullable(),
  /** Their beker duel still to be decided (the next one); null when there is none. */
  bekerDuel: deelnemerBekerDuelSchema.nullable(),
  /** The beker round they went out in; null while still in (or never drawn). */
  bekerUitgeschakeldIn: z.string().nullable(),
});
export type DeelnemerSummary = z.infer<typeof deelnemerSummarySchema>;
