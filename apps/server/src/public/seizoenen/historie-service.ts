// A person's career: every closed season they played (as it stored at closing) and, while it
// runs, the current one (from its answers in memory).
import type { PersoonHistorie, Prijs } from '@clubelf/contract';
import { deelnemerSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { ReadModel } from '../../read-model/read-model';
import {
  countCurrentDeelnemers,
  currentEntryOf,
  findPersoon,
  listSeasons,
  personPrizes,
  personResults,
} from '../../read-model/archive/archive-repository';

export async function persoonHistorie(
  db: Db,
  readModel: ReadModel,
  persoonId: number,
): Promise<PersoonHistorie> {
  const persoon = await findPersoon(db, persoonId);
  if (!persoon) throw notFound(`Persoon ${persoonId} bestaat niet`);
  const [seasons, results, prizes] = await Promise.all([
    listSeasons(db),
    personResults(db, persoonId),
    personPrizes(db, persoonId),
  ]);
  const seasonOf = new Map(seasons.map((s) => [s.id, s]));
  const seizoenen: PersoonHistorie['seizoenen'] = results.map((r) => ({
    seizoenId: r.seasonId,
    seizoenName: seasonOf.get(r.seasonId)?.name ?? '',
    isCurrent: seasonOf.get(r.seasonId)?.isCurrent ?? false,
    isFinished: true,
    deelnemerId: r.deelnemerId,
    teamName: r.teamName,
    position: r.position,
    participantCount: r.participantCount,
    totalScore: r.totalScore,
    prizes: prizes.filter((p) => p.seasonId === r.seasonId).map((p) => p.prize as Prijs),
  }));

  const current = seasons.find((s) => s.isCurrent && s.closedAt === null);
  const entry = current && (await currentEntryOf(db, persoonId));
  if (current && entry) {
    const stored = await readModel.serve(apiPaths.deelnemer(entry.deelnemerId));
    if (stored) {
      const deelnemer = deelnemerSchema.parse(JSON.parse(stored.body));
      seizoenen.push({
        seizoenId: current.id,
        seizoenName: current.name,
        isCurrent: true,
        isFinished: false,
        deelnemerId: entry.deelnemerId,
        teamName: deelnemer.teamName,
        position: deelnemer.position,
        participantCount: await countCurrentDeelnemers(db),
        totalScore: deelnemer.totalScore,
        prizes: [],
      });
    }
  }
  const latest = entry?.name ?? results[results.length - 1]?.name ?? persoon.name;
  return { persoonId, name: latest, seizoenen };
}
