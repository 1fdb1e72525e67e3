// A season result with its compact standings (compact-standing.ts) as the arrays of rows they
// make, for tests that compare two results value by value (toEqual): the rows are what the
// answers are built from, whatever arrays (views or copies) a standing holds them in.
import type { SeasonResult } from '../results';

export function plainResult(result: SeasonResult) {
  return {
    ...result,
    tussenstand: result.tussenstand.toArray(),
    fairplaycup: result.fairplaycup.toArray(),
    highscorecup: result.highscorecup.toArray(),
    herbstmeister: { ...result.herbstmeister, standing: result.herbstmeister.standing.toArray() },
    periodes: result.periodes.map((p) => ({ ...p, standing: p.standing.toArray() })),
    subcompetities: result.subcompetities.map((s) => ({ ...s, standing: s.standing.toArray() })),
  };
}
