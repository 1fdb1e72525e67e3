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
    await expect(page).toHaveURL(/\/info\/wedstrijden\/3$/);
    const ronde = await apiGet<Speelronde>(
      request,
      `/api/wedstrijden/${earlier.round}?spelers=true`,
    );
    const items = page.locator('.wedstrijd');
    await expect(items).toHaveCount(ronde.wedstrijden.length);
    // The first match of the round with a goal scorer: his row must say so.
    const index = ronde.wedstrijden.findIndex((w) =>
      w.spelers!.some((s) => s.played && s.goals > 0),
    );
    expect(index, 'a match with a goal scorer in this round').toBeGreaterThanOrEqual(0);
    const wedstrijd = ronde.wedstrijden[index]!;
    const item = items.nth(index);
    await expect(item.locator('.wedstrijd__head')).toContainText(wedstrijd.homeClub);
    await expect(item.locator('.wedstrijd__head')).toContainText(wedstrijd.awayClub);
    await expect(item.locator('.uitslag')).toHaveText(
      `${wedstrijd.homeGoals} - ${wedstrijd.awayGoals}`,
    );
    // dd-MM-y HH:mm, the Dutch way.
    await expect(item.locator('time')).toContainText(nlDateTime(wedstrijd.kickoff));

    await item.getByText('Spelers en punten').click();
    for (const [side, club] of [
      ['home', wedstrijd.homeClub],
      ['away', wedstrijd.awayClub],
    ] as const) {
      const played = wedstrijd.spelers!.filter((s) => s.side === side && s.played);
      const table = item.getByRole('table', { name: club, exact: true });
      await expect(table.locator('tbody tr')).toHaveCount(played.length);
    }
    const scorer = wedstrijd.spelers!.find((s) => s.played && s.goals > 0)!;
    const side = scorer.side === 'home' ? wedstrijd.homeClub : wedstrijd.awayClub;
    const row = item
      .getByRole('table', { name: side, exact: true })
      .locator('tbody tr', { hasText: scorer.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(scorer.goals === 1 ? 'doelpunt' : `${scorer.goals} doelpunten`);
    await expect(row.locator('td').last()).toHaveText(nlNumber(scorer.points));
  });

  test('have no serious accessibility violations', async ({ page }) => {
    await openPage(page, '/info/reglement');
    await expectNoSeriousA11yViolations(page);
    await openPage(page, '/info/wedstrijden');
    await page.locator('.wedstrijd summary').first().click();
    await expectNoSeriousA11yViolations(page);
  });
});
