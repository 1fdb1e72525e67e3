// A participant's own sign-in (issue 27): a link mailed to them or made by the organiser. The
// sign-in answers with the same shape as the organiser's login (loginResponseSchema).
import { z } from 'zod';
import { aanmeldingStatusSchema } from './aanmeldingen';
import { deelnemerRondeSchema, deelnemerSummarySchema } from './deelnemers';

/** Where the mailed and the organiser's links lead: the page that signs in on a button press. */
export const INLOGLINK_PAGE = '/authentication/link';

export const inlogoptiesResponseSchema = z.object({
  /** Mail sign-in works: SMTP_URL, MAIL_FROM and PUBLIC_URL are set. */
  mail: z.boolean(),
});
export type InlogoptiesResponse = z.infer<typeof inlogoptiesResponseSchema>;

export const inloggenRequestSchema = z.object({
  email: z
    .string({ error: 'Vul je e-mailadres in' })
    .trim()
    .min(1, 'Vul je e-mailadres in')
    .max(254, 'Het e-mailadres mag hoogstens 254 tekens hebben')
    .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
      error: 'Vul een e-mailadres in zoals naam@voorbeeld.nl',
    }),
});
export type InloggenRequest = z.infer<typeof inloggenRequestSchema>;

/** The same for every address, known or not. */
export const inloggenResponseSchema = z.object({ message: z.string() });
export type InloggenResponse = z.infer<typeof inloggenResponseSchema>;

export const INLOGGEN_MESSAGE =
  'Als dit e-mailadres bij ons bekend is, staat er binnen een paar minuten een mail met een inloglink in je inbox. De link werkt 15 minuten en één keer.';

export const bevestigenRequestSchema = z.object({
  token: z
    .string({ error: 'De inloglink is onvolledig' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'De inloglink is onvolledig of beschadigd'),
});
export type BevestigenRequest = z.infer<typeof bevestigenRequestSchema>;

export const inloglinkResponseSchema = z.object({
  url: z.string(),
  /** ISO date-time. */
  expiresAt: z.string(),
});
export type InloglinkResponse = z.infer<typeof inloglinkResponseSchema>;

export const mijnResponseSchema = z.object({
  persoon: z.object({ id: z.number().int(), name: z.string() }),
  teams: z.array(
    z.object({
      deelnemerId: z.number().int(),
      name: z.string(),
      teamName: z.string(),
      position: z.number().int().nullable(),
      totalScore: z.number(),
      /** As the public home card (deelnemerSummarySchema): the last round with results. */
      round: z.number().int(),
      positionChange: z.number().int().nullable(),
      roundScore: z.number(),
    }),
  ),
  /** The person's enrolments of the current season (made signed in or from their address). */
  aanmeldingen: z.array(
    z.object({
      id: z.number().int(),
      teamnaam: z.string(),
      status: aanmeldingStatusSchema,
      statusLabel: z.string(),
      notitie: z.string().nullable(),
      /** ISO date-times. */
      ingediendOp: z.string(),
      bijgewerktOp: z.string(),
    }),
  ),
  /** What /aanmelden is filled in with for this person (what is known of them). */
  aanmelden: z.object({
    naam: z.string(),
    email: z.string().nullable(),
    telefoon: z.string().nullable(),
  }),
  /**
   * The transfer window open now (isOpen: transfers can be made), else the next one announced
   * with a deadline still to come (isOpen false), else null. sluitOp: its deadline, ISO UTC.
   */
  transferperiode: z
    .object({
      id: z.number().int(),
      fromRound: z.number().int(),
      sluitOp: z.string().nullable(),
      isOpen: z.boolean(),
    })
    .nullable(),
});
export type MijnResponse = z.infer<typeof mijnResponseSchema>;

/**
 * GET /api/mijn/teams/{deelnemerId}: the public home card of the team (position and movement,
 * this round's points, the period race, the beker duel to come) with its 11 of `ronde.round`
 * (the last round with results, else the first) and each player's points and events.
 */
export const mijnTeamResponseSchema = deelnemerSummarySchema.extend({
  ronde: deelnemerRondeSchema.nullable(),
});
export type MijnTeamResponse = z.infer<typeof mijnTeamResponseSchema>;
