import type { Settings } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { flag } from '../../db/flag';

/**
 * Writes the four flags onto the current season's row (the table of db/migrations/0001). False when
 * there is no season yet to hold them. Takes the database or the caller's transaction.
 */
export async function updateSiteSettings(
  db: Db,
  settings: Settings,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('season')
    .set({
      showAanmelding: flag(settings.showAanmelding),
      showCompetitieOverzichten: flag(settings.showCompetitieOverzichten),
      showTeamOverzichten: flag(settings.showTeamOverzichten),
      showSpelersOverzichten: flag(settings.showSpelersOverzichten),
      updatedAt: now.toISOString(),
    })
    .where('isCurrent', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
