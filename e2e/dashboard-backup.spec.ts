import { expect, test } from '@playwright/test';
import type { Tussenstand } from '@clubelf/contract';
import { openSection, signInToDashboard } from './dashboard-helpers';
import { apiGet } from './support/api';

test('download a backup and put it back after a confirmation', async ({
  page,
  request,
}, testInfo) => {
  const before = await apiGet<Tussenstand>(request, '/api/standen/tussenstand');
  await signInToDashboard(page);
  await openSection(page, 'Back-up');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Back-up downloaden' }).click();
  const file = testInfo.outputPath((await download).suggestedFilename());
  await (await download).saveAs(file);
  expect(file).toMatch(/\.json$/);
  await expect(page.getByRole('status').filter({ hasText: 'gedownload' })).toBeVisible();

  const restore = page.getByRole('region', { name: 'Back-up terugzetten' });
  await restore.getByLabel('Back-upbestand (.json)').setInputFiles(file);
  await expect(restore).toContainText(
    /Back-up van \d{2}-\d{2}-\d{4} \d{2}:\d{2}: \d+ tabellen, \d+ rijen\./,
  );
  const button = restore.getByRole('button', { name: 'Back-up terugzetten' });
  // Only after saying so.
  await expect(button).toBeDisabled();
  await restore.getByLabel('Ik begrijp dat alle huidige gegevens worden vervangen.').check();
  await button.click();
  await restore.getByRole('button', { name: 'Ja, terugzetten' }).click();
  await expect(restore.getByRole('status')).toContainText(/is teruggezet \(\d+ rijen\)/);
  expect(await apiGet<Tussenstand>(request, '/api/standen/tussenstand')).toEqual(before);
});
