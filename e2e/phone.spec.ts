import { expect, test } from '@playwright/test';
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

  test('the wide player table scrolls sideways inside its box', async ({ page }) => {
    await openPage(page, '/spelers/totaalscore');
    const box = page.locator('.table-scroll').first();
    const sizes = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await box.evaluate((el) => el.scrollBy({ left: 200 }));
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test('the tussenstand keeps the points in view: the team goes under the name', async ({
    page,
  }) => {
    await openPage(page, '/standen/tussenstand');
    const firstRow = page.locator('tbody tr').first();
    await expect(firstRow.locator('td.num.strong')).toBeInViewport();
    await expect(firstRow.locator('.name__team')).toBeVisible();
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
    await expect(page.locator('.help-popover')).toBeInViewport({ ratio: 1 });
  });
});
