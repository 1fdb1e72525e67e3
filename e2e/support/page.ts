import { expect, type Page } from '@playwright/test';

/** Opens a route and waits until its data is on screen (no loading states left). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('.state--loading')).toHaveCount(0);
}

/**
 * Opens /home the way a tap inside the app does (from /info, by the header's brand link): the
 * app then asks the API for every card, which a first visit to /home gets in the page itself
 * (its first screen rendered on the server, decision 031).
 */
export async function openHomeInApp(page: Page): Promise<void> {
  await openPage(page, '/info');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Superelf/ })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('.state--loading')).toHaveCount(0);
}

/** The query keys whose data came with the page (the first screen's embedded cache, decision 031). */
export async function firstScreenQueryKeys(page: Page): Promise<unknown[]> {
  const state = await page.locator('#clubelf-first-screen').textContent();
  const queries = (JSON.parse(state ?? '{}') as { queries?: { queryKey: unknown }[] }).queries;
  return (queries ?? []).map((query) => query.queryKey);
}

/** The header's participant search box. */
export const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Kies een deelnemer' });

/** A card of the home page, by its heading. */
export const homeCard = (page: Page, title: string) =>
  page.locator('main').getByRole('region', { name: title, exact: true });
