import type { APIRequestContext } from '@playwright/test';
import type { BekerRondeSummary } from '@clubelf/contract';
import { apiGet } from './api';

/** Every public route of docs/spec.md section 2, with one address per cup and team cup round. */
export async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const beker = await apiGet<BekerRondeSummary[]>(request, '/api/bekerrondes');
  const teambeker = await apiGet<BekerRondeSummary[]>(request, '/api/teambekerrondes');
  return [
    '/home',
    '/standen/tussenstand',
    '/standen/fairplaycup',
    '/standen/highscorecup',
    '/standen/herbstmeister',
    '/beker',
    ...beker.map((r) => `/beker/${r.id}`),
    '/periodetitels/1',
    '/periodetitels/2',
    '/periodetitels/3',
    '/periodetitels/4',
    '/spelers/actief',
    '/spelers/nieuw',
    '/spelers/vertrokken',
    '/spelers/transfers',
    '/spelers/totaalscore',
    '/spelers/geselecteerd',
    '/teambeker',
    ...teambeker.map((r) => `/teambeker/${r.id}`),
    '/teamstanden/teamcompetitie',
    '/teamstanden/subcompetities',
    '/deelnemers/scores',
    '/info/reglement',
    '/info/wedstrijden',
    '/deze-pagina-bestaat-niet',
  ];
}
