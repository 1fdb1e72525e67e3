import { expect, test, type Page } from '@playwright/test';
import type { BekerRondeSummary } from '@clubelf/contract';
import { apiGet } from './support/api';
import { trackRequests } from './support/page-settled';

// Issue 9, "nothing jumps": while a page's data arrives nothing already on screen may move. The
// browser's own measure (the Layout Instability API, the same entries Lighthouse sums up as
// cumulative layout shift) on a phone, with every API answer held back a different time, as on
// a slow network where the answers come in one by one. Shifts depend on the order things arrive,
// not on how fast, so unlike speed (bench/lighthouse.ts) this is a test.

const PHONE = { width: 390, height: 844 };
const AIM = 0.05;
/** Answers arrive 100 to 700 ms late, each request another delay, in turn. */
const DELAYS_MS = [100, 400, 250, 700, 550];

type Measured = Window & { __layoutShift?: number };

async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as Measured;
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__layoutShift = (w.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let n = 0;
  await page.route('**/api/**', async (route) => {
    const delay = DELAYS_MS[n++ % DELAYS_MS.length]!;
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue();
  });
  // Not `networkidle`: the page's live stream (GET /api/live) keeps the network busy for good.
  const requests = trackRequests(page);
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main .state--loading')).toHaveCount(0);
  await requests.settled();
  requests.stop();
  // The entries of the last frames reach the observer a moment later.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as Measured).__layoutShift ?? NaN);
}

test.describe('nothing jumps while a page loads on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('/home: the cards take the place of their skeletons', async ({ page }) => {
    const shift = await layoutShiftOf(page, '/home');
    // Every card is there: the page did not get still by showing less.
    await expect(page.locator('main .card')).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Tussenstand', exact: true })).toContainText(
      'Na speelronde',
    );
    expect(shift).toBeLessThan(AIM);
  });

  test('/standen/tussenstand', async ({ page }) => {
    const shift = await layoutShiftOf(page, '/standen/tussenstand');
    await expect(page.locator('main tbody tr').first()).toBeVisible();
    expect(shift).toBeLessThan(AIM);
  });

  test('/beker/{id} of the current round', async ({ page, request }) => {
    const ronde = await apiGet<BekerRondeSummary | null>(request, '/api/summary/bekerronde');
    expect(ronde).not.toBeNull();
    const shift = await layoutShiftOf(page, `/beker/${ronde!.id}`);
    await expect(page.locator('main h1')).toContainText(ronde!.name);
    expect(shift).toBeLessThan(AIM);
  });
});
