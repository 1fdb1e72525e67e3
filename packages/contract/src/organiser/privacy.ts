// Privacy as Dutch law (AVG/GDPR) expects of a club (issue 15, part 6): the privacy statement,
// how long contact data is kept, and the organiser's tools for one person's data (inzage,
// verwijdering, anonimisering).
import { z } from 'zod';

export const PRIVACY_TEKST_LENGTH = 20_000;
export const BEWAAR_MAANDEN_MIN = 1;
export const BEWAAR_MAANDEN_MAX = 120;
export const BEWAAR_MAANDEN_STANDAARD = 12;
export const PRIVACY_CONTACT_LENGTH = 300;
export const PRIVACY_ZOEK_MIN_LENGTH = 2;
export const PRIVACY_ZOEK_MAX_LENGTH = 254;

/** GET /api/info/privacy: the statement as the site shows it (markdown, filled in). */
export const privacyStatementSchema = z.object({
  markdown: z.string(),
  bewaarMaanden: z.number().int(),
});
export type PrivacyStatement = z.infer<typeof privacyStatementSchema>;

/** GET /api/organiser/privacy: the settings, the organiser's own text and the default. */
export const privacyInstellingenSchema = z.object({
  version: z.number().int(),
  /** Null: the default text applies. */
  tekst: z.string().nullable(),
  /** Who to ask: the club's contact line, put into the default text. */
  contact: z.string(),
  bewaarMaanden: z.number().int(),
  /** The default text with the placeholders as they are ({bewaarMaanden}, {contact}). */
  standaardtekst: z.string(),
  /** The statement as the site shows it now. */
  markdown: z.string(),
});
export type PrivacyInstellingen = z.infer<typeof privacyInstellingenSchema>;

/** PUT /api/organiser/privacy. */
export const privacyInstellingenRequestSchema = z
  .object({
    version: z.number().int().min(1),
    /** Null restores the default text ("Standaardtekst herstellen"). */
    tekst: z.string().trim().min(1).max(PRIVACY_TEKST_LENGTH).nullable(),
    contact: z.string().trim().max(PRIVACY_CONTACT_LENGTH),
    bewaarMaanden: z.number().int().min(BEWAAR_MAANDEN_MIN).max(BEWAAR_MAANDEN_MAX),
  })
  .strict();
export type PrivacyInstellingenRequest = z.infer<typeof privacyInstellingenRequestSchema>;

/** GET /api/organiser/privacy/personen?zoek=: by name or e-mail, across seasons and enrolments. */
export const privacyZoekQuerySchema = z
  .object({
    zoek: z.string().trim().min(PRIVACY_ZOEK_MIN_LENGTH).max(PRIVACY_ZOEK_MAX_LENGTH),
  })
  .strict();

/**
 * Who an action is about: a person (every season they played in and their enrolments) or, for
 * someone who only enrolled, an e-mail address (their enrolments).
 */
const privacyPersoonFields = {
  persoonId: z.number().int().min(1).optional(),
  email: z.string().trim().min(3).max(PRIVACY_ZOEK_MAX_LENGTH).optional(),
};
const onePerson = (p: { persoonId?: number; email?: string }) =>
  (p.persoonId === undefined) !== (p.email === undefined);
const ONE_PERSON = { error: 'geef persoonId of email (precies een van beide)' };

export const privacyPersoonSchema = z
  .object(privacyPersoonFields)
  .strict()
  .refine(onePerson, ONE_PERSON);
export type PrivacyPersoon = z.infer<typeof privacyPersoonSchema>;

/**
 * POST anonimiseren: the person, and whether teams named after them in which others play too
 * may be renamed (issue 24). Without it such a team makes the call a 409 naming the teams
 * (privacyTeamsHernoemenSchema); a team of theirs alone is renamed without asking.
 */
export const privacyAnonimiserenSchema = z
  .object({ ...privacyPersoonFields, hernoemTeams: z.boolean().optional() })
  .strict()
  .refine(onePerson, ONE_PERSON);
export type PrivacyAnonimiseren = z.infer<typeof privacyAnonimiserenSchema>;

/** A team that carries the person's name: in which season, and the name it gets. */
export const privacyTeamNaamSchema = z.object({
  seizoen: z.string(),
  naam: z.string(),
  nieuweNaam: z.string(),
  /** Others play in it too: renamed only once the organiser confirms (hernoemTeams). */
  gedeeld: z.boolean(),
});
export type PrivacyTeamNaam = z.infer<typeof privacyTeamNaamSchema>;

/** The 409 of anonimiseren while a shared team carries the name: code 'teams_hernoemen'. */
export const PRIVACY_TEAMS_HERNOEMEN = 'teams_hernoemen';
export const privacyTeamsHernoemenSchema = z.object({
  error: z.object({
    code: z.literal(PRIVACY_TEAMS_HERNOEMEN),
    message: z.string(),
    details: z.object({ teams: z.array(privacyTeamNaamSchema) }),
  }),
});

/** The export's query string: the same choice as the body of the writes. */
export const privacyExportQuerySchema = z
  .object({
    persoonId: z.coerce.number().int().min(1).optional(),
    email: z.string().trim().min(3).max(PRIVACY_ZOEK_MAX_LENGTH).optional(),
  })
  .strict()
  .refine((p) => (p.persoonId === undefined) !== (p.email === undefined), {
    error: 'geef persoonId of email (precies een van beide)',
  });

export const privacyZoekResultaatSchema = z.object({
  /** Null for someone who only enrolled. */
  persoonId: z.number().int().nullable(),
  naam: z.string(),
  emails: z.array(z.string()),
  /** Labels of the seasons they played in, oldest first. */
  seizoenen: z.array(z.string()),
  aanmeldingen: z.number().int(),
});
export type PrivacyZoekResultaat = z.infer<typeof privacyZoekResultaatSchema>;
export const privacyZoekResultatenSchema = z.array(privacyZoekResultaatSchema);

/** POST wissen / anonimiseren: what was changed. */
export const privacyActieResultaatSchema = z.object({
  deelnemers: z.number().int(),
  aanmeldingen: z.number().int(),
  seizoenen: z.number().int(),
  /** After anonymising: the name that took the old one's place. */
  naam: z.string().nullable(),
  /** After anonymising: the teams that carried the name, renamed. */
  teams: z.array(privacyTeamNaamSchema).optional(),
});
export type PrivacyActieResultaat = z.infer<typeof privacyActieResultaatSchema>;
