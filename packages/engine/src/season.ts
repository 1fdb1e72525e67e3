// computeSeason: everything the site shows, from the season as entered. Pure and deterministic.
// Internally everything is indexed densely (players, participants) in flat typed arrays; see
// season/context.ts. The per-round values per participant stay in those arrays in the result
// (rounds-per-deelnemer.ts); the standings' rows are objects. This full computation is the
// reference the incremental one (season-from.ts) is tested against.
import type { SeasonResult } from './results';
import type { SeasonInput } from './types';
import { assembleSeason, seasonSteps } from './season/assemble';

/**
 * Only participants with a selection count (issue 26): one without (a new season's carried-over
 * participant who has not picked his 11 yet) is in no standing, no team's average and no cup
 * score, instead of sharing every place at 0. The result knows nothing of him until he has one.
 */
export function countedInput(input: SeasonInput): SeasonInput {
  const picked = new Set<number>();
  for (const s of input.selecties) if (s.playerIds.length > 0) picked.add(s.deelnemerId);
  if (input.deelnemers.every((d) => picked.has(d.id))) return input;
  return {
    ...input,
    deelnemers: input.deelnemers.filter((d) => picked.has(d.id)),
    transfers: input.transfers.filter((t) => picked.has(t.deelnemerId)),
  };
}

export function computeSeason(full: SeasonInput): SeasonResult {
  return assembleSeason(seasonSteps(countedInput(full)));
}
