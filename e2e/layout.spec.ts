import { expect, test, type Page } from '@playwright/test';
import type { BekerRondeSummary, SiteInfo } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInOrganiser } from './support/organiser';
import { openPage } from './support/page';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
const group = (page: Page, label: string) =>
  nav(page).getByRole('button', { name: label, exact: true });

test.describe('header and footer', () => {
  test('the brand links to /home', async ({ page }) => {
    await openPage(page, '/standen/tussenstand');
    await page
      .getByRole('link', { name: /Superelf/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the menu has the eight groups and the history, with cup links from the lists of rounds', async ({
    page,
    request,
  }) => {
    const beker = await apiGet<BekerRondeSummary[]>(request, '/api/bekerrondes');
    const teambeker = await apiGet<BekerRondeSummary[]>(request, '/api/teambekerrondes');
    await openPage(page, '/home');
    await expect(nav(page).getByRole('button')).toHaveText([
      'Standen',
      'Beker',
      'Periodetitels',
      'Spelers',
      'Teambeker',
      'Teamstanden',
      'Deelnemer',
      'Info',
      'Historie',
    ]);
    for (const [label, base, rondes] of [
      ['Beker', '/beker', beker],
      ['Teambeker', '/teambeker', teambeker],
    ] as const) {
      await group(page, label).click();
      await expect(group(page, label)).toHaveAttribute('aria-expanded', 'true');
      const links = nav(page).locator(`a[href^="${base}/"]`);
      await expect(links).toHaveText(rondes.map((r) => r.name));
      for (const [i, r] of rondes.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', `${base}/${r.id}`);
      }
    }
    await group(page, 'Standen').click();
    await nav(page).getByRole('link', { name: 'Herbstmeister' }).click();
    await expect(page).toHaveURL(/\/standen\/herbstmeister$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Herbstmeister');
    // A new page closes the open group.
    await expect(nav(page).getByRole('link', { name: 'Herbstmeister' })).toBeHidden();
  });

  test('on a phone the menu folds away behind the Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/home');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(group(page, 'Standen')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await group(page, 'Periodetitels').click();
    await nav(page).getByRole('link', { name: 'Periode 2' }).click();
    await expect(page).toHaveURL(/\/periodetitels\/2$/);
    await expect(group(page, 'Standen')).toBeHidden();
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await openPage(page, '/home');
    const link = page.getByRole('link', { name: 'Alle spelers' });
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await link.click();
    await expect(page).toHaveURL(/\/spelers\/totaalscore$/);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the footer names the supporters club and scrolls back to the top', async ({
    page,
    request,
  }) => {
    const site = await apiGet<SiteInfo>(request, '/api/info/site');
    await openPage(page, '/standen/tussenstand');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(site.clubName);
    await footer.getByRole('button', { name: 'Naar boven' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the help popover explains the participant search', async ({ page }) => {
    await openPage(page, '/home');
    await page.getByRole('button', { name: 'Uitleg over het kiezen van een deelnemer' }).click();
    const popover = page.getByRole('dialog', { name: 'Deelnemer kiezen' });
    await expect(popover).toBeVisible();
    await expect(popover).toContainText(
      'De selectie van die deelnemer wordt dan automatisch gevonden in de standen en de beker',
    );
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  });

  test('signed out shows Inloggen; signed in shows the name and a logout button', async ({
    page,
    request,
  }) => {
    await openPage(page, '/home');
    // The header's sign-in is the organiser's way in: it leads on to the dashboard.
    await expect(page.getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      '/authentication/login?returnUrl=%2Fdashboard',
    );
    const { token } = await signInOrganiser(request);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto('/standen/tussenstand');
    const header = page.getByRole('banner');
    await expect(header).toContainText('organisator');
    await header.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Inloggen' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('page not found', () => {
  for (const path of [
    '/bestaat-niet',
    '/standen/onzin',
    '/beker/abc',
    '/periodetitels/5',
    '/info/x',
  ]) {
    test(`${path} shows the Dutch not-found screen`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
      await expect(page.getByRole('link', { name: 'Naar de homepagina' })).toHaveAttribute(
        'href',
        '/home',
      );
    });
  }

  test('has no serious accessibility violations', async ({ page }) => {
    await openPage(page, '/bestaat-niet');
    await expectNoSeriousA11yViolations(page);
  });
});
