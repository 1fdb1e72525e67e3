import { expect, test, type Browser } from '@playwright/test';
import type {
  InfoMessages,
  OrganiserSchedule,
  Rondes,
  Speelronde,
  Tussenstand,
  Uitslag,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import {
  openSection,
  organiserApi,
  publicAnswers,
  publicSeasonPaths,
  signInToDashboard,
} from './dashboard-helpers';
import { apiGet } from './support/api';
import { openPage } from './support/page';

/** What a first-time visitor (a fresh browser: nothing cached) reads on these screens. */
async function visitorScreens(browser: Browser, paths: string[]): Promise<Record<string, string>> {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const screens: Record<string, string> = {};
  for (const path of paths) {
    await openPage(visitor, path);
    screens[path] = await visitor.locator('main').innerText();
  }
  await context.close();
  return screens;
}

test('download a backup, change the data, and the restore brings back what the site showed', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const api = await organiserApi(request);
  // The change below: a result in the next speelronde, and the home page's info message.
  const rondes = await apiGet<Rondes>(request, apiPaths.wedstrijdRondes);
  const round = rondes.find((r) => r.state === 'gepland')!.round;
  const schedule = await api.get<OrganiserSchedule>(organiserPaths.speelschema);
  const match = schedule.rondes.find((r) => r.round === round)!.wedstrijden[0]!;
  expect(match.homeGoals, 'a match without a result yet').toBeNull();

  const paths = await publicSeasonPaths(request);
  const screens = ['/home', '/standen/tussenstand', `/info/wedstrijden?ronde=${round}`];
  const answersBefore = await publicAnswers(request, paths);
  const screensBefore = await visitorScreens(browser, screens);
  const tussenstandBefore = await apiGet<Tussenstand>(request, apiPaths.standen.tussenstand);
  const { mainMessage } = await apiGet<InfoMessages>(request, apiPaths.infoMessages);

  // 1. The backup of the data as it is now.
  await signInToDashboard(page);
  await openSection(page, 'Back-up');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Back-up downloaden' }).click();
  const file = testInfo.outputPath((await download).suggestedFilename());
  await (await download).saveAs(file);
  expect(file).toMatch(/\.json$/);
  await expect(page.getByRole('status').filter({ hasText: 'gedownload' })).toBeVisible();

  // 2. Change the data: a site text in the dashboard, a result over the API.
  const newMessage = `Tijdelijk bericht, vóór het terugzetten ${Date.now()}`;
  await openSection(page, 'Inhoud');
  await page.getByLabel('Infobericht op de homepagina').fill(newMessage);
  await page.getByRole('button', { name: 'Teksten opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'opgeslagen' })).toBeVisible();
  const uitslag = await api.get<Uitslag>(organiserPaths.uitslag(match.id));
  await api.put<Uitslag>(organiserPaths.uitslag(match.id), {
    version: uitslag.wedstrijd.version,
    homeGoals: 3,
    awayGoals: 1,
    events: [],
  });

  // ... which shows, to the API and on the screens.
  expect((await apiGet<InfoMessages>(request, apiPaths.infoMessages)).mainMessage).toBe(newMessage);
  const changedRonde = await apiGet<Speelronde>(request, apiPaths.wedstrijdRonde(round, true));
  expect(changedRonde.wedstrijden.find((w) => w.homeClub === match.homeClub)).toMatchObject({
    awayClub: match.awayClub,
    homeGoals: 3,
    awayGoals: 1,
  });
  expect((await apiGet<Tussenstand>(request, apiPaths.standen.tussenstand)).round).not.toBe(
    tussenstandBefore.round,
  );
  const answersChanged = await publicAnswers(request, paths);
  const changedPaths = paths.filter((p) => answersChanged[p] !== answersBefore[p]);
  expect(changedPaths).toEqual(
    expect.arrayContaining([
      apiPaths.infoMessages,
      apiPaths.standen.tussenstand,
      apiPaths.wedstrijdRonde(round, true),
    ]),
  );
  const screensChanged = await visitorScreens(browser, screens);
  expect(screensChanged['/home']).toContain(newMessage);
  expect(screensChanged['/home']).not.toContain(mainMessage);
  expect(screensChanged[`/info/wedstrijden?ronde=${round}`]).toContain('3 - 1');
  for (const path of screens) expect(screensChanged[path], path).not.toBe(screensBefore[path]);

  // 3. Put the backup back, only after saying so.
  await openSection(page, 'Back-up');
  const restore = page.getByRole('region', { name: 'Back-up terugzetten' });
  await restore.getByLabel('Back-upbestand (.json)').setInputFiles(file);
  await expect(restore).toContainText(
    /Back-up van \d{2}-\d{2}-\d{4} \d{2}:\d{2}: \d+ tabellen, \d+ rijen\./,
  );
  const button = restore.getByRole('button', { name: 'Back-up terugzetten' });
  await expect(button).toBeDisabled();
  await restore.getByLabel('Ik begrijp dat alle huidige gegevens worden vervangen.').check();
  await button.click();
  await restore.getByRole('button', { name: 'Ja, terugzetten' }).click();
  await expect(restore.getByRole('status')).toContainText(/is teruggezet \(\d+ rijen\)/);

  // 4. Every public answer and screen is as it was before the change.
  const answersAfter = await publicAnswers(request, paths);
  expect(
    paths.filter((p) => answersAfter[p] !== answersBefore[p]),
    'public answers that differ from before the change',
  ).toEqual([]);
  const screensAfter = await visitorScreens(browser, screens);
  for (const path of screens) expect(screensAfter[path], path).toBe(screensBefore[path]);
});
