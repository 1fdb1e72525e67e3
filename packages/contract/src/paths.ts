// Every API path, built in one place so the server's routes and the web's fetchers agree.
export const apiPaths = {
  settings: '/api/settings',
  siteInfo: '/api/info/site',
  infoMessages: '/api/info/infomessages',
  reglement: '/api/info/reglement',
  aanmeldformulier: '/api/info/aanmeldformulier.xlsx',
  /** The club's colours and crest (not per season). */
  huisstijl: '/api/huisstijl',
  login: '/api/accounts/login',
  changePassword: '/api/accounts/password',
  summary: {
    tussenstand: '/api/summary/tussenstand',
    speelronde: '/api/summary/speelronde',
    periodetitels: '/api/summary/periodetitels',
    teamcompetitie: '/api/summary/teamcompetitie',
    bekerronde: '/api/summary/bekerronde',
    teambekerronde: '/api/summary/teambekerronde',
    spelers: '/api/summary/spelers',
  },
  /** The home card of the visitor's own participant (not in `summary`: one per participant). */
  deelnemerSummary: (id: number) => `/api/summary/deelnemers/${id}`,
  standen: {
    tussenstand: '/api/standen/tussenstand',
    fairplaycup: '/api/standen/fairplaycup',
    highscorecup: '/api/standen/highscorecup',
    herbstmeister: '/api/standen/herbstmeister',
  },
  periodetitel: (nummer: number) => `/api/periodetitels/${nummer}`,
  bekerrondes: '/api/bekerrondes',
  bekerronde: (id: number) => `/api/bekerrondes/${id}`,
  teambekerrondes: '/api/teambekerrondes',
  teambekerronde: (id: number) => `/api/teambekerrondes/${id}`,
  teamstanden: {
    teamcompetitie: '/api/teamstanden/teamcompetitie',
    subcompetities: '/api/teamstanden/subcompetities',
  },
  spelers: (
    list: 'actief' | 'nieuw' | 'vertrokken' | 'totaalscore' | 'geselecteerd' | 'transfers',
  ) => `/api/spelers/${list}`,
  speler: (playerId: number) => `/api/spelers/${playerId}`,
  club: (clubId: number) => `/api/clubs/${clubId}`,
  wedstrijdRondes: '/api/wedstrijden/rounds',
  wedstrijdRonde: (round: number, spelers = false) =>
    `/api/wedstrijden/${round}${spelers ? '?spelers=true' : ''}`,
  /** The round bulletin: a WhatsApp-ready text about a played speelronde (contract bulletin.ts). */
  bulletin: (round: number) => `/api/speelrondes/${round}/bulletin`,
  deelnemers: '/api/deelnemers',
  deelnemer: (id: number) => `/api/deelnemers/${id}`,
  deelnemerRonde: (id: number, round: number) => `/api/deelnemers/${id}/ronde/${round}`,
  /** Square PNGs to share, answered without the API key (docs/decisions/015). */
  bulletinPng: (round: number) => `/api/speelrondes/${round}/bulletin.png`,
  deelnemerKaart: (id: number) => `/api/deelnemers/${id}/kaart.png`,
  seizoenen: '/api/seizoenen',
  erelijst: '/api/erelijst',
  erelijstRecords: '/api/erelijst/records',
  persoonHistorie: (persoonId: number) => `/api/personen/${persoonId}/historie`,
  /** Server-Sent Events: `changed` whenever the served data moves on (contract live.ts). */
  live: '/api/live',
} as const;

/**
 * Enrolment online (issue 15): public, but not answers of a season (no /api/seizoenen/{id}
 * twin), so kept apart from apiPaths. The writes need the XSRF pair like every other write.
 */
export const aanmeldingPaths = {
  /** GET: whether enrolment is open now, the period, and what the form needs. */
  open: '/api/aanmeldingen/open',
  /** GET: whether it is open and for which season, without what the form needs (home card). */
  samenvatting: '/api/aanmeldingen/samenvatting',
  /** POST: enrol (201 with the reference code; 400 with every problem at once). */
  aanmeldingen: '/api/aanmeldingen',
  /** POST: the selection rules the picked players break, without writing (live check). */
  check: '/api/aanmeldingen/check',
  /** GET: an enrolment's status by its reference code. */
  status: (referentie: string) => `/api/aanmeldingen/status/${encodeURIComponent(referentie)}`,
} as const;

/** The privacy statement (issue 15): site-wide, not an answer of a season. */
export const privacyPaths = {
  /** GET: the statement as markdown, filled in with the retention and the contact line. */
  statement: '/api/info/privacy',
} as const;

/**
 * The same answer for one season: every public GET of the current season also answers under
 * /api/seizoenen/{id} (`/api/standen/tussenstand` -> `/api/seizoenen/3/standen/tussenstand`).
 */
export function seizoenPath(path: string, seizoenId: number): string {
  return `/api/seizoenen/${seizoenId}/${path.slice('/api/'.length)}`;
}

/** Header names of docs/spec.md section 7. */
export const API_KEY_HEADER = 'x-api-key';
export const XSRF_HEADER = 'x-xsrf-token';
/**
 * On every organiser write's answer: the version of the data it wrote. A read that sends it
 * back is answered with data at least that new, by whichever instance takes it (decision 011).
 */
