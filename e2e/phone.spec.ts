import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/env';
import { openPage } from './support/page';
import { publicRoutes } from './support/routes';

// Most visits come from phones: 375 px wide, the page itself never scrolls sideways. Only the
// table boxes may, inside themselves.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test.describe('on a phone', () => {
  test('no page scrolls sideways; wide tables scroll inside their box', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const routes = await publicRoutes(request);
    for (const route of routes) {
      await openPage(page, route);
      const overflow = await page.evaluate(() => {
        const doc = document.documentElement;
        return { scroll: doc.scrollWidth, client: doc.clientWidth };
      });
      expect(overflow.scroll, `${route} is wider than the phone`).toBeLessThanOrEqual(
        overflow.client,
      );
      // Every table sits in a sideways-scrolling box, never loose on the page.
      const loose = await page
        .locator('main table')
        .evaluateAll(
          (tables) =>
            tables.filter((t) => !t.closest('.table-scroll') && !t.closest('.card')).length,
        );
      expect(loose, `${route} has a table outside a scroll box`).toBe(0);
    }
  });

  test('the player table keeps its total in view: the points per event open under a row', async ({
    page,
  }) => {
    await openPage(page, '/spelers/totaalscore');
    const box = page.locator('.table-scroll').first();
    // Nothing to scroll sideways any more: the per-event columns wait behind each row's button.
    const sizes = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    const firstRow = page.locator('tbody tr').first();
    await expect(firstRow.locator('td.num.strong')).toBeInViewport({ ratio: 1 });
    await firstRow.getByRole('button', { name: /^Details van / }).click();
    await expect(page.locator('tbody tr').nth(1)).toContainText('Basisplaats');
  });

  test('the tussenstand keeps the points in view: the team goes under the name', async ({
    page,
  }) => {
    await openPage(page, '/standen/tussenstand');
    const firstRow = page.locator('tbody tr').first();
    await expect(firstRow.locator('td.num.strong')).toBeInViewport();
    const team = (await firstRow.locator('td.team').textContent()) ?? '';
    await expect(firstRow.locator('td.name').getByText(team, { exact: true })).toBeVisible();
    await expect(firstRow.locator('td.team')).toBeHidden();
  });

  test('the search box and its help fit the narrow header', async ({ page }) => {
    await openPage(page, '/home');
    const search = page.getByRole('combobox', { name: 'Kies een deelnemer' });
    await expect(search).toBeInViewport();
    const box = (await search.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Uitleg over het kiezen van een deelnemer' }).click();
    await expect(page.getByRole('dialog', { name: 'Deelnemer kiezen' })).toBeInViewport({
      ratio: 1,
    });
  });
});

/** An unsigned JWT with the given claims: the page only reads name and exp, never verifies. */
function fakeToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

/** The brand, the display name and the logout button side by side, all on the screen. */
async function expectHeaderFits(page: Page, displayName: string) {
  const header = page.getByRole('banner');
  const brand = header.getByRole('link', { name: /^Superelf/ });
  const name = header.getByRole('link', { name: `Ingelogd als ${displayName}` });
  const logout = header.getByRole('button', { name: 'Uitloggen' });
  await expect(name).toBeVisible();
  await expect(logout).toBeVisible();
  // The brand's text, not the link's box: a squeezed link lets its text spill over its edge.
  const brandBox = await brand.evaluate((link) => {
    const boxes = [link, ...link.querySelectorAll('*')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => el.getBoundingClientRect());
    const x = Math.min(...boxes.map((b) => b.left));
    const y = Math.min(...boxes.map((b) => b.top));
    return {
      x,
      y,
      width: Math.max(...boxes.map((b) => b.right)) - x,
      height: Math.max(...boxes.map((b) => b.bottom)) - y,
    };
  });
  for (const [what, box] of [
    ['name', (await name.boundingBox())!],
    ['logout', (await logout.boundingBox())!],
    // The sign-in area: the box around the name and the logout button.
    ['auth area', (await name.locator('..').boundingBox())!],
  ] as const) {
    const apart =
      box.x >= brandBox.x + brandBox.width ||
      box.x + box.width <= brandBox.x ||
      box.y >= brandBox.y + brandBox.height ||
      box.y + box.height <= brandBox.y;
    expect(apart, `the ${what} overlaps the brand`).toBe(true);
  }
  expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // Every part of the header stays on the screen, and the page never scrolls sideways.
  const outside = await header.locator('*').evaluateAll((elements) =>
    elements
      .filter((el) => el.getClientRects().length > 0 && !el.closest('nav[aria-label="Hoofdmenu"]'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < -0.5 || r.right > window.innerWidth + 0.5;
      })
      .map((el) => el.className || el.tagName),
  );
  expect(outside).toEqual([]);
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
}

// 390 px: a common phone; 640 px: the narrowest screen that keeps the name beside the brand.
for (const width of [390, 640]) {
  test.describe(`signed in, ${width} px wide`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the brand and the display name with the logout button do not overlap', async ({
      page,
    }) => {
      await page.goto('/authentication/login');
      await page.getByLabel('Gebruikersnaam:').fill(E2E_ADMIN.userName);
      await page.getByLabel('Wachtwoord:').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/(home)?$/);
      await openPage(page, '/home');
      await expectHeaderFits(page, E2E_ADMIN.userName);

      // A long display name is cut short, never pushed over the brand or off the screen.
      const longName = 'Johannes Wilhelmus van den Hoogenband-Verschoor';
      await page.evaluate(
        (token) => localStorage.setItem('token', token),
        fakeToken({ name: longName, sub: '1', exp: Math.floor(Date.now() / 1000) + 600 }),
      );
      await openPage(page, '/standen/tussenstand');
      await expectHeaderFits(page, longName);
    });
  });
}
