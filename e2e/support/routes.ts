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

/** The routes of one page drawn for another round or period: /beker/3, /periodetitels/2, ... */
const ROUND_PAGE = /^\/(beker|teambeker|periodetitels)\/\d+$/;

/**
 * A walk that costs seconds per page (axe) takes, of the pages one component draws per cup round
 * or period, the first and the last (the first cup round has the most duels and the byes, the
 * last the final; the first period has the fewest rounds played, the last the most), not every
 * one: the others are the same markup with other names and figures. Everything else stays.
 */
export function firstAndLastOfEachRoundPage(routes: readonly string[]): string[] {
  const family = (route: string) => ROUND_PAGE.exec(route)?.[1];
  return routes.filter((route) => {
    const name = family(route);
    if (name === undefined) return true;
    const same = routes.filter((other) => family(other) === name);
    return route === same[0] || route === same.at(-1);
  });
}