export const DATA_VERSION_HEADER = 'x-data-version';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/**
 * The chosen participant's id (decision 031), mirrored by the web app from its localStorage so
 * the server can render a returning fan's first screen with their own card. Not HttpOnly: the
 * page writes it.
 */
export const KEUZE_COOKIE = 'clubelf-deelnemer';
/** The `event:` of GET /api/live's messages (their `data:` in live.ts; here without zod). */
export const LIVE_CHANGED_EVENT = 'changed';

// The pages of a long standing (tussenstand, fairplaycup, highscorecup; standen.ts has the
// schemas). Here, without zod, so the web app can build the query without the schemas.

/** Rows per page when `aantal` is not given. */
export const STAND_PAGE_SIZE = 50;
/** Most rows one page (or search) may ask for. */
export const STAND_PAGE_MAX = 200;
/** Matches a search answers when `aantal` is not given. */
export const STAND_ZOEK_SIZE = 20;
export const STAND_ZOEK_MIN_LENGTH = 2;
export const STAND_ZOEK_MAX_LENGTH = 100;

/** The query string of a page (without '?'), in the one order the server keys its pages by. */
export function standPageQueryString(query: {
  vanaf?: number;
  aantal?: number;
  rond?: number;
  zoek?: string;
}): string {
  const params = new URLSearchParams();
  if (query.vanaf !== undefined) params.set('vanaf', String(query.vanaf));
  if (query.rond !== undefined) params.set('rond', String(query.rond));
  if (query.zoek !== undefined) params.set('zoek', query.zoek);
  if (query.aantal !== undefined) params.set('aantal', String(query.aantal));
  return params.toString();
}

// The paths of a participant's own pages, passkeys, push and messages: here rather than beside
// their schemas, so that the public pages reach them without zod.

// A participant's own sign-in (issue 27), and the organiser's sign-in link for one (mijn.ts).
export const mijnPaths = {
  /** GET: which ways in this site offers (mail needs SMTP settings). */
  inlogopties: '/api/mijn/inlogopties',
  /** POST {email}: 202 with the same body for every address; a link is mailed when known. */
  inloggen: '/api/mijn/inloggen',
  /** POST {token}: the link's token for a sign-in token. */
  bevestigen: '/api/mijn/inloggen/bevestigen',
  /** GET: the signed-in person and their teams. */
  mijn: '/api/mijn',
  /** GET: one of the person's own teams (403 for another's). */
  team: (deelnemerId: number) => `/api/mijn/teams/${deelnemerId}`,
  /** POST: enrol signed in (the public form's body): the enrolment carries the person. */
  aanmeldingen: '/api/mijn/aanmeldingen',
  /** GET the team's transfer state; POST {playerOutId, playerInId, version}: one transfer. */
  transfers: (deelnemerId: number) => `/api/mijn/teams/${deelnemerId}/transfers`,
  /** POST {playerOutId, playerInId}: the rules that swap breaks, without writing. */
  transfersCheck: (deelnemerId: number) => `/api/mijn/teams/${deelnemerId}/transfers/check`,
  /** DELETE ?version=: undo one's own transfer before the deadline. */
  transfer: (deelnemerId: number, transferId: number) =>
    `/api/mijn/teams/${deelnemerId}/transfers/${transferId}`,
  /** Organiser: POST, a sign-in link for this participant's person (7 days, once). */
  inloglink: (deelnemerId: number) => `/api/organiser/deelnemers/${deelnemerId}/inloglink`,
} as const;

// A participant's passkeys (issue 27, passkeys.ts).
export const passkeyPaths = {
  /** GET (signed in): the person's passkeys. POST {credential}: verify and keep a new one. */
  passkeys: '/api/mijn/passkeys',
  /** POST (signed in): registration options; the challenge goes in a signed cookie. */
  registratieOpties: '/api/mijn/passkeys/opties',
  /** DELETE (signed in): remove one of the person's own passkeys. */
  passkey: (id: number) => `/api/mijn/passkeys/${id}`,
  /** POST (open): authentication options for a discoverable credential (no name first). */
  inlogOpties: '/api/mijn/passkey/opties',
  /** POST {credential} (open): the signed challenge for a sign-in token, as the link gives. */
  inloggen: '/api/mijn/passkey/inloggen',
} as const;

// Web Push (issue 28, push.ts).
export const pushPaths = {
  /** GET: the VAPID public key a browser subscribes with (public). */
  sleutel: '/api/push/sleutel',
  /** POST a subscription / DELETE {endpoint}: the signed-in person's browsers. */
  mijn: '/api/mijn/push',
} as const;

// Messages to participants (issue 28, berichten.ts).
export const berichtenPaths = {
  /** GET / PUT: the signed-in person's choices. */
  mijn: '/api/mijn/berichten',
  /** GET ?token=: what the link would switch off; POST ?token= (RFC 8058): switches it off. */
  afmelden: '/api/afmelden',
  /** GET: the outbox, newest first. */
  outbox: '/api/organiser/berichten',
  /** POST: send a failed or waiting message again now. */
  opnieuw: (id: number) => `/api/organiser/berichten/${id}/opnieuw`,
  /** POST {titel, tekst, subcompetitie?}: an announcement to every participant (or one). */
  mededelingen: '/api/organiser/mededelingen',
} as const;
