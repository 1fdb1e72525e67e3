import { expect, test } from '@playwright/test';
import type { Deelnemer, DeelnemerRonde, Deelnemers } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { nlNumber } from './support/format';
import { openPage } from './support/page';

test.describe('deelnemers', () => {
  test('/deelnemers opens the scores page, which asks for a participant', async ({ page }) => {
    await page.goto('/deelnemers');
    await expect(page).toHaveURL(/\/deelnemers\/scores$/);
    await expect(page.locator('main')).toContainText('Kies hierboven een deelnemer');
  });

  test('scores: pick a participant and a round, see the 11 players with points per event', async ({
    page,
    request,
  }) => {
    const deelnemers = await apiGet<Deelnemers>(request, '/api/deelnemers');
    const gekozen = deelnemers[7]!;
    const seizoen = await apiGet<Deelnemer>(request, `/api/deelnemers/${gekozen.id}`);
    const round = seizoen.rounds[2]!.round;
    const ronde = await apiGet<DeelnemerRonde>(
      request,
      `/api/deelnemers/${gekozen.id}/ronde/${round}`,
    );

    const chartChunks: string[] = [];
    page.on('response', (r) => {
      if (/position-chart.*\.js$/.test(r.url())) chartChunks.push(r.url());
    });
    await openPage(page, '/deelnemers/scores');
    expect(chartChunks).toEqual([]);
    await page.getByLabel('Deelnemer', { exact: true }).selectOption(String(gekozen.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Scores van ${gekozen.name}`);
    await expect(page.locator('.facts')).toContainText(nlNumber(seizoen.totalScore));

    // The chart of the position per round comes in its own chunk (recharts).
    await expect(page.locator('.chart svg.recharts-surface')).toBeVisible();
    expect(chartChunks.length).toBe(1);
    await page.getByText('Scores en posities als tabel').click();
    await expect(
      page.getByRole('table', { name: 'Score en positie per speelronde' }).locator('tbody tr'),
    ).toHaveCount(seizoen.rounds.length);

    await page.getByLabel('Speelronde', { exact: true }).selectOption(String(round));
    const table = page.getByRole('table', {
      name: `Selectie van ${gekozen.name} in speelronde ${round}`,
    });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(11);
    for (const [i, s] of ronde.spelers.entries()) {
      const cells = rows.nth(i).locator('td');
      await expect(cells.nth(0).getByRole('link')).toHaveText(s.name);
      await expect(cells.nth(3)).toHaveText(nlNumber(s.points));
      // A played round: each player's match, then his points per event.
      await expect(cells.nth(4)).toContainText(s.wedstrijd ? 'gespeeld · tegen' : 'geen wedstrijd');
      await expect(cells.nth(5)).toHaveText(nlNumber(s.perEvent.basisplaats));
      await expect(cells.nth(8)).toHaveText(nlNumber(s.perEvent.doelpunt));
    }
    await expect(table.locator('tfoot')).toContainText(nlNumber(ronde.totalScore));
    await expect(page).toHaveURL(new RegExp(`deelnemer=${gekozen.id}&ronde=${round}`));
  });

  test('has no serious accessibility violations', async ({ page, request }) => {
    const deelnemers = await apiGet<Deelnemers>(request, '/api/deelnemers');
    await openPage(page, `/deelnemers/scores?deelnemer=${deelnemers[0]!.id}`);
    await expect(page.locator('.chart svg.recharts-surface')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
