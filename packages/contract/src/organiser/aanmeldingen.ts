// The organiser's enrolment inbox (issue 15): the enrolments with their check against today's
// data, and the three answers to one (accept, ask for a change, refuse).
import { z } from 'zod';
import { vanafRondeFields } from './start-ronde';
import { AANMELDING_LIMITS, aanmeldingStatusSchema, aanmeldingDatumSchema } from '../aanmeldingen';
import { entityIdSchema, versionSchema } from './common';
import { regelCheckSchema } from './deelnemers';

export const organiserAanmeldingSchema = z.object({
  id: z.number().int(),
  naam: z.string(),
  teamnaam: z.string(),
  /** Private: only organiser endpoints show them. */
  email: z.string(),
  telefoon: z.string().nullable(),
  subcompetities: z.array(z.string()),
  spelerIds: z.array(z.number().int()),
  status: aanmeldingStatusSchema,
  statusLabel: z.string(),
  notitie: z.string().nullable(),
  /** ISO timestamps. */
  ingediendOp: z.string(),
  bijgewerktOp: z.string(),
  /** The participant it became (accepted). */
  deelnemerId: z.number().int().nullable(),
  version: z.number().int(),
  /**
   * The selection rules and participant rules it breaks with today's data (a player who left
   * since, a club limit now broken, the name already in the team); empty once decided.
   */
  check: regelCheckSchema,
});
export type OrganiserAanmelding = z.infer<typeof organiserAanmeldingSchema>;

/** GET /api/organiser/aanmeldingen: newest first. */
export const organiserAanmeldingenSchema = z.array(organiserAanmeldingSchema);

/** GET/PUT /api/organiser/aanmeldingen/instellingen */
export const aanmeldingInstellingenSchema = z
  .object({
    /** First and last day enrolment is open (with showAanmelding on); null: open that side. */
    vanaf: aanmeldingDatumSchema.nullable(),
    tot: aanmeldingDatumSchema.nullable(),
    /** Teams one person (one e-mail address) may enter; 1 by default. */
    maxTeamsPerPersoon: z.number().int().min(1).max(AANMELDING_LIMITS.maxTeamsPerPersoon),
    /**
     * New enrolments per hour for the whole site, beside the limit per address (issue 24); 100
     * by default. Always in the answer; left out of a PUT, it stays as it is.
     */
    maxPerUur: z.number().int().min(1).max(AANMELDING_LIMITS.maxPerUur).optional(),
  })
  .strict()
  .refine((s) => s.vanaf === null || s.tot === null || s.vanaf <= s.tot, {
    error: 'moet op of na vanaf liggen',
    path: ['tot'],
  });
export type AanmeldingInstellingen = z.infer<typeof aanmeldingInstellingenSchema>;

const notitieSchema = z.string().trim().max(AANMELDING_LIMITS.notitieLength);

/** POST /api/organiser/aanmeldingen/{id}/accepteren */
export const aanmeldingAccepterenRequestSchema = z
  .object({ version: versionSchema, ...vanafRondeFields })
  .strict();

/** POST /api/organiser/aanmeldingen/{id}/wijziging: what the person should change. */
export const aanmeldingWijzigingRequestSchema = z
  .object({ version: versionSchema, notitie: notitieSchema.min(1) })
  .strict();

/** POST /api/organiser/aanmeldingen/{id}/weigeren: the reason is optional. */
export const aanmeldingWeigerenRequestSchema = z
  .object({ version: versionSchema, notitie: notitieSchema.optional() })
  .strict();

/**
 * POST /api/organiser/aanmeldingen/weigeren: refuse the inbox's selection at once, each at the
 * version the organiser saw; all or none (one write, one audit entry).
 */
export const aanmeldingenWeigerenRequestSchema = z
  .object({
    aanmeldingen: z
      .array(z.object({ id: entityIdSchema, version: versionSchema }).strict())
      .min(1)
      .max(AANMELDING_LIMITS.bulkWeigeren)
      .refine((list) => new Set(list.map((a) => a.id)).size === list.length, {
        error: 'noemt een aanmelding meer dan eens',
      }),
    notitie: notitieSchema.optional(),
  })
  .strict();
export type AanmeldingenWeigerenRequest = z.infer<typeof aanmeldingenWeigerenRequestSchema>;

/** Its answer: the ids refused. */
export const aanmeldingenGeweigerdSchema = z.object({ geweigerd: z.array(z.number().int()) });
export type AanmeldingenGeweigerd = z.infer<typeof aanmeldingenGeweigerdSchema>;
