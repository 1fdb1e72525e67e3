import { expect, test } from '@playwright/test';
import type { Deelnemers } from '@clubelf/contract';
import { FIXTURES } from '../apps/server/src/organiser/import/fixtures/fixture-files';
import { openSection, signInToDashboard } from './dashboard-helpers';
import { apiGet } from './support/api';

test('import participants: the preview lists both refused rows with their reasons, then imports the rest', async ({
  page,
  request,
}) => {
  await signInToDashboard(page);
  await openSection(page, 'Import & export');
  await page
    .getByLabel('Wat wil je importeren?')
    .selectOption({ label: 'Deelnemers met hun selectie' });
  await page.getByLabel('Bestand (.xlsx of .csv)').setInputFiles(FIXTURES.deelnemersTweeFouten);
  await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();

  const voorbeeld = page.getByRole('region', { name: 'Voorbeeld van de import' });
  await expect(voorbeeld).toContainText('3 rijen worden ingelezen, 2 rijen worden geweigerd');
  const refused = voorbeeld.getByRole('table', { name: 'Geweigerde rijen met de reden' });
  const rows = refused.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).locator('td').nth(0)).toHaveText('3');
  await expect(rows.nth(0).locator('td').nth(1)).toHaveText('Kees Onbekend');
  await expect(rows.nth(0).locator('td').nth(2)).toContainText("onbekende speler 'Jan Nergens'");
  await expect(rows.nth(1).locator('td').nth(0)).toHaveText('5');
  await expect(rows.nth(1).locator('td').nth(1)).toHaveText('Lotte Teveel');
  await expect(rows.nth(1).locator('td').nth(2)).toContainText(
    /Maximaal 3 spelers van één club: .+ heeft er 4\./,
  );
  // The preview wrote nothing.
  const names = async () =>
    (await apiGet<Deelnemers>(request, '/api/deelnemers')).map((d) => d.name);
  expect(await names()).not.toContain('Piet Aanmelder');

  await voorbeeld.getByRole('button', { name: 'Importeren (3 rijen)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'geïmporteerd' })).toHaveText(
    '3 rijen zijn geïmporteerd; 2 geweigerde rijen zijn overgeslagen.',
  );
  const after = await names();
  expect(after).toEqual(expect.arrayContaining(['Piet Aanmelder', 'Sanne de Boer', 'Ömer Yılmaz']));
  expect(after).not.toContain('Kees Onbekend');
  expect(after).not.toContain('Lotte Teveel');
});
