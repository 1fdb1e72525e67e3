// A person who is both organiser and participant (issue 27, item 2), on a phone: the organiser
// signs in, then opens a participant's sign-in link (made by the organiser) in the same page and
// presses its button. The page keeps both: Mijn superelf shows, with a switch to the beheer and
// back, and one sign-out ends both.
import { expect, test, type Page } from '@playwright/test';
import { mijnPaths, type InloglinkResponse, type OrganiserDeelnemer } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { expectNoSeriousA11yViolations } from './support/axe';
import { API_HEADERS } from './support/api';
import { E2E_ADMIN } from './support/env';
import { signInOrganiser } from './support/organiser';
import { shoot } from './support/shoot';

/** The screen at 390 px and, for a person to look at, at 1280 px too (SHOTS_DIR only). */
async function shootBoth(page: Page, name: string): Promise<void> {
  await shoot(page, `${name}-390`);
  if (!process.env.SHOTS_DIR) return;
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
}

test.use({ viewport: { width: 390, height: 844 } });

test('an organiser who also plays switches between the beheer and Mijn superelf, and signs out of both', async ({
  page,
  request,
}) => {
  // A participant's sign-in link, made by the organiser as on the participant's page.
  const session = await signInOrganiser(request);
  const headers = {
    ...API_HEADERS,
    authorization: `Bearer ${session.token}`,
    'x-xsrf-token': session.xsrf,
  };
  const deelnemers = (await (
    await request.get(organiserPaths.deelnemers, { headers })
  ).json()) as OrganiserDeelnemer[];
  const deelnemer = deelnemers.find((d) => d.selectie.length === 11)!;
  const made = await request.post(mijnPaths.inloglink(deelnemer.id), { headers, data: {} });
  expect(made.ok(), 'the organiser makes a sign-in link').toBe(true);
  const link = new URL(((await made.json()) as InloglinkResponse).url);

  // The organiser signs in on the phone.
  await page.goto('/authentication/login?returnUrl=%2Fdashboard');
  await page.getByLabel('Gebruikersnaam:').fill(E2E_ADMIN.userName);
  await page.getByLabel('Wachtwoord:').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const wissel = page.getByRole('group', { name: 'Wisselen tussen beheer en Mijn superelf' });
  // One role held: no switch.
  await expect(wissel).toHaveCount(0);
  const organiserToken = await page.evaluate(() => localStorage.getItem('token'));

  // Then the participant's link in the same page, and its button.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn superelf' })).toBeVisible();
  await expect(page.getByRole('region', { name: deelnemer.teamName })).toBeVisible();
  const beheer = wissel.getByRole('button', { name: 'Beheer' });
  const mijn = wissel.getByRole('button', { name: 'Mijn superelf' });
  await expect(mijn).toHaveAttribute('aria-pressed', 'true');
  await expect(beheer).toHaveAttribute('aria-pressed', 'false');
  // The organiser's token is kept beside the participant's, which requests now carry.
  const held = await page.evaluate(() => ({
    shown: localStorage.getItem('token'),
    other: localStorage.getItem('token.other-role'),
  }));
  expect(held.other).toBe(organiserToken);
  expect(held.shown).not.toBe(organiserToken);
  // Phone first: both options at least 44 px tall, side by side in the page's width.
  for (const option of [beheer, mijn]) {
    const box = (await option.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await shootBoth(page, 'rol-wissel-mijn');
  await expectNoSeriousA11yViolations(page, { extraRules: true });

  // To the beheer: the dashboard's home, with the organiser's token on its requests.
  await beheer.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welkom, ${E2E_ADMIN.userName}!`)).toBeVisible();
  await expect(beheer).toHaveAttribute('aria-pressed', 'true');
  await expect(beheer).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(organiserToken);
  await shootBoth(page, 'rol-wissel-beheer');
  await expectNoSeriousA11yViolations(page, { extraRules: true });

  // From a page deeper in the beheer, back to Mijn superelf (at /dashboard).
  await page.goto('/dashboard/deelnemers');
  await mijn.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn superelf' })).toBeVisible();
  await expect(mijn).toHaveAttribute('aria-pressed', 'true');

  // One sign-out ends both.
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Inloggen' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('token.other-role'),
    ]),
  ).toEqual([null, null]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/authentication\/login/);
});
