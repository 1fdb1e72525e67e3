// A closed season's stored answers are in the view format of the server that closed it. When a
// later server changes a body's shape (ANSWER_FORMAT), it rebuilds them at start from each
// season's frozen data, as it recomputes the current season's: the archive keeps answering in
// the shape the web app of the day reads.
import type { Db } from '../../db/database';
import { ANSWER_FORMAT } from '../recompute';
import { findArchive, replaceArchivedViews, seasonsWithArchivedFormat } from './archive-repository';
import { ARCHIVE_FORMAT_KEY, computeArchived, seasonAnswers } from './archived-season';

/** Rebuilds the answers of every closed season stored in another format; their ids. */
export async function rebuildOutdatedArchives(db: Db): Promise<number[]> {
  const seasons = await seasonsWithArchivedFormat(db, ARCHIVE_FORMAT_KEY);
  const outdated = seasons.filter((s) => s.format !== ANSWER_FORMAT).map((s) => s.id);
  for (const seasonId of outdated) {
    const json = await findArchive(db, seasonId);
    if (json === undefined) continue;
    const { season, result } = computeArchived(json);
    await db
      .transaction()
      .execute((trx) => replaceArchivedViews(trx, seasonId, seasonAnswers(season, result)));
  }
  return outdated;
}
