// Writes the generated demo into an empty database in one transaction: first its earlier
// seasons (each written, then closed by the organiser's own closeSeason, so the archive, its
// answers, the results and the prizes are what production makes), then the current season.
import { generateDemoHistory, generateDemoSeason } from '@clubelf/demo';
import type { DemoSeason } from '@clubelf/demo';
import type { Db } from '../db/database';
import { resetIdSequences } from '../db/id-sequences';
import { insertRows } from '../db/insert-rows';
import { clearForNextSeason, makeCurrent } from '../organiser/seizoen/carry-over-repository';
import { closeSeason } from '../organiser/seizoen/close-season-service';
import { demoPersonen } from './demo-personen';
import { writeDemoSeason } from './write-demo-season';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  /** Earlier seasons, oldest first (generateDemoHistory): ids 1, 2, ...; the current one last. */
  history?: readonly DemoSeason[];
  now?: Date;
}

/**
 * `demo` becomes the current season, with the id after its history's (1 without history). A
 * participant is the same person in every season under the same name; the current season's
 * participants keep their own id as their person's (see demo-personen.ts).
 */
export async function seedDemoSeason(
  db: Db,
  demo: DemoSeason,
  options: SeedOptions = {},
): Promise<void> {
  const history = options.history ?? [];
  const now = options.now ?? new Date();
  const personen = demoPersonen(demo, history);
  const persoonIds = new Map(personen.map((p) => [p.name, p.id]));
  const persoonIdOf = (name: string) => persoonIds.get(name) as number;

  await db.transaction().execute(async (trx) => {
    await insertRows(trx, 'persoon', personen);
    const seasons = [...history, demo];
    for (const [index, season] of seasons.entries()) {
      const seasonId = index + 1;
      const isCurrent = index === seasons.length - 1;
      // As the organiser starts a next season: the tables emptied, nothing carried over (the
      // demo season brings its own clubs, players and participants).
      if (index > 0) {
        await clearForNextSeason(trx, {
          clubIds: [],
          spelerIds: [],
          deelnemerIds: [],
          keepTeams: false,
        });
      }
      await writeDemoSeason(
        trx,
        seasonId,
        season,
        persoonIdOf,
        isCurrent ? now : closingTime(season),
      );
      await makeCurrent(trx, seasonId);
      if (!isCurrent) {
        await closeSeason(trx, seasonId, { early: false, now: closingTime(season) });
      }
    }
    // The rows came with their ids: PostgreSQL's id sequences must move past them.
    await resetIdSequences(trx);
  });
}

/** The demo of `npm start` and of the tests: the default season after its two earlier ones. */
export async function seedDefaultDemo(db: Db, now = new Date()): Promise<void> {
  const current = generateDemoSeason();
  await seedDemoSeason(db, current, { history: generateDemoHistory(current), now });
}

/** An earlier season was closed two days after its last kick-off. */
function closingTime(season: DemoSeason): Date {
  const last = season.wedstrijden.reduce(
    (latest, w) => (w.kickoff > latest ? w.kickoff : latest),
    '',
  );
  return new Date(Date.parse(`${last}:00Z`) + 2 * DAY_MS);
}
