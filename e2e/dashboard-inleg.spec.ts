// Issue 15, entry fees at phone width: mark a participant paid, they leave the open list and
// the totals change.
import { expect, test } from '@playwright/test';
import type { InlegOverzicht } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { formatEuro } from '@clubelf/contract/organiser/inleg-wijzen';
import { organiserApi, signInToDashboard } from './dashboard-helpers';
import { expectNoSeriousA11yViolations } from './support/axe';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('mark a participant paid: they leave the open list and the totals change', async ({
  page,
  request,
}) => {
  const api = await organiserApi(request);
  const before = await api.put<InlegOverzicht>(organiserPaths.inleg, {
    bedragCenten: 1250,
    onbetaaldTeltMee: true,
    betaalinstructie: 'Maak over naar NL00 BANK 0123 4567 89.',
  });
  const open = before.deelnemers.filter((d) => !d.betaald);
  expect(open.length, 'someone is still open').toBeGreaterThan(1);
  const target = open[0]!;

  await signInToDashboard(page);
  await page.goto('/dashboard/inleg');
  await expect(page.getByRole('heading', { level: 1, name: 'Inleg' })).toBeVisible();
  const totaal = (label: string) => page.getByTestId(`totaal-${label}`);
  await expect(totaal('Ontvangen')).toHaveText(formatEuro(before.totalen.ontvangen));
  const openList = page.getByRole('list', { name: 'Nog niet betaald' });
  await page.getByText(`Namen (${open.length})`, { exact: true }).click();
  await expect(openList.getByText(target.name, { exact: true })).toBeVisible();
  const reminder = page.getByLabel('Herinnering voor WhatsApp (pas gerust aan)');
  await expect(reminder).toHaveValue(new RegExp(`- ${target.name} \\(`));
  await expect(reminder).toHaveValue(/€ 12,50/);

  // Find them, mark them paid by Tikkie today.
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(target.name);
  const row = page.getByTestId('inleg-deelnemer').filter({ hasText: target.name }).first();
  await row.getByRole('button', { name: `Betaald: ${target.name}` }).click();
  const form = page.getByRole('form', { name: `Inleg van ${target.name}` });
  await expect(form.getByLabel('Betaald op')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await form.getByLabel('Hoe').selectOption('tikkie');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Opslaan als betaald' }).click();

  await expect(row.getByText('betaald', { exact: true })).toBeVisible();
  await expect(openList.getByText(target.name, { exact: true })).toHaveCount(0);
  await expect(reminder).not.toHaveValue(new RegExp(`- ${target.name} \\(`));
  await expect(totaal('Ontvangen')).toHaveText(formatEuro(before.totalen.ontvangen + 1250));
  await expect(totaal('Open')).toHaveText(formatEuro(before.totalen.open - 1250));

  const after = await api.get<InlegOverzicht>(organiserPaths.inleg);
  expect(after.deelnemers.find((d) => d.deelnemerId === target.deelnemerId)).toMatchObject({
    betaald: true,
    wijze: 'tikkie',
  });
});
