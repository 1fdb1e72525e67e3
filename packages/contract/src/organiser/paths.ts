// Every organiser API path, without zod: the web app imports this module (and only types from
// the schemas), so the dashboard's bundle stays free of the validation library.
const base = '/api/organiser';

export const organiserPaths = {
  /** GET the season (null before there is one), POST to create it, PUT its settings. */
  seizoen: `${base}/seizoen`,
  /** POST: start the next season from the current, closed one. */
  seizoenen: `${base}/seizoenen`,
  /** POST: close a season (after its last round, or early with {"voortijdig": true}). */
  seizoenAfsluiten: (id: number) => `${base}/seizoenen/${id}/afsluiten`,
  /** GET/PUT the site content: club name, info message, extra rules text. */
  inhoud: `${base}/inhoud`,
  /** PUT the club's colours. */
  huisstijlKleuren: `${base}/huisstijl/kleuren`,
  /** PUT an image (the body itself) as the club's crest; DELETE removes it. */
  huisstijlWapen: `${base}/huisstijl/wapen`,
  clubs: `${base}/clubs`,
  club: (id: number) => `${base}/clubs/${id}`,
  spelers: `${base}/spelers`,
  speler: (id: number) => `${base}/spelers/${id}`,
  /** GET: every speelronde with its matches. */
  speelschema: `${base}/speelschema`,
  wedstrijden: `${base}/wedstrijden`,
  wedstrijd: (id: number) => `${base}/wedstrijden/${id}`,
  /** GET/PUT one match's score and every player's events. */
  uitslag: (wedstrijdId: number) => `${base}/wedstrijden/${wedstrijdId}/uitslag`,
  teams: `${base}/teams`,
  deelnemers: `${base}/deelnemers`,
  deelnemer: (id: number) => `${base}/deelnemers/${id}`,
  selectie: (deelnemerId: number) => `${base}/deelnemers/${deelnemerId}/selectie`,
  /** POST: the rules a selection breaks, without writing (live feedback). */
  selectieCheck: `${base}/selectie/check`,
  transfers: (deelnemerId: number) => `${base}/deelnemers/${deelnemerId}/transfers`,
  transfersCheck: (deelnemerId: number) => `${base}/deelnemers/${deelnemerId}/transfers/check`,
  transfer: (deelnemerId: number, transferId: number) =>
    `${base}/deelnemers/${deelnemerId}/transfers/${transferId}`,
  transferperiodes: `${base}/transferperiodes`,
  transferperiode: (id: number) => `${base}/transferperiodes/${id}`,
  /** GET: every participant's transfers in this window, who made them, how many used (issue 27). */
  transferperiodeTransfers: (id: number) => `${base}/transferperiodes/${id}/transfers`,
  /** GET: both cups, their rounds and whether a next round can be drawn. */
  bekers: `${base}/bekers`,
  /** POST: create and draw a cup round. */
  bekerrondes: `${base}/bekerrondes`,
  /** DELETE: undo a draw while its speelronde has no results. */
  bekerronde: (id: number) => `${base}/bekerrondes/${id}`,
  /** GET the entry fees (amount, every participant paid or open, totals); PUT the amount. */
  inleg: `${base}/inleg`,
  /** PUT: a participant has paid (date, way); DELETE: open again. */
  inlegBetaling: (deelnemerId: number) => `${base}/inleg/betalingen/${deelnemerId}`,
  /** POST: several participants paid at once (one way, one date; all or none). */
  inlegBetalingen: `${base}/inleg/betalingen`,
  /** GET: the reminder text for WhatsApp, naming everyone still open. */
  inlegHerinnering: `${base}/inleg/herinnering`,
  /** GET: the list as a spreadsheet (.xlsx). */
  inlegExport: `${base}/inleg/export.xlsx`,
  /** GET: the enrolments of the season, newest first, each checked against today's data. */
  aanmeldingen: `${base}/aanmeldingen`,
  /** GET/PUT: the enrolment period and the teams one person may enter. */
  aanmeldingInstellingen: `${base}/aanmeldingen/instellingen`,
  /** POST: refuse several enrolments at once (the inbox's selection). */
  aanmeldingenWeigeren: `${base}/aanmeldingen/weigeren`,
  /** POST: make the enrolment a participant with its selection. */
  aanmeldingAccepteren: (id: number) => `${base}/aanmeldingen/${id}/accepteren`,
  /** POST: ask the person for a change (a note is required). */
  aanmeldingWijziging: (id: number) => `${base}/aanmeldingen/${id}/wijziging`,
  /** POST: refuse (the note is optional). */
  aanmeldingWeigeren: (id: number) => `${base}/aanmeldingen/${id}/weigeren`,
  /** GET/PUT: the privacy statement's text, the contact line and how long contact data is kept. */
  privacy: `${base}/privacy`,
  /** GET/PUT the messages' settings: the deadline reminder's hours before a window closes. */
  berichtenInstellingen: `${base}/berichten/instellingen`,
  /** GET ?zoek=: people by name or e-mail, across seasons and enrolments. */
  privacyPersonen: `${base}/privacy/personen`,
  /** GET ?persoonId= or ?email=: everything kept about one person, as a JSON download. */
  privacyExport: `${base}/privacy/export`,
  /** POST {persoonId} or {email}: erase their e-mail and phone everywhere. */
  privacyWissen: `${base}/privacy/wissen`,
  /** POST {persoonId} or {email}: their name becomes "Deelnemer {id}" in every season. */
  privacyAnonimiseren: `${base}/privacy/anonimiseren`,
  logboek: (page = 1, pageSize = 50) => `${base}/logboek?page=${page}&pageSize=${pageSize}`,
  /** A DELETE carries the version it was based on as a query parameter. */
  withVersion: (path: string, version: number) => `${path}?version=${version}`,
} as const;

/** The message of every 409: another organiser changed the data since it was loaded. */
export const CONFLICT_MESSAGE =
  'Gewijzigd door iemand anders. Laad de gegevens opnieuw en probeer het nog eens.';
