// What a result form sends, and what it names before sending: shared by the per-match editor
// and the round view, so both refuse the same empty or half-filled fields in the same words.
import type { Uitslag, UitslagRequest } from '@clubelf/contract';
import { numberProblems } from '../api/number-problems';
import type { EventsRow } from './event-columns';
import { startingRows } from './line-up';

export interface UitslagDraft {
  homeGoals: number | null;
  awayGoals: number | null;
  rows: EventsRow[];
}

/** A form's draft of a stored result: for a match nobody played yet, the previous line-ups. */
export const uitslagDraft = (u: Uitslag): UitslagDraft => ({
  homeGoals: u.wedstrijd.homeGoals,
  awayGoals: u.wedstrijd.awayGoals,
  rows: startingRows(
    u,
    u.spelers.map(({ name: _n, position: _p, status: _s, ...events }) => events),
  ),
});

/** The request for a draft (only the rows of those who played), with its problems by path. */
export function uitslagBody(
  draft: UitslagDraft,
  version: number,
): { body: UitslagRequest; problems: Record<string, string> } {
  const events = draft.rows.filter((r) => r.played);
  const body: UitslagRequest = {
    version,
    homeGoals: draft.homeGoals,
    awayGoals: draft.awayGoals,
    events,
  };
  const problems = numberProblems({
    homeGoals: body.homeGoals ?? 0,
    awayGoals: body.awayGoals ?? 0,
  });
  for (const [i, r] of events.entries()) Object.assign(problems, numberProblems(r, `events.${i}`));
  if ((body.homeGoals === null) !== (body.awayGoals === null)) {
    problems[body.homeGoals === null ? 'homeGoals' : 'awayGoals'] =
      'vul beide scores in, of geen van beide';
  }
  return { body, problems };
}
