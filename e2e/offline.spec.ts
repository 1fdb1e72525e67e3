// Issue 14: the site can be installed as an app (manifest, icons, what Chrome checks before it
// offers to install) and, after one visit, shows the last seen standings without a network, with
// a notice that they may be old.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import type { Huisstijl, SiteInfo, Tussenstand } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CHROMIUM, CHROMIUM_ARGS } from './support/env';
import { openPage } from './support/page';
import { shoot } from './support/shoot';

// playwright.config.ts blocks service workers for every other spec.
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** The natural size of an image as the page loads it. */
function imageSize(page: Page, src: string): Promise<[number, number]> {
  return page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight] as [number, number];
  }, src);
}

/** The page's own line while its data cannot come (components/offline-state.tsx). */
const OFFLINE_STATE = /^Zonder verbinding is dit nog niet te zien/;

/** Waits until the service worker controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
    .toBe('activated');
}

/** The paths of the URLs in one of the service worker's caches. */
function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);
}

test.describe('installable', () => {
  test('the page links a manifest with the club name and colours, and icons of the stated sizes', async ({
    page,
    request,
  }) => {
    const [huisstijl, site] = await Promise.all([
      apiGet<Huisstijl>(request, '/api/huisstijl'),
      apiGet<SiteInfo>(request, '/api/info/site'),
    ]);
    await openPage(page, '/home');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute(
      'content',
      huisstijl.primaryColour,
    );

    const response = await page.request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: `Superelf ${site.clubName}`,
      short_name: 'Superelf',
      lang: 'nl',
      display: 'standalone',
      start_url: '/home',
      scope: '/',
      theme_color: huisstijl.primaryColour,
      background_color: huisstijl.primaryColour,
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(await imageSize(page, icon.src), icon.src).toEqual([width, height]);
    }
    const appleIcon = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await imageSize(page, appleIcon!)).toEqual([180, 180]);
  });

  test('Chrome finds nothing against installing it', async ({ baseURL }) => {
    // A browser profile of its own: Chrome never offers to install from an incognito context,
    // which is what a test's context is.
    const profile = mkdtempSync(path.join(tmpdir(), 'clubelf-installeren-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await openPage(page, '/home');
      await waitForServiceWorker(page);
      // What Lighthouse's installability audit asked Chrome (Lighthouse 12 dropped its PWA
      // category).
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('offline', () => {
  test('after one visit the tussenstand shows without a network, with a notice that it may be old', async ({
    page,
    context,
    request,
  }) => {
    const stand = await apiGet<Tussenstand>(request, '/api/standen/tussenstand');
    const leader = stand.rows[0]!;
    await openPage(page, '/standen/tussenstand');
    await expect(page.locator('tbody tr').first()).toContainText(leader.name);
    await expect(page.getByText('Geen verbinding')).toHaveCount(0);
    await waitForServiceWorker(page);
    // The first visit's page and answers came before the worker: it fetches them again itself.
    await expect.poll(() => cachedPaths(page, 'clubelf-paginas')).toEqual(['/__pagina__']);
    await expect.poll(() => cachedPaths(page, 'clubelf-api')).toContain('/api/standen/tussenstand');
    // Never kept: the organiser's routes, signing in, the live stream.
    for (const path of await cachedPaths(page, 'clubelf-api')) {
      expect(path).not.toMatch(/^\/api\/(organiser|accounts|live)/);
    }

    await context.setOffline(true);
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/standen/tussenstand',
    );
    const navigation = await page.reload();
    // The page and the standings came from the worker's caches, the standings marked as such.
    expect(navigation?.fromServiceWorker()).toBe(true);
    const standen = await answer;
    expect(standen.fromServiceWorker()).toBe(true);
    expect(Date.parse(standen.headers()['x-clubelf-uit-cache'] ?? '')).toBeLessThanOrEqual(
      Date.now(),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tussenstand');
    await expect(page.locator('tbody tr').first()).toContainText(leader.name);
    await expect(page.locator('tbody tr')).toHaveCount(stand.rows.length);
    // The answers came from the worker's cache: the notice names when they were fetched.
    const notice = page.locator('[aria-live="polite"]', { hasText: 'Geen verbinding' });
    await expect(notice).toHaveText(
      /^Geen verbinding: je ziet de stand van \d\d:\d\d; die kan verouderd zijn\.$/,
    );

    // Back online: the page asks the server again and the notice goes.
    await context.setOffline(false);
    await expect(page.getByText('Geen verbinding')).toHaveCount(0);
  });

  test('a page never visited opens offline in the same shell, calm, and loads by itself once online', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/home');
    await waitForServiceWorker(page);
    await expect.poll(() => cachedPaths(page, 'clubelf-paginas')).toEqual(['/__pagina__']);
    const offlineState = page.locator('main').getByText(OFFLINE_STATE);
    const oeps = page.getByText(/Oeps|Er ging iets fout|niet beschikbaar/);
    const notice = page.locator('[aria-live="polite"]', { hasText: 'Geen verbinding' });

    // Offline, to a page whose data was never fetched (a link within the app).
    await context.setOffline(true);
    await page.evaluate(() => {
      // As a link in the app does it (the router follows the history).
      window.history.pushState({}, '', '/info/reglement');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reglement');
    // One calm state: the notice under the header (no time of a stand the page does not show)
    // and the page's own line, no red error.
    await expect(notice).toHaveText('Geen verbinding.');
    await expect(offlineState).toBeVisible();
    await expect(oeps).toHaveCount(0);
    await shoot(page, 'offline-nooit-bezocht-390');
    await expectNoSeriousA11yViolations(page);

    // A reload while offline: the worker's shell, and the same state.
    const navigation = await page.reload();
    expect(navigation?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reglement');
    await expect(offlineState).toBeVisible();
    await expect(notice).toHaveText('Geen verbinding.');
    await expect(oeps).toHaveCount(0);

    // The connection returns: the rules load by themselves, no reload, and the notice goes.
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 2, name: 'Je selectie' })).toBeVisible();
    await expect(offlineState).toHaveCount(0);
    await expect(page.getByText('Geen verbinding')).toHaveCount(0);
    await expect(oeps).toHaveCount(0);
    expect(navigations).toBe(0);
  });

  test('at 1280 px the offline state reads the same', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await openPage(page, '/home');
    await waitForServiceWorker(page);
    await expect.poll(() => cachedPaths(page, 'clubelf-paginas')).toEqual(['/__pagina__']);
    await context.setOffline(true);
    await page.goto('/info/reglement');
    await expect(page.locator('main').getByText(OFFLINE_STATE)).toBeVisible();
    await expect(page.getByText(/Oeps/)).toHaveCount(0);
    await shoot(page, 'offline-nooit-bezocht-1280');
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 2, name: 'Je selectie' })).toBeVisible();
  });
});
