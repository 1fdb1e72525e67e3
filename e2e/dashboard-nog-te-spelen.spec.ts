// A round in progress reads right (issue 26): after one match of the next speelronde is saved, a
// participant's page shows the players of that match with their points and every other player as
// "nog te spelen" with his opponent and kick-off, not 0; the scores page the same. It runs on a
// server of its own: a second round in progress would change what dashboard-ronde-bezig expects.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type {
  Deelnemer,
  DeelnemerRonde,
  OrganiserDeelnemer,
  OrganiserSchedule,
  Rondes,
  Uitslag,
  UitslagSpeler,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { organiserApi, startOwnServer, type OwnServer } from './dashboard-helpers';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage } from './support/page';

let own: OwnServer | undefined;

test.beforeAll(async () => {
  // The build this run serves (E2E_WEB_DIST), as the config's own servers do.
  if (process.env.E2E_WEB_DIST) process.env.WEB_DIST_DIR = process.env.E2E_WEB_DIST;
  own = await startOwnServer('nog-te-spelen');
});
test.afterAll(async () => own?.stop());

const noEvents = (s: UitslagSpeler) => ({
  playerId: s.playerId,
  side: s.side,
  played: false,
  basisplaats: false,
  goals: 0,
  penaltyGoals: 0,
  assists: 0,
  ownGoals: 0,
  yellow: 0,
  secondYellow: false,
  directRed: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
});

async function pageAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: own!.url,
    viewport: { width, height: 844 },
    ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

test('a round in progress: played players show points, the others nog te spelen with opponent and kick-off', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: own!.url });
  const api = await organiserApi(request);
  const rondes = await apiGet<Rondes>(request, apiPaths.wedstrijdRondes);
  const round = rondes.find((r) => r.state === 'gepland')!.round;
  const schedule = await api.get<OrganiserSchedule>(organiserPaths.speelschema);
  const wedstrijden = schedule.rondes.find((r) => r.round === round)!.wedstrijden;

  // One match, 1-0: the home side's first eleven start, the first of them scores.
  const eerste = wedstrijden[0]!;
  const uitslag = await api.get<Uitslag>(organiserPaths.uitslag(eerste.id));
  const elf = uitslag.spelers.filter((s) => s.side === 'home' && s.status !== 'vertrokken');
  const scorer = elf[0]!;
  const starters = new Set(elf.slice(0, 11).map((s) => s.playerId));
  await api.put(organiserPaths.uitslag(eerste.id), {
    version: uitslag.wedstrijd.version,
    homeGoals: 1,
    awayGoals: 0,
    events: uitslag.spelers.map((s) =>
      starters.has(s.playerId)
        ? {
            ...noEvents(s),
            played: true,
            basisplaats: true,
            goals: s.playerId === scorer.playerId ? 1 : 0,
          }
        : noEvents(s),
    ),
  });

  // A participant with the scorer in their eleven; their page shows this round's team.
  const deelnemers = await api.get<OrganiserDeelnemer[]>(organiserPaths.deelnemers);
  const wie = deelnemers.find((d) => d.currentSelectie.includes(scorer.playerId))!;
  expect(wie, 'someone has the scorer').toBeDefined();
  const seizoen = await apiGet<Deelnemer>(request, apiPaths.deelnemer(wie.id));
  expect(seizoen.rounds.at(-1)?.round, 'their page shows the round in progress').toBe(round);
  const ronde = await apiGet<DeelnemerRonde>(request, apiPaths.deelnemerRonde(wie.id, round));
  const gespeeld = ronde.spelers.find((s) => s.playerId === scorer.playerId)!;
  const teSpelen = ronde.spelers.find((s) => s.wedstrijd && !s.wedstrijd.played)!;
  expect(teSpelen, 'a player whose match is still to come').toBeDefined();
  const w = teSpelen.wedstrijd!;
  const dag = new Intl.DateTimeFormat('nl-NL', { weekday: 'short', timeZone: 'UTC' })
    .format(new Date(`${w.kickoff.slice(0, 16)}:00Z`))
    .replace(/\.$/, '');
  const tekst = `nog te spelen · tegen ${w.opponent} (${w.thuis ? 'thuis' : 'uit'}) · ${dag} ${w.kickoff.slice(11, 16)}`;

  const page = await pageAt(browser, 390);
  await openPage(page, `/deelnemers/${wie.id}`);
  const team = page.getByRole('table', { name: `Team van ${ronde.name} in speelronde ${round}` });
  await expect(team).toBeVisible();
  const rij = (naam: string) => team.getByRole('row').filter({ hasText: naam });
  // The scorer: his points, no "nog te spelen".
  await expect(rij(gespeeld.name).getByRole('cell').last()).toHaveText(String(gespeeld.points));
  await expect(rij(gespeeld.name)).not.toContainText('nog te spelen');
  // The other: his match still to come, opponent and kick-off, and no 0 for points.
  await expect(rij(teSpelen.name)).toContainText(tekst);
  await expect(rij(teSpelen.name).getByRole('cell').last()).toHaveText('–nog te spelen');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await rij(teSpelen.name).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('deelnemer-390.png') });

  // The scores page: the same round, the same words on the line under the name.
  await openPage(page, `/deelnemers/scores?deelnemer=${wie.id}&ronde=${round}`);
  const tabel = page.getByRole('table', {
    name: `Selectie van ${ronde.name} in speelronde ${round}`,
  });
  await expect(tabel.getByRole('row').filter({ hasText: teSpelen.name })).toContainText(tekst);
  await expectNoSeriousA11yViolations(page);
  await tabel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('scores-390.png') });

  // Wide: the page and the scores page's Wedstrijd column say it too.
  const wide = await pageAt(browser, 1280);
  await openPage(wide, `/deelnemers/${wie.id}`);
  await expect(wide.getByRole('row').filter({ hasText: teSpelen.name })).toContainText(tekst);
  await wide.screenshot({ path: test.info().outputPath('deelnemer-1280.png'), fullPage: true });
  await openPage(wide, `/deelnemers/scores?deelnemer=${wie.id}&ronde=${round}`);
  const breed = wide.getByRole('table', {
    name: `Selectie van ${ronde.name} in speelronde ${round}`,
  });
  await expect(breed.getByRole('row').filter({ hasText: teSpelen.name })).toContainText(tekst);
  await expect(breed.getByRole('row').filter({ hasText: gespeeld.name })).toContainText(
    `gespeeld · tegen ${gespeeld.wedstrijd!.opponent} (thuis)`,
  );
  await expectNoSeriousA11yViolations(wide);
  await breed.scrollIntoViewIfNeeded();
  await wide.screenshot({ path: test.info().outputPath('scores-1280.png') });
  await request.dispose();
});
