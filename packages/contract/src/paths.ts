// Every API path, built in one place so the server's routes and the web's fetchers agree.
export const apiPaths = {
  settings: '/api/settings',
  siteInfo: '/api/info/site',
  infoMessages: '/api/info/infomessages',
  reglement: '/api/info/reglement',
  aanmeldformulier: '/api/info/aanmeldformulier.xlsx',
  login: '/api/accounts/login',
  changePassword: '/api/accounts/password',
  summary: {
    tussenstand: '/api/summary/tussenstand',
    speelronde: '/api/summary/speelronde',
    periodetitels: '/api/summary/periodetitels',
    teamcompetitie: '/api/summary/teamcompetitie',
    bekerronde: '/api/summary/bekerronde',
    teambekerronde: '/api/summary/teambekerronde',
  },
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
  wedstrijdRondes: '/api/wedstrijden/rounds',
  wedstrijdRonde: (round: number, spelers = false) =>
    `/api/wedstrijden/${round}${spelers ? '?spelers=true' : ''}`,
  deelnemers: '/api/deelnemers',
  deelnemer: (id: number) => `/api/deelnemers/${id}`,
  deelnemerRonde: (id: number, round: number) => `/api/deelnemers/${id}/ronde/${round}`,
  seizoenen: '/api/seizoenen',
  erelijst: '/api/erelijst',
  erelijstRecords: '/api/erelijst/records',
  persoonHistorie: (persoonId: number) => `/api/personen/${persoonId}/historie`,
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
export const XSRF_COOKIE = 'XSRF-TOKEN';
