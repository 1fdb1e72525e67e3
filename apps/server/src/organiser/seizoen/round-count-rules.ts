// A season cannot shrink below the speelrondes its data already uses.
import type { Db } from '../../db/database';
import { highestRoundsInUse } from '../../read-model/season-repository';
import type { RoundUse } from '../../read-model/season-repository';

const USES: Record<RoundUse, string> = {
  wedstrijd: 'er staan wedstrijden in speelronde',
  beker: 'er is een bekerronde in speelronde',
  transfer: 'er zijn transfers vanaf speelronde',
  periode: 'er is een transferperiode vanaf speelronde',
  nieuw: 'er is een nieuwe speler te kiezen vanaf speelronde',
  vertrokken: 'er is een speler vertrokken vanaf speelronde',
};

export async function roundCountProblems(db: Db, roundCount: number): Promise<string[]> {
  const highest = await highestRoundsInUse(db);
  return (Object.keys(USES) as RoundUse[])
    .filter((use) => highest[use] > roundCount)
    .map(
      (use) => `roundCount mag niet kleiner zijn dan ${highest[use]}: ${USES[use]} ${highest[use]}`,
    );
}
