// Issue 26 item 7: axe finds nothing serious on any public route at 390 px, with the two rules
// outside its default run switched on (target-size, label-content-name-mismatch). The walk is
// the web app's route table (apps/web/src/app/router.tsx and each section's own routes), the
// parameterised ones with ids read from the demo's API. The dashboard's routes are walked in
// dashboard-a11y.spec.ts (signed in, on the dashboard project's server).
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Deelnemers, Rondes, SpelerRow } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage } from './support/page';
import { publicRoutes } from './support/routes';
import { seizoenen } from './support/seizoenen';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Every route of the table besides publicRoutes(): details, comparisons, archive, enrolment. */
async function detailRoutes(request: APIRequestContext): Promise<string[]> {
  const [deelnemers, spelers, rondes, { afgesloten }] = await Promise.all([
    apiGet<Deelnemers>(request, '/api/deelnemers'),
    apiGet<SpelerRow[]>(request, '/api/spelers/actief'),
    apiGet<Rondes>(request, '/api/wedstrijden/rounds'),
    seizoenen(request),
  ]);
  const [eerste, tweede] = [deelnemers[0]!, deelnemers[1]!];
  const gespeeld = rondes.filter((r) => r.state !== 'gepland').at(-1)!;
  const speler = spelers[0]!;
  return [
    '/standen',
    '/beker/schema',
    '/teambeker/schema',
    '/deelnemers',
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
    '/archief',
    `/archief/${afgesloten.id}`,
    `/archief/${afgesloten.id}/standen/tussenstand`,
    `/archief/${afgesloten.id}/beker`,
    '/aanmelden',
    '/aanmelden/status',
    '/authentication/login',
  ];
}

test('every public route: no serious axe finding at 390 px, tap targets and names included', async ({
  page,
  request,
}) => {
  // One test for the whole walk (the routes come from the API); axe over ~50 pages takes minutes.
  test.setTimeout(900_000);
  const routes = [...(await publicRoutes(request)), ...(await detailRoutes(request))];
  const found: string[] = [];
  for (const route of routes) {
    await test.step(route, async () => {
      await openPage(page, route);
      try {
        await expectNoSeriousA11yViolations(page, { extraRules: true });
      } catch (error) {
        found.push(
          `${route}: ${error instanceof Error ? error.message.split('\n').slice(0, 12).join(' ') : String(error)}`,
        );
      }
    });
  }
  expect(found).toEqual([]);
});
