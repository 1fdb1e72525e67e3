import { expect, test } from '@playwright/test';
import type { Reglement, Rondes, Speelronde } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { nlDateTime, nlNumber } from './support/format';
import { openPage } from './support/page';

test.describe('info', () => {
  test('/info opens the rules', async ({ page }) => {
    await page.goto('/info');
    await expect(page).toHaveURL(/\/info\/reglement$/);
  });

  test("reglement: the rules with this season's scoring table", async ({ page, request }) => {
    const r = await apiGet<Reglement>(request, '/api/info/reglement');
    await openPage(page, '/info/reglement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reglement');
    const table = page.getByRole('table', { name: 'Punten per speler per wedstrijd' });
    await expect(table.locator('thead th')).toHaveText([
      'Gebeurtenis',
      'Keeper',
      'Verdediger',
      'Middenvelder',
      'Aanvaller',
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(r.scoreTable.length);
    const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
    for (const [i, row] of r.scoreTable.entries()) {
      await expect(rows.nth(i).locator('th')).toHaveText(row.label);
      await expect(rows.nth(i).locator('td')).toHaveText(
        (['Keeper', 'Verdediger', 'Middenvelder', 'Aanvaller'] as const).map((p) =>
          sign(row.points[p]),
        ),
      );
    }
    const main = page.locator('main');
    await expect(main).toContainText(`maximaal ${r.maxPerClub} spelers van dezelfde club`);
    await expect(main).toContainText(`maximaal ${r.maxTransfers} spelers wisselen`);
    for (const p of r.periodes) {
      await expect(main).toContainText(
        `Periode ${p.nummer}: speelronde ${p.fromRound} t/m ${p.toRound}`,
      );
    }
    await expect(main).toContainText(`vanaf ${r.teamMinDeelnemers} deelnemers`);
  });

  test("wedstrijden: pick a round, see its matches and each player's events", async ({
    page,
    request,
  }) => {
    const rondes = await apiGet<Rondes>(request, '/api/wedstrijden/rounds');
    const last = rondes.filter((r) => r.state !== 'gepland').at(-1)!;
    const earlier = rondes.find((r) => r.round === 3)!;
    await openPage(page, '/info/wedstrijden');
    const select = page.getByLabel('Speelronde', { exact: true });
    await expect(select).toHaveValue(String(last.round));
    await expect(select.locator('option')).toHaveCount(rondes.length);

    await select.selectOption(String(earlier.round));
    await expect(page).toHaveURL(/ronde=3/);
    const ronde = await apiGet<Speelronde>(
      request,
      `/api/wedstrijden/${earlier.round}?spelers=true`,
    );
    const items = page.locator('.wedstrijd');
    await expect(items).toHaveCount(ronde.wedstrijden.length);
    const first = ronde.wedstrijden[0]!;
    const item = items.first();
    await expect(item.locator('.wedstrijd__head')).toContainText(first.homeClub);
    await expect(item.locator('.wedstrijd__head')).toContainText(first.awayClub);
    await expect(item.locator('.uitslag')).toHaveText(`${first.homeGoals} - ${first.awayGoals}`);
    // dd-MM-y HH:mm, the Dutch way.
    await expect(item.locator('time')).toContainText(nlDateTime(first.kickoff));

    await item.getByText('Spelers en punten').click();
    const thuis = first.spelers!.filter((s) => s.side === 'home' && s.played);
    const table = item.getByRole('table', { name: first.homeClub });
    await expect(table.locator('tbody tr')).toHaveCount(thuis.length);
    const scorer = first.spelers!.find((s) => s.played && s.goals > 0);
    if (scorer) {
      const side = scorer.side === 'home' ? first.homeClub : first.awayClub;
      const row = item
        .getByRole('table', { name: side })
        .locator('tbody tr', { hasText: scorer.name });
      await expect(row).toContainText(
        scorer.goals === 1 ? 'doelpunt' : `${scorer.goals} doelpunten`,
      );
      await expect(row.locator('td').last()).toHaveText(nlNumber(scorer.points));
    }
  });

  test('have no serious accessibility violations', async ({ page }) => {
    await openPage(page, '/info/reglement');
    await expectNoSeriousA11yViolations(page);
    await openPage(page, '/info/wedstrijden');
    await page.locator('.wedstrijd summary').first().click();
    await expectNoSeriousA11yViolations(page);
  });
});
