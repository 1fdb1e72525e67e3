// Issue 29: a participant's position chart (recharts, a chunk of 365 KB) is drawn after the first
// screen, once its card comes near the view (components/chart-card.tsx, decision 031).
// The card has the chart's size from the server's HTML on, so the chart comes without moving
// anything, and the chart's chunk is not part of the first screen's load.
import { expect, test, type Page } from '@playwright/test';
import type { Deelnemers } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

type Observed = Window & { __shifts?: number[] };

/** Opens `path` recording layout shifts (not those after input) and the chart chunk's requests. */
async function open(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as Observed;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__shifts?.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const chartChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/position-chart-[^/]*\.js$/.test(r.url())) chartChunks.push(r.url());
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  // The app is running (it sets the document's title).
  await expect(page).not.toHaveTitle('Superelf');
  return {
    chartChunks,
    shifts: () => page.evaluate(() => (window as Observed).__shifts ?? []),
  };
}

const chart = (page: Page) => page.locator('main .chart');

test.describe("a participant's position chart", () => {
  test('on a phone: drawn when scrolled near, in the card the first screen reserved', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [first] = await apiGet<Deelnemers>(request, '/api/deelnemers');
    const { chartChunks, shifts } = await open(page, `/deelnemers/${first!.id}`);
    const card = chart(page);
    const reserved = await card.boundingBox();
    expect(reserved?.height).toBeGreaterThan(260);
    // Far below the first screen: nothing of the chart is loaded or drawn yet.
    expect(reserved!.y).toBeGreaterThan(844 + 400);
    await page.waitForTimeout(500);
    expect(chartChunks).toEqual([]);
    await expect(card.locator('svg')).toHaveCount(0);

    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('svg.recharts-surface')).toBeVisible();
    // The line is drawn: a point per round.
    await expect(card.locator('.recharts-line-dots circle')).not.toHaveCount(0);
    expect(chartChunks).toHaveLength(1);
    expect((await card.boundingBox())?.height).toBe(reserved!.height);
    await page.waitForTimeout(300);
    expect(await shifts()).toEqual([]);
    // The walk of every route (a11y-routes.spec.ts) opens this page at 390 px without scrolling,
    // so before the chart is drawn: the page with its chart is scanned here, with the same rules.
    await expectNoSeriousA11yViolations(page, { extraRules: true });
  });

  test('on a wide screen, where it is in view: drawn without moving anything', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const [first] = await apiGet<Deelnemers>(request, '/api/deelnemers');
    const { shifts } = await open(page, `/deelnemers/${first!.id}`);
    const card = chart(page);
    await expect(card.locator('svg.recharts-surface')).toBeVisible();
    await page.waitForTimeout(300);
    expect(await shifts()).toEqual([]);
  });
});
