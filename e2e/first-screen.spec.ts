// Issue 29 item 1 (decision 031): a public page's first screen comes as HTML with its content,
// before any script runs, and the app takes it over (hydration) without changing anything
// visible: no layout shift, no hydration error, no request for data the page already has.
import { expect, test, type Page } from '@playwright/test';
import type { Deelnemer, Deelnemers, TussenstandSummary } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { homeCard } from './support/page';

const PHONE = { width: 390, height: 844 };

interface Pages {
  participant: Deelnemer;
  leader: string;
}

async function pagesOf(request: Parameters<typeof apiGet>[0]): Promise<Pages> {
  const [deelnemers, summary] = await Promise.all([
    apiGet<Deelnemers>(request, '/api/deelnemers'),
    apiGet<TussenstandSummary>(request, '/api/summary/tussenstand'),
  ]);
  const participant = await apiGet<Deelnemer>(request, `/api/deelnemers/${deelnemers[0]!.id}`);
  return { participant, leader: summary.tussenstandPositions[0]!.name };
}

test.describe('the first screen without JavaScript', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, javaScriptEnabled: false });

  test('/standen/tussenstand: the first rows are in the HTML', async ({ page, request }) => {
    const { leader } = await pagesOf(request);
    await page.goto('/standen/tussenstand');
    await expect(page.locator('main h1')).toHaveText('Tussenstand');
    const rows = page.locator('main table tbody tr[data-rij]');
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    await expect(rows.first()).toContainText(leader);
    await expect(page.locator('main .state--loading')).toHaveCount(0);
  });

  test('/home: the cards are in the HTML', async ({ page, request }) => {
    const { leader } = await pagesOf(request);
    await page.goto('/home');
    await expect(page.locator('main .state--loading')).toHaveCount(0);
    await expect(homeCard(page, 'Tussenstand')).toContainText(leader);
    expect(await page.locator('main .card').count()).toBeGreaterThanOrEqual(4);
  });

  test("a participant's page is in the HTML", async ({ page, request }) => {
    const { participant } = await pagesOf(request);
    await page.goto(`/deelnemers/${participant.id}`);
    await expect(page.locator('main h1')).toContainText(participant.name);
    await expect(page.locator('main .state--loading')).toHaveCount(0);
  });

  test('an unknown participant and an unknown path get the plain page', async ({ page }) => {
    for (const path of ['/deelnemers/999999', '/bestaat-niet']) {
      await page.goto(path);
      await expect(page.locator('main')).toHaveCount(0);
    }
  });
});

type Observed = Window & { __shifts?: number[] };

/**
 * Opens `path` with JavaScript, as a phone would, and gives what hydration did: the layout
 * shifts, the console's errors and the API requests the page made.
 */
async function hydrated(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as Observed;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.__shifts?.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on('request', (r) => {
    const { pathname, search } = new URL(r.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/live') requests.push(pathname + search);
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  await expect(page.locator('main .state--loading')).toHaveCount(0);
  // The app is running (it sets the document's title), and the last frames' entries are in.
  await expect(page).not.toHaveTitle('Superelf');
  await page.waitForTimeout(1_000);
  const shifts = await page.evaluate(() => (window as Observed).__shifts ?? []);
  return { shifts, errors, requests };
}

test.describe('hydration changes nothing visible', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const [name, path, data] of [
    ['/home', '/home', /^\/api\/summary\//],
    ['/standen/tussenstand', '/standen/tussenstand', /^\/api\/standen\/tussenstand/],
    ["a participant's page", null, /^\/api\/deelnemers\/\d+$/],
  ] as const) {
    test(name, async ({ page, request }) => {
      const { participant } = await pagesOf(request);
      const address = path ?? `/deelnemers/${participant.id}`;
      const { shifts, errors, requests } = await hydrated(page, address);
      expect(shifts).toEqual([]);
      expect(errors).toEqual([]);
      // The data came with the page: the app does not ask for it again.
      expect(requests.filter((url) => data.test(url))).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
