// Issue 26 item 7: axe finds nothing serious on any public route at 390 px, with the two rules
// outside its default run switched on (target-size, label-content-name-mismatch), and on the
// pages of a ranking table nothing at all, moderate and minor included (what
// telefoon-tabellen.spec.ts asked of each table). This walk owns "every route at 390 px as it
// opens"; of the pages one component draws per cup round or period it takes the first and the
// last (firstAndLastOfEachRoundPage in support/routes.ts: 6 of the demo's 17, the others are the
// same markup with other names and figures). The other specs scan at 390 px only a state it does
// not reach (a dialog, a form with errors, a signed-in screen), and at 1280 px the section specs
// scan their pages (the tables' wide-only columns are hidden on a phone). The walk is the web
// app's route table (apps/web/src/app/router.tsx and each section's own routes), the
// parameterised ones with ids read from the demo's API. The dashboard's routes are walked in
// dashboard-a11y.spec.ts (signed in, on the dashboard project's server).
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Deelnemers, Rondes, SpelerRow } from '@clubelf/contract';
import { apiGet } from './support/api';
import { axeOn, expectNoSeriousA11yViolations } from './support/axe';
import { openPage } from './support/page';
import { firstAndLastOfEachRoundPage, publicRoutes } from './support/routes';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Every route of the table besides publicRoutes(): details, comparisons, archive, enrolment. */
async function detailRoutes(request: APIRequestContext): Promise<string[]> {
  const [deelnemers, spelers, rondes] = await Promise.all([
    apiGet<Deelnemers>(request, '/api/deelnemers'),
    apiGet<SpelerRow[]>(request, '/api/spelers/actief'),
    apiGet<Rondes>(request, '/api/wedstrijden/rounds'),
  ]);
  const [eerste, tweede] = [deelnemers[0]!, deelnemers[1]!];
  const gespeeld = rondes.filter((r) => r.state !== 'gepland').at(-1)!;
  const speler = spelers[0]!;
  return [
    '/standen',
    '/beker/schema',
    '/teambeker/schema',
    '/deelnemers',
    // The scores table of a chosen participant (/deelnemers/scores alone asks to choose one).
    `/deelnemers/scores?deelnemer=${eerste.id}`,
    `/deelnemers/${eerste.id}`,
    `/deelnemers/${eerste.id}/loopbaan`,
    `/deelnemers/${eerste.id}/vergelijk`,
    `/deelnemers/${eerste.id}/vergelijk/${tweede.id}`,
    `/personen/${eerste.persoonId}`,
    `/spelers/${speler.playerId}`,
    `/info/clubs/${speler.clubId}`,
    `/info/wedstrijden/${gespeeld.round}`,
    '/info/privacy',
    '/erelijst',
    // A closed season's pages are scanned by archief.spec.ts, each through openArchiefPage
    // (e2e/support/seizoenen.ts), at 390 px with the same rules.
    '/archief',
    '/aanmelden',
    '/aanmelden/status',
    '/authentication/login',
  ];
}

/** The pages of a ranking table (or a cup round's duels): no axe finding of any impact. */
const TABLE_PAGE =
  /^\/(standen\/[a-z]+|periodetitels\/\d+|spelers\/[a-z]+|teamstanden\/[a-z]+|(team)?beker\/\d+|deelnemers\/scores\?deelnemer=\d+)$/;

/**
 * The walk in parts, one test each, so both workers share it (the chromium project runs fully
 * parallel): the routes come from the API, so a part is every PARTS-th route of the walk, and
 * together the parts take every route once.
 */
const PARTS = 8;

for (let part = 0; part < PARTS; part++) {
  test(`every public route, part ${part + 1} of ${PARTS}: no serious axe finding at 390 px (none at all on a table), tap targets and names included`, async ({
    page,
    request,
  }) => {
    const all = firstAndLastOfEachRoundPage([
      ...(await publicRoutes(request)),
      ...(await detailRoutes(request)),
    ]);
    const routes = all.filter((_, i) => i % PARTS === part);
    expect(routes.length, 'every part has routes to walk').toBeGreaterThan(0);
    // A guard against a hang, not a clock: axe over a long page takes most of a minute on a
    // busy 2-core machine.
    test.setTimeout(routes.length * 60_000);
    const found: string[] = [];
    for (const route of routes) {
      await test.step(route, async () => {
        await openPage(page, route);
        try {
          await expectNoSeriousA11yViolations(page, {
            extraRules: true,
            anyImpact: TABLE_PAGE.test(route),
          });
        } catch (error) {
          found.push(
            `${route}: ${error instanceof Error ? error.message.split('\n').slice(0, 12).join(' ') : String(error)}`,
          );
        }
      });
    }
    expect(found).toEqual([]);
  });
}

/**
 * Two moderate rules the walk above lets pass, on the pages they once failed (issue 25): the
 * headings in order (the organiser's Markdown under the page's own: reglement, privacy) and no
 * two landmarks of one kind with one name (a section and its table's scroll box: erelijst, a
 * participant's and a player's page).
 */
test('headings in order and landmarks told apart on the rules, privacy, erelijst and detail pages', async ({
  page,
  request,
}) => {
  const [deelnemers, spelers] = await Promise.all([
    apiGet<Deelnemers>(request, '/api/deelnemers'),
    apiGet<SpelerRow[]>(request, '/api/spelers/actief'),
  ]);
  const rules = ['heading-order', 'landmark-unique'];
  for (const route of [
    '/info/reglement',
    '/info/privacy',
    '/erelijst',
    `/deelnemers/${deelnemers[0]!.id}`,
    `/spelers/${spelers[0]!.playerId}`,
  ]) {
    await openPage(page, route);
    const results = await axeOn(page).withRules(rules).analyze();
    // Both rules had something to check (a page without headings would pass vacuously).
    expect(results.passes.map((r) => r.id).sort(), route).toEqual(rules);
    const found = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target}`));
    expect(found, route).toEqual([]);
  }
});
