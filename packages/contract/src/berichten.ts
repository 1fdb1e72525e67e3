// Messages to participants (issue 28): their choices per kind and channel, the unsubscribe
// link, the organiser's outbox and announcements.
import { z } from 'zod';
import { BERICHT_SOORTEN } from './constants';

export const berichtSoortSchema = z.enum(BERICHT_SOORTEN);
export type BerichtSoort = z.infer<typeof berichtSoortSchema>;

/** The public page the unsubscribe link opens ({PUBLIC_URL}/afmelden?token=...). */
export const AFMELDEN_PAGE = '/afmelden';

const kanalenSchema = z.object({ mail: z.boolean(), push: z.boolean() }).strict();

/** GET/PUT /api/mijn/berichten: per kind whether mail and push are on. */
export const berichtVoorkeurenSchema = z
  .object({
    deadline: kanalenSchema,
    ronde: kanalenSchema,
    aanmelding: kanalenSchema,
  })
  .strict();
export type BerichtVoorkeuren = z.infer<typeof berichtVoorkeurenSchema>;

/** GET /api/mijn/berichten also says whether the site can send mail at all, and where to. */
export const mijnBerichtenResponseSchema = z.object({
  voorkeuren: berichtVoorkeurenSchema,
  mailAdres: z.string().nullable(),
  mailIngesteld: z.boolean(),
});
export type MijnBerichtenResponse = z.infer<typeof mijnBerichtenResponseSchema>;

/** GET /api/afmelden?token=: what the link switches off (nothing is switched off by a GET). */
export const afmeldenResponseSchema = z.object({
  soort: berichtSoortSchema,
  omschrijving: z.string(),
  /** Whether that kind is already off for this person. */
  uit: z.boolean(),
});
export type AfmeldenResponse = z.infer<typeof afmeldenResponseSchema>;

export const BERICHT_STATUSSEN = ['waiting', 'sending', 'sent', 'failed'] as const;
export const berichtStatusSchema = z.enum(BERICHT_STATUSSEN);
export type BerichtStatus = z.infer<typeof berichtStatusSchema>;

export const BERICHT_STATUS_LABELS: Record<BerichtStatus, string> = {
  waiting: 'Wacht',
  sending: 'Wordt verstuurd',
  sent: 'Verstuurd',
  failed: 'Mislukt',
};

export const outboxBerichtSchema = z.object({
  id: z.number().int(),
  soort: z.string(),
  kanaal: z.string(),
  /** The person's name, or the address for an enrolment without a person. */
  aan: z.string().nullable(),
  onderwerp: z.string(),
  status: berichtStatusSchema,
  pogingen: z.number().int(),
  reden: z.string().nullable(),
  aangemaakt: z.string(),
  verstuurd: z.string().nullable(),
  volgendePoging: z.string().nullable(),
});
export type OutboxBericht = z.infer<typeof outboxBerichtSchema>;

/** GET /api/organiser/berichten: the newest 200 and the counts per status. */
export const outboxResponseSchema = z.object({
  berichten: z.array(outboxBerichtSchema),
  aantallen: z.object({
    waiting: z.number().int(),
    sending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
  /** Null when mail can go out; else, in Dutch, what to configure. */
  mailNietIngesteld: z.string().nullable(),
  /** The subcompetities an announcement can go to. */
  subcompetities: z.array(z.string()),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

export const mededelingRequestSchema = z
  .object({
    titel: z
      .string()
      .trim()
      .min(1, 'Geef de mededeling een titel.')
      .max(120, 'De titel is te lang (hoogstens 120 tekens).'),
    tekst: z
      .string()
      .trim()
      .min(1, 'Schrijf de tekst van de mededeling.')
      .max(5000, 'De tekst is te lang (hoogstens 5000 tekens).'),
    subcompetitie: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export type MededelingRequest = z.infer<typeof mededelingRequestSchema>;

export const mededelingResponseSchema = z.object({ ontvangers: z.number().int() });
export type MededelingResponse = z.infer<typeof mededelingResponseSchema>;
