// Enrolment online (issue 15): the public form's request and answers. The fields reuse the
// organiser's participant schemas (organiser/deelnemers.ts) and the selection is checked with
// the engine's own rules, so the form, the inbox and the organiser API refuse the same things
// with the same Dutch messages. E-mail and phone never appear in a public answer.
import { z } from 'zod';
import { positieSchema } from './common';
import { LIMITS, entityIdSchema } from './organiser/common';
import { deelnemerCreateRequestSchema } from './organiser/deelnemers';

export const AANMELDING_STATUSSEN = [
  'nieuw',
  'wijziging-gevraagd',
  'geaccepteerd',
  'geweigerd',
] as const;
export const aanmeldingStatusSchema = z.enum(AANMELDING_STATUSSEN);
export type AanmeldingStatus = z.infer<typeof aanmeldingStatusSchema>;

/** How each status is shown (status page and inbox). */
export const AANMELDING_STATUS_LABELS: Record<AanmeldingStatus, string> = {
  nieuw: 'Ontvangen, nog niet bekeken',
  'wijziging-gevraagd': 'Wijziging gevraagd',
  geaccepteerd: 'Geaccepteerd',
  geweigerd: 'Geweigerd',
};

export const AANMELDING_LIMITS = {
  telefoonLength: 20,
  /** The most teams one person (one e-mail address) may enter that the organiser can allow. */
  maxTeamsPerPersoon: 20,
  notitieLength: 1_000,
  /** Bytes of one enrolment request; a full one is about 1 KB. */
  requestBytes: 16 * 1024,
  /** New enrolments per hour for the whole site that the organiser can allow at most. */
  maxPerUur: 10_000,
  /** Refused at once from the inbox's selection (one request, one write). */
  bulkWeigeren: 500,
} as const;

/** New enrolments per hour for the whole site until the organiser sets it (issue 24). */
export const AANMELDING_MAX_PER_UUR = 100;

/** The message of every answer while enrolment is closed. */
export const AANMELDING_GESLOTEN = 'De aanmelding is gesloten.';

// --- The reference code a person keeps ------------------------------------------------------

export {
  REFERENTIE_ALPHABET,
  REFERENTIE_LENGTH,
  formatReferentie,
  normaliseReferentie,
} from './referentie';

// --- The request ----------------------------------------------------------------------------

const deelnemerShape = deelnemerCreateRequestSchema.shape;

/** Required here (the organiser may leave it out): the one way to reach the person. */
const emailSchema = deelnemerShape.email
  .unwrap()
  .refine((v) => v !== '', { error: 'mag niet leeg zijn' });

const telefoonSchema = z
  .string()
  .trim()
  .max(AANMELDING_LIMITS.telefoonLength)
  .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{5,}$/.test(v), {
    error: 'moet een telefoonnummer zijn zoals 06 12345678',
  })
  .nullable();

/** POST /api/aanmeldingen */
export const aanmeldingRequestSchema = z
  .object({
    /** The participant's name, shown in the standings once accepted. */
    naam: deelnemerShape.name,
    /** The team of the team competition (an existing one, or a new name makes a new team). */
    teamnaam: deelnemerShape.teamName,
    email: emailSchema,
    telefoon: telefoonSchema.optional(),
    /** Only subcompetities the season already has (the organiser makes new ones). */
    subcompetities: deelnemerShape.subcompetities.optional(),
    /** The 11, in the order picked; the count is one of the selection rules. */
    spelerIds: z.array(entityIdSchema).max(LIMITS.selectieList),
    /** Consent to keep the contact details (privacy statement). */
    toestemming: z.literal(true, {
      error: 'moet aangevinkt zijn: zonder toestemming kunnen we je aanmelding niet bewaren',
    }),
    /**
     * Honeypot: hidden from people, must stay empty. Any value is taken (a number, an object):
     * a type rule here would tell a robot which field gives it away (issue 24).
     */
    website: z.unknown().optional(),
  })
  .strict();
export type AanmeldingRequest = z.input<typeof aanmeldingRequestSchema>;

