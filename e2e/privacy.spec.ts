// Issue 15, privacy at phone width: the statement behind the footer's link, and the dashboard's
// Privacy page finding a person and exporting their data (the writes are in
// apps/server/src/organiser/privacy/privacy.api.test.ts; nothing here changes the shared demo data).
import { expect, test } from '@playwright/test';
import { signInToDashboard } from './dashboard-helpers';
import { expectNoSeriousA11yViolations } from './support/axe';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the footer leads to the privacy statement with the retention filled in', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/info\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByText(/bewaren we tot \d+ maanden na het einde/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Je rechten' })).toBeVisible();
  await expect(page.getByText('{')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the organiser finds a person and downloads everything kept about them', async ({ page }) => {
  await signInToDashboard(page);
  await page.goto('/dashboard/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByLabel(/Contactgegevens bewaren tot/)).toHaveValue(/^\d+$/);

  await page.getByLabel('Naam of e-mailadres').fill('van der');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  const results = page.getByRole('list', { name: 'Gevonden personen' });
  const first = results.getByRole('listitem').first();
  await expect(first).toContainText(/Seizoen \d{4}-\d{4}/);

  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: 'Exporteren' }).click();
  expect((await download).suggestedFilename()).toMatch(/^gegevens-persoon-\d+\.json$/);
  await expect(first.getByText(/Gedownload: gegevens-persoon-\d+\.json/)).toBeVisible();

  // Anonymising asks first, says it cannot be undone, and can be cancelled.
  await first.getByRole('button', { name: 'Naam anonimiseren' }).click();
  await expect(first.getByText(/Dit kan niet ongedaan worden gemaakt/)).toBeVisible();
  await first.getByRole('button', { name: 'Annuleren' }).click();
  await expect(first.getByRole('button', { name: 'Naam anonimiseren' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
