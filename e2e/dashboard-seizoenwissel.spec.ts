import { expect, test as base, type Page } from '@playwright/test';
import type {
  Erelijst,
  OrganiserClub,
  OrganiserDeelnemer,
  OrganiserSchedule,
  OrganiserSeasonResponse,
  OrganiserSpeler,
  Rondes,
  Seizoenen,
  Tussenstand,
  Uitslag,
} from '@clubelf/contract';
import { apiPaths, seizoenPath } from '@clubelf/contract/paths';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import {
  openSection,
  organiserApi,
  publicAnswers,
  publicSeasonPaths,
  signInToDashboard,
  startOwnServer,
  type OwnServer,
} from './dashboard-helpers';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage } from './support/page';

// A season change ends the demo season every other dashboard spec works in: this spec runs on a
// server and database of its own, removed afterwards.
const test = base.extend<{ ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it.
    async ({}, use) => {
      const server = await startOwnServer('seizoenwissel');
      await use(server);
      await server.stop();
    },
    { timeout: 150_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

/** No serious axe violations, and on a phone no sideways scrolling of the page either. */
async function checkScreen(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} fits a phone's width`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(size);
}

test('the season change: played to its last round, closed, the next season started from the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const api = await organiserApi(request);
  const { season: old } = await api.get<OrganiserSeasonResponse>(organiserPaths.seizoen);
  expect(old, 'the demo season').not.toBeNull();
  const oldId = old!.id;

  // 1. Every remaining speelronde played through the organiser API: a score, no events.
  const schedule = await api.get<OrganiserSchedule>(organiserPaths.speelschema);
  for (const ronde of schedule.rondes) {
    for (const w of ronde.wedstrijden.filter((m) => m.homeGoals === null)) {
      await api.put<Uitslag>(organiserPaths.uitslag(w.id), {
        version: w.version,
        homeGoals: (w.id % 3) + 1,
        awayGoals: w.id % 2,
        events: [],
      });
    }
  }
  const played = await api.get<OrganiserSeasonResponse>(organiserPaths.seizoen);
  expect(played.season!.rondes.every((r) => r.state === 'gespeeld')).toBe(true);

  // What the public site answers for the finished season, and what can be carried over.
  const paths = await publicSeasonPaths(request);
  const answersBefore = await publicAnswers(request, paths);
  const tussenstand = await apiGet<Tussenstand>(request, apiPaths.standen.tussenstand);
  const champions = tussenstand.rows.filter((r) => r.position === 1).map((r) => r.name);
  const clubs = await api.get<OrganiserClub[]>(organiserPaths.clubs);
  const spelers = await api.get<OrganiserSpeler[]>(organiserPaths.spelers);
  const deelnemers = await api.get<OrganiserDeelnemer[]>(organiserPaths.deelnemers);

  // 2. Closing, in the dashboard: every round played, so no early closing to confirm.
  await signInToDashboard(page);
  await openSection(page, 'Seizoen');
  const closeCard = page.getByRole('region', { name: 'Seizoen afsluiten' });
  await expect(closeCard).toContainText(`34 van 34 speelrondes gespeeld.`);
  await expect(closeCard).not.toContainText('voortijdig');
  await checkScreen(page);
  await closeCard.getByRole('button', { name: 'Seizoen afsluiten' }).click();
  await closeCard.getByRole('button', { name: 'Ja, afsluiten' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is afgesloten' })).toContainText(
    `${old!.name} is afgesloten.`,
  );
  const banner = page.getByRole('region', { name: 'Afgesloten seizoen', exact: true });
  await expect(banner).toContainText(`${old!.name} is afgesloten.`);
  const closedList = await apiGet<Seizoenen>(request, apiPaths.seizoenen);
  expect(closedList.find((s) => s.id === oldId)).toMatchObject({
    isFinished: true,
    closedEarly: false,
  });

  // Another form's save is refused with the server's own sentence, and the way on.
  await page.getByRole('button', { name: 'Seizoen opslaan' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'kan niet meer worden gewijzigd' });
  await expect(refusal).toContainText(`${old!.name} is afgesloten`);
  await expect(refusal.getByRole('link', { name: 'Nieuw seizoen starten' })).toBeVisible();
  await checkScreen(page);

  // 3. The next season, in the wizard.
  await banner.getByRole('link', { name: 'Nieuw seizoen starten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw seizoen' })).toBeVisible();
  const step = (n: number, title: string) =>
    page.getByRole('form', { name: `Stap ${n} van 5: ${title}` });

  // Step 1: the name follows on from the old one; the same number of rounds.
  const nameStep = step(1, 'Naam en speelrondes');
  const newName = 'Seizoen 2027-2028';
  await expect(nameStep.getByLabel('Naam van het nieuwe seizoen')).toHaveValue(newName);
  await expect(nameStep.getByLabel('Aantal speelrondes')).toHaveValue('34');
  await checkScreen(page);
  await nameStep.getByRole('button', { name: 'Volgende' }).click();

  // Step 2: a relegated club stays behind; a player who left his club is unticked.
  const clubsStep = step(2, 'Clubs en spelers');
  await expect(clubsStep.getByRole('heading', { level: 2 })).toBeFocused();
  const [relegated, other] = clubs;
  const mover = spelers.find((s) => s.clubId === other!.id && s.status === 'actief')!;
  const carriedBefore = spelers.filter((s) => s.status !== 'vertrokken');
  await expect(clubsStep.getByRole('status')).toHaveText(
    `${clubs.length} van ${clubs.length} clubs en ${carriedBefore.length} spelers gaan mee.`,
  );
  await clubsStep.getByRole('checkbox', { name: relegated!.name, exact: true }).uncheck();
  const toggle = clubsStep.getByRole('button', { name: `Spelers van ${other!.name}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await checkScreen(page);
  await clubsStep.getByRole('checkbox', { name: new RegExp(`^${mover.name} `) }).uncheck();
  const carriedSpelers = carriedBefore.filter(
    (s) => s.clubId !== relegated!.id && s.id !== mover.id,
  );
  await expect(clubsStep.getByRole('status')).toHaveText(
    `${clubs.length - 1} van ${clubs.length} clubs en ${carriedSpelers.length} spelers gaan mee.`,
  );
  await clubsStep.getByRole('button', { name: 'Volgende' }).click();

  // Step 3: one participant stops; found with the search. Teams and subcompetities go along.
  const deelnemersStep = step(3, 'Deelnemers');
  const stopper = deelnemers.at(-1)!;
  await checkScreen(page);
  await deelnemersStep.getByLabel('Deelnemer zoeken').fill(stopper.name);
  await deelnemersStep.getByRole('checkbox', { name: new RegExp(`^${stopper.name} `) }).uncheck();
  await deelnemersStep.getByLabel('Deelnemer zoeken').fill('');
  await expect(deelnemersStep.getByRole('status')).toHaveText(
    `${deelnemers.length - 1} van ${deelnemers.length} deelnemers gaan mee.`,
  );
  await expect(deelnemersStep.getByLabel('Met teams en subcompetities')).toBeChecked();
  await deelnemersStep.getByRole('button', { name: 'Volgende' }).click();

  // Step 4: the rules and texts stay.
  const keepStep = step(4, 'Spelregels en teksten');
  await expect(keepStep.getByRole('checkbox', { name: /^De spelregels/ })).toBeChecked();
  await expect(keepStep.getByRole('checkbox', { name: /^De teksten/ })).toBeChecked();
  await checkScreen(page);
  await keepStep.getByRole('button', { name: 'Volgende' }).click();

  // Step 5: the summary, then the start.
  const summary = step(5, 'Overzicht');
  await expect(summary).toContainText(
    `${clubs.length - 1} van ${clubs.length} (niet: ${relegated!.name})`,
  );
  await expect(summary).toContainText(
    `${deelnemers.length - 1} van ${deelnemers.length}, met teams en subcompetities`,
  );
  await checkScreen(page);
  await summary.getByRole('button', { name: 'Start seizoen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is gestart' })).toHaveText(
    `${newName} is gestart met ${clubs.length - 1} clubs, ${carriedSpelers.length} spelers en ` +
      `${deelnemers.length - 1} deelnemers uit ${old!.name}. Dat seizoen staat in het archief.`,
  );
  await expect(page.getByRole('region', { name: 'Afgesloten seizoen', exact: true })).toHaveCount(
    0,
  );
  await checkScreen(page);

  // The dashboard shows the new, empty season.
  await openSection(page, 'Overzicht', 'Dashboard');
  const stateCard = page.getByRole('region', { name: 'Stand van het seizoen' });
  await expect(stateCard).toContainText(newName);
  await expect(stateCard).toContainText('0 van 34 gespeeld');

  // What the new season holds: the carried clubs, players (actief) and participants.
  const seizoenen = await apiGet<Seizoenen>(request, apiPaths.seizoenen);
  const current = seizoenen.find((s) => s.isCurrent)!;
  expect(current).toMatchObject({ name: newName, isFinished: false, roundCount: 34 });
  expect(seizoenen.find((s) => s.id === oldId)).toMatchObject({
    isCurrent: false,
    isFinished: true,
  });
  const newClubs = await api.get<OrganiserClub[]>(organiserPaths.clubs);
  expect(newClubs.map((c) => c.name).sort()).toEqual(
    clubs
      .filter((c) => c.id !== relegated!.id)
      .map((c) => c.name)
      .sort(),
  );
  const newSpelers = await api.get<OrganiserSpeler[]>(organiserPaths.spelers);
  expect(newSpelers.map((s) => s.name).sort()).toEqual(carriedSpelers.map((s) => s.name).sort());
  expect(new Set(newSpelers.map((s) => s.status))).toEqual(new Set(['actief']));
  const newDeelnemers = await api.get<OrganiserDeelnemer[]>(organiserPaths.deelnemers);
  expect(newDeelnemers.map((d) => `${d.name} / ${d.teamName}`).sort()).toEqual(
    deelnemers
      .filter((d) => d.id !== stopper.id)
      .map((d) => `${d.name} / ${d.teamName}`)
      .sort(),
  );
  expect(newDeelnemers.every((d) => d.selectie.length === 0)).toBe(true);
  const newSchedule = await api.get<OrganiserSchedule>(organiserPaths.speelschema);
  expect(newSchedule.rondes.flatMap((r) => r.wedstrijden)).toEqual([]);

  // 4. The public site: the new season, without a played round: the tussenstand is empty.
  const emptyStand = await apiGet<Tussenstand>(request, apiPaths.standen.tussenstand);
  expect(emptyStand.round).toBe(0);
  expect(emptyStand.rows.every((r) => r.totalScore === 0)).toBe(true);
  expect(await apiGet<unknown[]>(request, apiPaths.bekerrondes)).toEqual([]);
  await openPage(page, '/standen/tussenstand');
  await expect(page.getByRole('banner')).toContainText(newName);
  await expect(page.locator('main')).not.toContainText('Na speelronde');
  await expect(page.locator('main')).toContainText('Er is nog geen speelronde gespeeld.');
  await expect(page.locator('main table')).toHaveCount(0);

  // 5. The archive: every answer of the old season exactly as before closing.
  const answersArchived = await publicAnswers(request, paths, (p) => seizoenPath(p, oldId));
  expect(
    paths.filter((p) => answersArchived[p] !== answersBefore[p]),
    'archived answers that differ from the season before closing',
  ).toEqual([]);

  // 6. The erelijst: the old season with its champion.
  const erelijst = await apiGet<Erelijst>(request, apiPaths.erelijst);
  const entry = erelijst.find((e) => e.seizoenId === oldId)!;
  expect(entry).toMatchObject({ seizoenName: old!.name, closedEarly: false });
  const kampioen = entry.prizes.find((p) => p.prize === 'kampioen')!;
  expect(kampioen.winners.sort()).toEqual(champions.sort());
  await openPage(page, '/erelijst');
  const main = page.locator('main');
  await expect(main.locator('h1')).toHaveText('Erelijst');
  await expect(main).toContainText(old!.name);
  for (const name of champions) await expect(main).toContainText(name);

  // 7. The old season's standings as a workbook, from the dashboard's export.
  await openPage(page, '/dashboard/import-export');
  await page.getByLabel('Seizoen').selectOption({ label: old!.name });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Standen downloaden (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`standen-seizoen-${oldId}-speelronde-34.xlsx`);
});

test('a season cut short: closing early names the unplayed rounds and asks to confirm', async ({
  page,
  request,
}) => {
  const api = await organiserApi(request);
  const { season } = await api.get<OrganiserSeasonResponse>(organiserPaths.seizoen);
  const unplayed = season!.rondes.filter((r) => r.state !== 'gespeeld').map((r) => r.round);
  expect(unplayed.length, 'the demo season is not finished').toBeGreaterThan(0);

  await signInToDashboard(page);
  await openSection(page, 'Seizoen');
  const card = page.getByRole('region', { name: 'Seizoen afsluiten' });
  await expect(card).toContainText(
    `${season!.roundCount - unplayed.length} van ${season!.roundCount} speelrondes gespeeld.`,
  );
  await expect(card.locator('.alert')).toContainText('nog niet gespeeld.');
  const button = card.getByRole('button', { name: 'Voortijdig afsluiten' });
  await expect(button, 'only after ticking that it ends early').toBeDisabled();
  await card
    .getByLabel(new RegExp(`voortijdig af, zonder speelrondes? .*${unplayed.at(-1)}\\.$`))
    .check();
  await button.click();
  await card.getByRole('button', { name: 'Ja, voortijdig afsluiten' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'afgesloten' })).toContainText(
    `${season!.name} is voortijdig afgesloten.`,
  );
  await expect(page.getByRole('region', { name: 'Afgesloten seizoen', exact: true })).toContainText(
    'is voortijdig afgesloten.',
  );

  // Closed early: the unplayed rounds stay unplayed.
  const seizoenen = await apiGet<Seizoenen>(request, apiPaths.seizoenen);
  expect(seizoenen.find((s) => s.id === season!.id)).toMatchObject({
    isFinished: true,
    closedEarly: true,
  });
  const rondes = await apiGet<Rondes>(request, apiPaths.wedstrijdRondes);
  expect(rondes.filter((r) => r.state !== 'gespeeld').map((r) => r.round)).toEqual(unplayed);
});
