import { expect, test } from '@playwright/test';
import type { Subcompetities, Teamcompetitie } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { nlNumber, nlOneDecimal } from './support/format';
import { openPage } from './support/page';

test.describe('teamstanden', () => {
  test('/teamstanden opens the team competition', async ({ page }) => {
    await page.goto('/teamstanden');
    await expect(page).toHaveURL(/\/teamstanden\/teamcompetitie$/);
  });

  test('teamcompetitie: every team with its average score, one decimal', async ({
    page,
    request,
  }) => {
    const stand = await apiGet<Teamcompetitie>(request, '/api/teamstanden/teamcompetitie');
    await openPage(page, '/teamstanden/teamcompetitie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teamcompetitie');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(stand.teamcompetitiePositions.length);
    for (const [i, team] of stand.teamcompetitiePositions.entries()) {
      // The average it ranks by right after the name; the last cell holds a phone's detail button.
      await expect(rows.nth(i).locator('td')).toHaveText([
        String(team.position),
        team.teamName,
        nlOneDecimal(team.averageScore),
        String(team.deelnemerCount),
        nlNumber(team.totalScore),
        '',
      ]);
    }
  });

  test('subcompetities: a standing per group', async ({ page, request }) => {
    const subs = await apiGet<Subcompetities>(request, '/api/teamstanden/subcompetities');
    expect(subs.length).toBeGreaterThan(0);
    await openPage(page, '/teamstanden/subcompetities');
    for (const sub of subs) {
      const section = page.getByRole('region', { name: sub.name, exact: true });
      await expect(section.locator('tbody tr')).toHaveCount(sub.rows.length);
      const first = sub.rows[0]!;
      await expect(section.locator('tbody tr').first().locator('td').nth(2)).toContainText(
        first.name,
      );
      await expect(section.locator('tbody tr').first().locator('td').nth(4)).toHaveText(
        nlNumber(first.totalScore),
      );
    }
  });

  test('have no serious accessibility violations', async ({ page }) => {
    for (const path of ['teamcompetitie', 'subcompetities']) {
      await openPage(page, `/teamstanden/${path}`);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
