// A closed season's public answers rebuilt on restore from the archive on its season row, with
// the code that stored them when the season closed (seizoenen/archived-season.ts), instead of
// being carried in the backup (see NOT_BACKED_UP). Inside the restore's transaction: an archive
// the engine cannot compute refuses the whole restore with a 400.
import type { Db } from '../../db/database';
import { fieldProblem } from '../../http/errors';
import {
  findArchive,
  listSeasons,
  replaceArchivedViews,
} from '../../read-model/archive/archive-repository';
import { computeArchived, seasonAnswers } from '../../read-model/archive/archived-season';
import type { Answer } from '../../read-model/answer';

/** How many closed seasons got their answers back. */
export async function restoreArchivedViews(trx: Db): Promise<number> {
  let restored = 0;
  for (const season of await listSeasons(trx)) {
    if (season.closedAt === null) continue;
    const archive = await findArchive(trx, season.id);
    // The content rules refused a closed season without one before anything was written.
    if (archive === undefined) continue;
    let views: Answer[];
    try {
      const { season: stored, result } = computeArchived(archive);
      views = seasonAnswers(stored, result);
    } catch (error) {
      throw fieldProblem(
        'tables',
        `De back-up bevat een afgesloten seizoen (${season.name}) dat niet te berekenen is: ${(error as Error).message}`,
      );
    }
    await replaceArchivedViews(trx, season.id, views);
    restored++;
  }
  return restored;
}
