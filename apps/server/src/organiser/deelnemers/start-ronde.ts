// Late joiners (issue 26): a participant added or accepted while the season is under way counts
// from the first speelronde not yet begun (one without any result), or a later one the organiser
// picks. An earlier one adds points from rounds already played: refused until the organiser
// confirms, with a message that names those points, worked out by the engine itself.
import { computeSeason } from '@clubelf/engine';
import type { SeasonInput } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { loadSeason } from '../../read-model/season-repository';
import { lastRoundWithResult, setStartRonde } from './deelnemer-repository';

export interface VanafRonde {
  vanafRonde?: number | undefined;
  eerderBevestigd?: boolean | undefined;
}

/** The first speelronde without any result, at most the last round of the season. */
export async function firstRoundNotBegun(db: Db, roundCount: number): Promise<number> {
  return Math.min((await lastRoundWithResult(db)) + 1, roundCount);
}

function refuse(message: string): never {
  throw new HttpError(400, 'bad_request', message, {
    problems: [{ field: 'vanafRonde', message }],
  });
}

function totalWith(input: SeasonInput, deelnemerId: number, startRonde: number): number {
  const result = computeSeason({
    ...input,
    deelnemers: input.deelnemers.map((d) => (d.id === deelnemerId ? { ...d, startRonde } : d)),
  });
  return result.tussenstand.find((r) => r.deelnemerId === deelnemerId)?.totalScore ?? 0;
}

/**
 * Stores the start round of the participant just written in this transaction (his selection
 * included, so the engine can count what an earlier start adds). The round stored.
 */
export async function settleStartRonde(
  trx: Db,
  deelnemer: { id: number; name: string },
  roundCount: number,
  wanted: VanafRonde,
): Promise<number> {
  const first = await firstRoundNotBegun(trx, roundCount);
  const start = wanted.vanafRonde ?? first;
  if (start > roundCount) {
    refuse(`vanafRonde mag hoogstens ${roundCount} zijn (het aantal speelrondes)`);
  }
  if (start < first && wanted.eerderBevestigd !== true) {
    const season = await loadSeason(trx);
    const points = season
      ? totalWith(season.input, deelnemer.id, start) - totalWith(season.input, deelnemer.id, first)
      : 0;
    refuse(
      `Speelronde ${start} is al begonnen: vanaf speelronde ${start} krijgt ${deelnemer.name} ` +
        `${points} ${points === 1 ? 'punt' : 'punten'} uit speelronde ${start} t/m ${first - 1} erbij. ` +
        `Bevestig dat (eerderBevestigd) of kies speelronde ${first} of later.`,
    );
  }
  if (start > 1) await setStartRonde(trx, deelnemer.id, start);
  return start;
}
