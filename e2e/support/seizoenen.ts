import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Seizoen, Seizoenen, Tussenstand } from '@clubelf/contract';
import { seizoenPath } from '@clubelf/contract/paths';
import { apiGet } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { openPage } from './page';

// The seasons of the demo: earlier seasons closed with their answers, the current one in play.
// The specs read them from the API (never fixed ids), so they hold for any such history.

/** Every season, newest first, and the newest closed season that has results. */
export async function seizoenen(
  request: APIRequestContext,
): Promise<{ alle: Seizoenen; huidig: Seizoen; afgesloten: Seizoen }> {
  const alle = await apiGet<Seizoenen>(request, '/api/seizoenen');
  const huidig = alle.find((s) => s.isCurrent);
  expect(huidig, 'the demo has a current season').toBeTruthy();
  for (const s of alle.filter((x) => x.isFinished)) {
    const stand = await apiGet<Tussenstand>(request, seizoenPath('/api/standen/tussenstand', s.id));
    if (stand.round > 0 && stand.rows.length > 0) return { alle, huidig: huidig!, afgesloten: s };
  }
  throw new Error('The demo holds no closed season with results: the archive has nothing to show');
}

/** An archived season's answer, as the page asks for it. */
export const archiefApi = <T>(request: APIRequestContext, path: string, seizoenId: number) =>
  apiGet<T>(request, seizoenPath(path, seizoenId));

/**
 * Opens an address of the archive and checks what every archive page shares: the strip naming
 * the season with the way back, no sideways scrolling on the phone, no serious axe finding (the
 * extra rules on: a11y-routes.spec.ts leaves the archive's pages to this), and
 * that every data call went to that season (or to the lists of seasons, not the current season).
 */
export async function openArchiefPage(page: Page, seizoen: Seizoen, path: string): Promise<void> {
  const calls: string[] = [];
  const onRequest = (r: { url: () => string }) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  };
  page.on('request', onRequest);
  await openPage(page, path);
  const strip = page.getByRole('banner').locator('p', { hasText: 'Je bekijkt' });
  await expect(strip).toContainText(`Je bekijkt ${seizoen.name} zoals het eindigde.`);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Naar het huidige seizoen' }),
  ).toHaveAttribute('href', '/home');
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(sizes.scroll, `${path} is wider than the screen`).toBeLessThanOrEqual(sizes.client);
  // The archive's pages are not in a11y-routes.spec.ts's walk: its rules here.
  await expectNoSeriousA11yViolations(page, { extraRules: true });
  page.off('request', onRequest);
  const elders = calls.filter(
    (p) =>
      !p.startsWith(`/api/seizoenen/${seizoen.id}/`) &&
      // The live stream carries no season's data: only that something changed.
      !['/api/seizoenen', '/api/info/site', '/api/erelijst', '/api/live'].includes(p),
  );
  expect(elders, `${path} asked another season`).toEqual([]);
}
