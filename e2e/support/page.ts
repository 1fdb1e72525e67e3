import { expect, type Page } from '@playwright/test';

/** Opens a route and waits until its data is on screen (no loading states left). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('.state--loading')).toHaveCount(0);
}

/** The header's participant search box. */
export const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Kies een deelnemer' });

/** A card of the home page, by its heading. */
export const homeCard = (page: Page, title: string) =>
  page.locator('main').getByRole('region', { name: title, exact: true });
