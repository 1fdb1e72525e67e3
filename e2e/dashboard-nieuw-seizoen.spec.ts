// Issue 26 at phone width: a participant added while the season is under way is asked and
// shown his starting speelronde; the season is closed and the next one started in the wizard,
// which shows the texts it carries over and leaves the old announcement behind; the carried-over
// participants without a selection are listed with a prefilled enrolment link to send; and every
// standing page of the new season shows that no speelronde has been played yet, not a list of
// everyone at place 1. Closing the season ends the demo season the other dashboard specs work
// in: this spec runs on a server and database of its own, removed afterwards.
import { expect, test as base, type Page } from '@playwright/test';
import type {
  OrganiserDeelnemer,
  OrganiserSeasonResponse,
  Settings,
  Tussenstand,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import {
  openSection,
  organiserApi,
  signInToDashboard,
  startOwnServer,
  type OwnServer,
} from './dashboard-helpers';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage } from './support/page';

const test = base.extend<{ ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it.
    async ({}, use) => {
      if (process.env.E2E_WEB_DIST) process.env.WEB_DIST_DIR = process.env.E2E_WEB_DIST;
      const server = await startOwnServer('nieuw-seizoen');
      await use(server);
      await server.stop();
    },
    { timeout: 150_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

test.use({ viewport: { width: 390, height: 844 } });

/** axe, and no sideways scrolling of the page on a phone. */
async function checkScreen(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} fits a phone's width`).toBeLessThanOrEqual(0);
}

/** The standing pages of the new season, each with the sentence its empty state says. */
const STANDINGS: readonly [string, string][] = [
  ['/standen/tussenstand', 'Er is nog geen speelronde gespeeld.'],
  ['/standen/fairplaycup', 'Er is nog geen speelronde gespeeld.'],
  ['/standen/highscorecup', 'Er is nog geen speelronde gespeeld.'],
  ['/standen/herbstmeister', 'Er is nog geen speelronde gespeeld.'],
  ['/periodetitels/1', 'Er is nog geen speelronde gespeeld.'],
  ['/teamstanden/teamcompetitie', 'Er is nog geen speelronde gespeeld.'],
  ['/spelers/totaalscore', 'Er is nog geen speelronde gespeeld.'],
  ['/beker', 'De loting van de voorronde is nog niet bekend.'],
  ['/teambeker', 'De loting van de voorronde is nog niet bekend.'],
];

test('a late joiner, then a new season that looks new: empty standings and home, and who still needs a selection', async ({
  page,
  context,
  request,
  ownServer,
}) => {
  // Long lists on a phone under axe, on a machine shared with other runs.
  test.setTimeout(540_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ownServer.url });
  const api = await organiserApi(request);
  const { season: old } = await api.get<OrganiserSeasonResponse>(organiserPaths.seizoen);
  const first = old!.rondes.find((r) => r.state === 'gepland')!.round;
  expect(first, 'the demo season is under way').toBeGreaterThan(1);

  // 1. A participant added while the season is under way: asked, and shown, his start round.
  await signInToDashboard(page);
  await openSection(page, 'Deelnemers');
  await page.getByRole('button', { name: 'Nieuwe deelnemer' }).click();
  await page.getByLabel('Naam', { exact: true }).fill('Laura Laatkomer');
  await page.getByLabel('Team', { exact: true }).fill('De Laatkomers');
  await page.getByRole('button', { name: 'Deelnemer toevoegen' }).click();
  await expect(page.getByTestId('telt-mee-vanaf')).toHaveText(
    `Het seizoen is begonnen: Laura Laatkomer telt mee vanaf speelronde ${first}.`,
  );
  await expect(page.getByLabel('Vanaf speelronde')).toHaveValue(String(first));
  await checkScreen(page);
  await page.getByRole('button', { name: `Toevoegen vanaf speelronde ${first}` }).click();
  await expect(page.getByTestId('start-ronde')).toHaveText(`Telt mee vanaf speelronde ${first}`);
  const laura = (await api.get<OrganiserDeelnemer[]>(organiserPaths.deelnemers)).find(
    (d) => d.name === 'Laura Laatkomer',
  );
  expect(laura?.startRonde).toBe(first);

  // 2. Closing early, in the dashboard.
  await openSection(page, 'Seizoen');
  const card = page.getByRole('region', { name: 'Seizoen afsluiten' });
  await card.getByLabel(/voortijdig af, zonder speelrondes?/).check();
  await card.getByRole('button', { name: 'Voortijdig afsluiten' }).click();
  await card.getByRole('button', { name: 'Ja, voortijdig afsluiten' }).click();
  const banner = page.getByRole('region', { name: 'Afgesloten seizoen', exact: true });
  await expect(banner).toContainText('is voortijdig afgesloten.');

  // 3. The wizard: step 4 shows the announcement that would carry over; it stays behind.
  await banner.getByRole('link', { name: 'Nieuw seizoen starten' }).click();
  const step = (n: number, title: string) =>
    page.getByRole('form', { name: `Stap ${n} van 5: ${title}` });
  const newName = await step(1, 'Naam en speelrondes')
    .getByLabel('Naam van het nieuwe seizoen')
    .inputValue();
  await step(1, 'Naam en speelrondes').getByRole('button', { name: 'Volgende' }).click();
  await step(2, 'Clubs en spelers').getByRole('button', { name: 'Volgende' }).click();
  await step(3, 'Deelnemers').getByRole('button', { name: 'Volgende' }).click();
  const keep = step(4, 'Spelregels en teksten');
  const texts = keep.getByRole('region', { name: 'Teksten die meegaan' });
  await expect(texts).toContainText('Het infobericht op de homepagina');
  await expect(texts.locator('blockquote').first()).not.toBeEmpty();
  await checkScreen(page);
  await texts.getByRole('button', { name: 'Het infobericht op de homepagina leegmaken' }).click();
  await expect(texts).toContainText('(wordt leeggemaakt)');
  await keep.getByRole('button', { name: 'Volgende' }).click();
  const summary = step(5, 'Overzicht');
  await expect(summary).toContainText('zonder infobericht');
  await summary.getByRole('button', { name: 'Start seizoen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is gestart' })).toContainText(newName);
  const content = await api.get<{ mainMessage: string }>(organiserPaths.inhoud);
  expect(content.mainMessage).toBe('');

  // 4. Who still needs a selection, each with the prefilled form and a message to copy.
  await openSection(page, 'Deelnemers');
  const deelnemers = await api.get<OrganiserDeelnemer[]>(organiserPaths.deelnemers);
  const zonder = page.getByRole('region', { name: /^Nog zonder selectie/ });
  await expect(zonder.getByRole('heading')).toHaveText(
    `Nog zonder selectie (${deelnemers.length})`,
  );
  await checkScreen(page);
  // The first on the list (by name, as the organiser API answers them).
  const someone = deelnemers[0]!;
  expect(deelnemers.every((d) => d.selectie.length === 0)).toBe(true);
  await zonder.getByRole('button', { name: `Kopieer voor WhatsApp: ${someone.name}` }).click();
  await expect(zonder.getByRole('status')).toHaveText('Gekopieerd: plak het bericht in WhatsApp.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`Hoi ${someone.name}!`);
  expect(copied).toContain(`${newName} van de Superelf begint.`);
  const link = await zonder
    .getByRole('link', { name: `Aanmeldformulier voor ${someone.name}` })
    .getAttribute('href');
  expect(copied).toContain(`${ownServer.url}${link}`);

  // The prefilled form, once the organiser has it open: name and team filled in.
  const settings = await apiGet<Settings>(request, apiPaths.settings);
  await api.put(apiPaths.settings, { ...settings, showAanmelding: true });
  await openPage(page, link!);
  await expect(page.getByTestId('aanmelden-seizoen')).toContainText(newName);
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue(someone.name);
  await expect(page.getByLabel('Teamnaam', { exact: true })).toHaveValue(someone.teamName);
  await checkScreen(page);

  // 5. Every standing of the new season: an empty state, never everyone at place 1.
  const stand = await apiGet<Tussenstand>(request, apiPaths.standen.tussenstand);
  expect(stand.round).toBe(0);
  expect(stand.rows, 'nobody has a selection yet: nobody in the standing').toEqual([]);
  for (const [path, sentence] of STANDINGS) {
    await openPage(page, path);
    const main = page.locator('main');
    await expect(main, path).toContainText(sentence);
    await expect(main.locator('table'), `${path} shows no standing table`).toHaveCount(0);
    await checkScreen(page);
  }

  // 6. /home as well: the first card and the standing's card say no round was played yet.
  await openPage(page, '/home');
  const home = page.locator('main');
  await expect(home).toContainText(
    'Het seizoen is nog niet begonnen: er is nog geen speelronde gespeeld.',
  );
  await expect(home).toContainText(
    'Er is nog geen speelronde gespeeld: de tussenstand begint na de eerste uitslagen.',
  );
  await checkScreen(page);
});