/**
 * One problem of a refused enrolment: the field it is about (null for the whole request), the
 * rule when it is a selection rule (the engine's name, e.g. 'formatie', 'club'), the Dutch
 * message, and the players it names.
 */
export const aanmeldingProbleemSchema = z.object({
  field: z.string().nullable(),
  rule: z.string().nullable(),
  message: z.string(),
  playerIds: z.array(z.number().int()),
});
export type AanmeldingProbleem = z.infer<typeof aanmeldingProbleemSchema>;

/**
 * The 400 of POST /api/aanmeldingen: the one error envelope, every problem at once in `details`
 * (the message joins them, for a client that shows only the message).
 */
export const aanmeldingRefusalSchema = z.object({
  error: z.object({
    code: z.literal('bad_request'),
    message: z.string(),
    details: z.object({ problems: z.array(aanmeldingProbleemSchema) }),
  }),
});
export type AanmeldingRefusal = z.infer<typeof aanmeldingRefusalSchema>;

/** 201 of POST /api/aanmeldingen: the code to keep, e.g. K7QMX-2PAZ9. */
export const aanmeldingCreatedSchema = z.object({ referentie: z.string() });
export type AanmeldingCreated = z.infer<typeof aanmeldingCreatedSchema>;

// --- The answers ----------------------------------------------------------------------------

/** A player the form offers: available from speelronde 1, not departed. */
export const aanmeldSpelerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clubId: z.number().int(),
  clubName: z.string(),
  position: positieSchema,
});
export type AanmeldSpeler = z.infer<typeof aanmeldSpelerSchema>;

/** A date without time, e.g. 2026-07-01 (the league's own day). */
export const aanmeldingDatumSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'moet een datum zijn zoals 2026-07-01' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { error: 'is geen bestaande datum' },
  );

/** GET /api/aanmeldingen/open: whether the form takes enrolments now, and what it needs. */
export const aanmeldingOpenSchema = z.object({
  open: z.boolean(),
  /** Why not, in Dutch, when closed ("De aanmelding is gesloten."...); null when open. */
  melding: z.string().nullable(),
  seizoen: z.string().nullable(),
  /** The period set by the organiser; a missing bound is open on that side. */
  vanaf: z.string().nullable(),
  tot: z.string().nullable(),
  maxTeamsPerPersoon: z.number().int(),
  /** The selection rules the form checks live (the server checks them again). */
  formations: z.array(z.string()),
  maxPerClub: z.number().int(),
  selectieSize: z.number().int(),
  /** Empty while closed. By club name, then position, then name. */
  spelers: z.array(aanmeldSpelerSchema),
  /** The teams of the team competition and the subcompetities, by name. */
  teams: z.array(z.string()),
  subcompetities: z.array(z.string()),
});
export type AanmeldingOpen = z.infer<typeof aanmeldingOpenSchema>;

/**
 * GET /api/aanmeldingen/samenvatting: only what the home page's enrolment card shows (whether
 * the form is open, for which season), not the form's player list (issue 26: 43.8 KB).
 */
export const aanmeldingSamenvattingSchema = aanmeldingOpenSchema.pick({
  open: true,
  melding: true,
  seizoen: true,
  vanaf: true,
  tot: true,
});
export type AanmeldingSamenvatting = z.infer<typeof aanmeldingSamenvattingSchema>;

/** POST /api/aanmeldingen/check: the selection rules it breaks, without writing. */
export const aanmeldingCheckRequestSchema = z
  .object({ spelerIds: z.array(entityIdSchema).max(LIMITS.selectieList) })
  .strict();

/** GET /api/aanmeldingen/status/{referentie}: never the e-mail or phone. */
export const aanmeldingStatusAnswerSchema = z.object({
  referentie: z.string(),
  status: aanmeldingStatusSchema,
  statusLabel: z.string(),
  teamnaam: z.string(),
  /** The organiser's note (what to change, or why refused); null when there is none. */
  notitie: z.string().nullable(),
  /** ISO timestamps. */
  ingediendOp: z.string(),
  bijgewerktOp: z.string(),
});
export type AanmeldingStatusAnswer = z.infer<typeof aanmeldingStatusAnswerSchema>;
