// The entry fee (inleg): the season's amount, per participant paid or open, the totals for the
// treasurer and the reminder text for who is still open.
import { z } from 'zod';
import { entityIdSchema, versionSchema } from './common';
import { INLEG_WIJZEN } from './inleg-wijzen';

export { INLEG_WIJZEN, INLEG_WIJZE_LABELS, formatEuro } from './inleg-wijzen';
export type { InlegWijze } from './inleg-wijzen';

export const inlegWijzeSchema = z.enum(INLEG_WIJZEN, {
  error: 'moet een van deze waarden zijn: contant, overboeking, tikkie',
});

/** At most € 10.000: far above any club's fee, small enough for every total. */
export const MAX_INLEG_CENTEN = 1_000_000;
export const BETAALINSTRUCTIE_LENGTH = 500;
export const INLEG_NOTITIE_LENGTH = 200;

/** A calendar date, e.g. 2026-08-15. */
export const betaaldOpSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'moet een datum zijn zoals 2026-08-15' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { error: 'is geen bestaande datum' },
  );

/** PUT /api/organiser/inleg: the season's amount and what goes with it. */
export const inlegInstellingenRequestSchema = z
  .object({
    bedragCenten: z.number().int().min(0).max(MAX_INLEG_CENTEN),
    /** Off: participants whose fee is open are left out of the standings. */
    onbetaaldTeltMee: z.boolean(),
    /** How to pay, put under the reminder text (e.g. the account number). */
    betaalinstructie: z.string().trim().max(BETAALINSTRUCTIE_LENGTH),
  })
  .strict();
export type InlegInstellingenRequest = z.infer<typeof inlegInstellingenRequestSchema>;

/** PUT /api/organiser/inleg/betalingen/{deelnemerId}: paid (the date not in the future). */
export const inlegBetalingRequestSchema = z
  .object({
    betaaldOp: betaaldOpSchema,
    wijze: inlegWijzeSchema,
    notitie: z.string().trim().max(INLEG_NOTITIE_LENGTH).nullable(),
  })
  .strict();
export type InlegBetalingRequest = z.infer<typeof inlegBetalingRequestSchema>;

/** The most participants one bulk payment names: a whole club fits, a runaway request does not. */
export const INLEG_BULK_MAX = 500;

/**
 * POST /api/organiser/inleg/betalingen: several participants paid at once, one way and one date,
 * each at the participant's version the organiser saw; all or none (one write, one audit entry).
 */
export const inlegBulkBetalingRequestSchema = z
  .object({
    deelnemers: z
      .array(z.object({ id: entityIdSchema, version: versionSchema }).strict())
      .min(1, { error: 'moet minstens één deelnemer noemen' })
      .max(INLEG_BULK_MAX, { error: `mag hoogstens ${INLEG_BULK_MAX} deelnemers noemen` })
      .refine((list) => new Set(list.map((d) => d.id)).size === list.length, {
        error: 'noemt een deelnemer meer dan eens',
      }),
    betaaldOp: betaaldOpSchema,
    wijze: inlegWijzeSchema,
  })
  .strict();
export type InlegBulkBetalingRequest = z.infer<typeof inlegBulkBetalingRequestSchema>;

export const inlegDeelnemerSchema = z.object({
  deelnemerId: z.number().int(),
  /** The participant's version, named by a bulk payment (a stale one: 409). */
  version: z.number().int(),
  name: z.string(),
  teamName: z.string(),
  betaald: z.boolean(),
  betaaldOp: z.string().nullable(),
  wijze: inlegWijzeSchema.nullable(),
  notitie: z.string().nullable(),
});
export type InlegDeelnemer = z.infer<typeof inlegDeelnemerSchema>;

export const inlegTotalenSchema = z.object({
  /** Cents: the amount times the number of participants. */
  verwacht: z.number().int(),
  ontvangen: z.number().int(),
  open: z.number().int(),
  aantalBetaald: z.number().int(),
  aantalOpen: z.number().int(),
  /** Per way: how many paid that way and the cents received. */
  perWijze: z.array(
    z.object({ wijze: inlegWijzeSchema, aantal: z.number().int(), bedrag: z.number().int() }),
  ),
});
export type InlegTotalen = z.infer<typeof inlegTotalenSchema>;

/** GET /api/organiser/inleg (participants in Dutch name order). */
export const inlegOverzichtSchema = z.object({
  seasonName: z.string(),
  bedragCenten: z.number().int(),
  onbetaaldTeltMee: z.boolean(),
  betaalinstructie: z.string(),
  deelnemers: z.array(inlegDeelnemerSchema),
  totalen: inlegTotalenSchema,
});
export type InlegOverzicht = z.infer<typeof inlegOverzichtSchema>;

/** GET /api/organiser/inleg/herinnering: a WhatsApp text naming everyone still open. */
export const inlegHerinneringSchema = z.object({
  tekst: z.string(),
  /** The names in the text, in the same order. */
  namen: z.array(z.string()),
});
export type InlegHerinnering = z.infer<typeof inlegHerinneringSchema>;
