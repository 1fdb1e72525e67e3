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
    const headers = table.locator('thead th');
    await expect(headers).toHaveCount(5);
    for (const [i, name] of [
      'Gebeurtenis',
      'Keeper',
      'Verdediger',
      'Middenvelder',
      'Aanvaller',
    ].entries()) {
      await expect(headers.nth(i)).toHaveAccessibleName(name);
      await expect(headers.nth(i)).toContainText(name);
    }
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
    // The head names both clubs, each a link to its page.
    await expect(item.getByRole('link', { name: wedstrijd.homeClub, exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: wedstrijd.awayClub, exact: true })).toBeVisible();
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

// Issue 26: on a phone the scoring table showed Keeper and Verdediger only, the other two
// positions behind a sideways scroll. Now the positions are letters with a legend: all four fit.
test.describe('reglement on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the scoring table shows every position, nothing scrolls sideways', async ({ page }) => {
    await openPage(page, '/info/reglement');
    const table = page.getByRole('table', { name: 'Punten per speler per wedstrijd' });
    await table.scrollIntoViewIfNeeded();
    const headers = table.locator('thead th');
    for (const [i, [letter, name]] of [
      ['K', 'Keeper'],
      ['V', 'Verdediger'],
      ['M', 'Middenvelder'],
      ['A', 'Aanvaller'],
    ].entries()) {
      const header = headers.nth(i + 1);
      await expect(header).toHaveAccessibleName(name!);
      await expect(header.locator('[aria-hidden="true"]')).toHaveText(letter!);
      await expect(header).toBeInViewport({ ratio: 1 });
      // The last row's figure in each column is on screen too.
      await expect(table.locator('tbody tr').last().locator('td').nth(i)).toBeInViewport({
        ratio: 1,
      });
    }
    const region = page.getByRole('region', { name: 'Puntentelling' });
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect(
      page.getByText('K = Keeper · V = Verdediger · M = Middenvelder · A = Aanvaller'),
    ).toBeVisible();
    // Axe over /info/reglement at 390 px: a11y-routes.spec.ts.
  });

  test('on a wide screen the positions keep their full names and no legend', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/info/reglement');
    const table = page.getByRole('table', { name: 'Punten per speler per wedstrijd' });
    await expect(table.locator('thead th').nth(3)).toHaveText(/^middenvelder$/i, {
      useInnerText: true,
    });
    await expect(page.getByText('K = Keeper', { exact: false })).toBeHidden();
  });
});
