// A season cannot shrink below the speelrondes its data already uses.
import type { Db } from '../../db/database';

export async function roundCountProblems(db: Db, roundCount: number): Promise<string[]> {
  const max = async (
    query: Promise<{ highest: number | string | null } | undefined>,
  ): Promise<number> => Number((await query)?.highest ?? 0);
  const [wedstrijd, beker, transfer, periode, nieuw, vertrokken] = await Promise.all([
    max(
      db
        .selectFrom('wedstrijd')
        .select((eb) => eb.fn.max('round').as('highest'))
        .executeTakeFirst(),
    ),
    max(
      db
        .selectFrom('bekerRonde')
        .select((eb) => eb.fn.max('speelronde').as('highest'))
        .executeTakeFirst(),
    ),
    max(
      db
        .selectFrom('transfer')
        .select((eb) => eb.fn.max('fromRound').as('highest'))
        .executeTakeFirst(),
    ),
    max(
      db
        .selectFrom('transferWindow')
        .select((eb) => eb.fn.max('fromRound').as('highest'))
        .executeTakeFirst(),
    ),
    max(
      db
        .selectFrom('speler')
        .select((eb) => eb.fn.max('availableFromRound').as('highest'))
        .executeTakeFirst(),
    ),
    max(
      db
        .selectFrom('speler')
        .select((eb) => eb.fn.max('departedFromRound').as('highest'))
        .executeTakeFirst(),
    ),
  ]);
  const uses: [number, string][] = [
    [wedstrijd, 'er staan wedstrijden in speelronde'],
    [beker, 'er is een bekerronde in speelronde'],
    [transfer, 'er zijn transfers vanaf speelronde'],
    [periode, 'er is een transferperiode vanaf speelronde'],
    [nieuw, 'er is een nieuwe speler te kiezen vanaf speelronde'],
    [vertrokken, 'er is een speler vertrokken vanaf speelronde'],
  ];
  return uses
    .filter(([highest]) => highest > roundCount)
    .map(
      ([highest, what]) => `roundCount mag niet kleiner zijn dan ${highest}: ${what} ${highest}`,
    );
}
