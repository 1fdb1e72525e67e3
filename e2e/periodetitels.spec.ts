import { expect, test } from '@playwright/test';
import type { Periode, PeriodetitelsSummary } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { nlNumber } from './support/format';
import { openPage } from './support/page';

test.describe('periodetitels', () => {
  test('/periodetitels opens the current period', async ({ page, request }) => {
    const summary = await apiGet<PeriodetitelsSummary>(request, '/api/summary/periodetitels');
    await page.goto('/periodetitels');
    await expect(page).toHaveURL(new RegExp(`/periodetitels/${summary.currentPeriod}$`));
  });

  for (const nummer of [1, 2, 3, 4]) {
    test(`/periodetitels/${nummer} shows the period's state and standing`, async ({
      page,
      request,
    }) => {
      const p = await apiGet<Periode>(request, `/api/periodetitels/${nummer}`);
      await openPage(page, `/periodetitels/${nummer}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Periode ${nummer}`);
      const state = !p.isActive
        ? 'Nog niet gespeeld'
        : !p.isFinished
          ? 'Wordt gespeeld'
          : 'Gespeeld';
      await expect(page.locator('.page-header__sub')).toContainText(
        `Speelronde ${p.fromRound} t/m ${p.toRound} · ${state}`,
      );
      if (p.isFinished) {
        await expect(page.locator('.highlight-box')).toContainText(p.winner!);
      } else {
        await expect(page.locator('.highlight-box')).toHaveCount(0);
      }
      const rows = page.locator('tbody tr');
      if (!p.isActive) {
        await expect(page.locator('main')).toContainText('Deze periode is nog niet begonnen.');
        await expect(rows).toHaveCount(0);
        return;
      }
      await expect(rows).toHaveCount(p.rows.length);
      for (const i of [0, 1, p.rows.length - 1]) {
        const row = p.rows[i]!;
        const cells = rows.nth(i).locator('td');
        await expect(cells.nth(0)).toHaveText(String(row.position));
        await expect(cells.nth(1)).toContainText(row.name);
        await expect(cells.nth(3)).toHaveText(nlNumber(row.score));
      }
    });
  }

  test('the period tabs switch between the four periods', async ({ page }) => {
    await openPage(page, '/periodetitels/1');
    await page
      .getByRole('navigation', { name: 'Periodes' })
      .getByRole('link', { name: 'Periode 4' })
      .click();
    await expect(page).toHaveURL(/\/periodetitels\/4$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Periode 4');
  });

  test('have no serious accessibility violations', async ({ page }) => {
    for (const nummer of [1, 2, 3, 4]) {
      await openPage(page, `/periodetitels/${nummer}`);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
