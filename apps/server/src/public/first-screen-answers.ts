// The answers a public page's first screen asks for (decision 031), from the read model's
// answers of one data version, without HTTP: those it holds as they are, and the few the routes
// cut from them per request (a page of a standing, a participant's round), made the same way.
import { standPageQuerySchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { inputProblems } from '../http/parse-request';
import type { SeasonAnswers } from '../read-model/season-answers';
import { deelnemerRondeAnswer } from './deelnemers/deelnemer-ronde-answers';
import { isPagedStanding, standingPage } from './standen/standen-pages';

const DEELNEMER_RONDE = /^\/api\/deelnemers\/([1-9]\d{0,8})\/ronde\/([1-9]\d{0,2})$/;

/** The body the API would answer to GET `url` now, or undefined when it is not made here. */
export function firstScreenAnswer(season: SeasonAnswers, url: string): string | undefined {
  const held = season.get(url);
  if (held) return held.body;
  try {
    const { pathname, searchParams } = new URL(url, 'http://first-screen');
    if (searchParams.size > 0 && isPagedStanding(pathname)) {
      const view = season.get(pathname);
      const query = inputProblems(standPageQuerySchema, Object.fromEntries(searchParams));
      return view && query.ok ? standingPage(pathname, view, query.value).body : undefined;
    }
    const ronde = DEELNEMER_RONDE.exec(url);
    if (ronde) {
      const id = Number(ronde[1]);
      const stored = season.get(apiPaths.deelnemer(id));
      return deelnemerRondeAnswer(season.ctx, stored, id, Number(ronde[2])).body;
    }
  } catch {
    // Not found or refused (the API's 404 or 400): the browser asks, and shows what it gets.
  }
  return undefined;
}
