// Issue 26: on a phone the dashboard's 15 sections sat in a sideways strip, most of them and the
// new enrolments' badge off-screen. Now every section is in view at once above the page; on a
// laptop they stay a column beside it. A server of its own: one enrolment is sent, which counts
// against the limit per address that the other enrolment specs use.
import { expect, test, type Page } from '@playwright/test';
import type { AanmeldingOpen, AanmeldSpeler, Settings } from '@clubelf/contract';
import { aanmeldingPaths, apiPaths } from '@clubelf/contract/paths';
import { startOwnServer, type OwnServer } from './dashboard-helpers';
import { API_HEADERS, apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_ADMIN } from './support/env';
import { signInOrganiser } from './support/organiser';

const SECTIONS = [
  'Overzicht',
  'Seizoen',
  'Clubs & spelers',
  'Speelschema',
  'Aanmeldingen',
  'Deelnemers',
  'Inleg',
  'Uitslagen',
  'Bulletin',
  'Bekers',
  'Inhoud',
  'Berichten',
  'Privacy',
  'Import & export',
  'Logboek',
  'Back-up',
];

let own: OwnServer | undefined;

test.beforeAll(async ({ playwright }) => {
  if (process.env.E2E_WEB_DIST) process.env.WEB_DIST_DIR = process.env.E2E_WEB_DIST;
  own = await startOwnServer('menu');
  // One new enrolment, so the menu has a count to show.
  const request = await playwright.request.newContext({ baseURL: own.url });
  const session = await signInOrganiser(request);
  const settings = await apiGet<Settings>(request, apiPaths.settings);
  const put = await request.put(apiPaths.settings, {
    headers: {
      ...API_HEADERS,
      authorization: `Bearer ${session.token}`,
      'x-xsrf-token': session.xsrf,
    },
    data: { ...settings, showAanmelding: true },
  });
  expect(put.ok()).toBe(true);
  const open = await apiGet<AanmeldingOpen>(request, aanmeldingPaths.open);
  expect(open.open, open.melding ?? 'open').toBe(true);
  const need: Record<string, number> = { Keeper: 1, Verdediger: 4, Middenvelder: 3, Aanvaller: 3 };
  const perClub = new Map<number, number>();
  const chosen: AanmeldSpeler[] = [];
  for (const s of open.spelers) {
    if (need[s.position]! > 0 && (perClub.get(s.clubId) ?? 0) < 2) {
      chosen.push(s);
      need[s.position] = need[s.position]! - 1;
      perClub.set(s.clubId, (perClub.get(s.clubId) ?? 0) + 1);
    }
  }
  const response = await request.post(aanmeldingPaths.aanmeldingen, {
    headers: { ...API_HEADERS, 'x-xsrf-token': session.xsrf },
    data: {
      naam: 'Menu Mens',
      teamnaam: 'Team Menu',
      email: 'menu.mens@voorbeeld.nl',
      spelerIds: chosen.map((s) => s.id),
      toestemming: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await request.dispose();
});
test.afterAll(async () => own?.stop());

async function signIn(page: Page) {
  await page.goto('/authentication/login?returnUrl=%2Fdashboard');
  await page.getByLabel('Gebruikersnaam:').fill(E2E_ADMIN.userName);
  await page.getByLabel('Wachtwoord:').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('on a phone every section and the new enrolments badge are in view', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: own!.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(SECTIONS.length);
  for (const [i, label] of SECTIONS.entries()) {
    await expect(links.nth(i)).toHaveAccessibleName(label);
    await expect(links.nth(i)).toBeInViewport({ ratio: 1 });
  }
  const aanmeldingen = nav.getByRole('link', { name: 'Aanmeldingen', exact: true });
  await expect(aanmeldingen).toHaveAccessibleDescription('1 nieuwe aanmelding');
  await expect(aanmeldingen.locator('[aria-hidden="true"]')).toHaveText('1');
  await expect(aanmeldingen.locator('[aria-hidden="true"]')).toBeInViewport({ ratio: 1 });
  // The menu fits: nothing scrolls sideways, and it leaves most of the first screen to the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = (await nav.boundingBox())!;
  expect(box.height).toBeLessThan(260);
  await expectNoSeriousA11yViolations(page);

  // Deep in the list, a section is one tap away and the menu marks it.
  await nav.getByRole('link', { name: 'Back-up', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Back-up' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Back-up', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Overzicht', exact: true })).toBeInViewport();
  await context.close();
});

test('on a laptop the sections stay a column beside the page', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: own!.url,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signIn(page);
  const links = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
  const boxes = await links.evaluateAll((all) =>
    all.map((a) => {
      const r = a.getBoundingClientRect();
      return { x: r.x, y: r.y };
    }),
  );
  expect(boxes).toHaveLength(SECTIONS.length);
  for (const [i, b] of boxes.entries()) {
    expect(b.x).toBe(boxes[0]!.x);
    if (i > 0) expect(b.y).toBeGreaterThan(boxes[i - 1]!.y);
  }
  const main = (await page.getByRole('heading', { level: 1, name: 'Dashboard' }).boundingBox())!;
  expect(main.x).toBeGreaterThan(boxes[0]!.x + 150);
  await context.close();
});
