import { expect, test, type Page } from '@playwright/test';
import type {
  BekerRondeDetail,
  BekerRondeSummary,
  Deelnemer,
  Deelnemers,
  Periode,
  Teamcompetitie,
  Tussenstand,
} from '@clubelf/contract';
import { apiGet } from './support/api';
import { flushPage, pageNow } from './support/clock';
import { openPage, searchBox } from './support/page';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Stores a choice before the page loads, as a returning visitor has it. */
async function remember(page: Page, d: { id: number; name: string; teamName: string }) {
  await page.addInitScript((value) => localStorage.setItem('deelnemer', value), JSON.stringify(d));
}

test.describe('the chosen participant', () => {
  test('is highlighted in the tussenstand, and 1 s later the page scrolls to the row (offset -200)', async ({
    page,
    request,
  }) => {
    const stand = await apiGet<Tussenstand>(request, '/api/standen/tussenstand');
    const list = await apiGet<Deelnemers>(request, '/api/deelnemers');
    const row = stand.rows[Math.floor(stand.rows.length * 0.6)]!;
    const d = list.find((x) => x.id === row.deelnemerId)!;
    const label = `${d.name} - ${d.teamName}`;

    await page.clock.install();
    await openPage(page, '/standen/tussenstand');
    // The participants' list once, so the search can answer while the clock stands still.
    const box = searchBox(page);
    await box.fill(d.name);
    await expect(page.getByRole('option', { name: label })).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('option')).toHaveCount(0);

    // From here on, time only moves when the test says so.
    await page.clock.pauseAt((await pageNow(page)) + 1000);
    await box.fill(label);
    await flushPage(page);
    await page.clock.runFor(200);
    await page.getByRole('option', { name: label }).click();
    const tr = page.locator('tbody tr[aria-current="true"]');
    await expect(tr).toHaveCount(1);
    await expect(tr).toContainText(d.name);
    await expect(tr).toHaveClass(/is-gekozen/);
    // The choice's effects have run: the scroll's timer is set.
    await flushPage(page);

    const target = await tr.evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 200);
    expect(target).toBeGreaterThan(1000);
    await page.clock.runFor(999);
    expect(await scrollY(page), 'no scroll before the 1 s delay is over').toBe(0);
    await page.clock.runFor(101);
    const early = await scrollY(page);
    expect(early, 'the scroll has begun').toBeGreaterThan(0);
    expect(Math.abs(early - target), 'a 2000 ms scroll, not a jump').toBeGreaterThan(100);
    // The 2000 ms elastic scroll ends with the row 200 px below the top, and stays there.
    await page.clock.runFor(2000);
    expect(Math.abs((await scrollY(page)) - target)).toBeLessThanOrEqual(2);
    await page.clock.runFor(1000);
    expect(Math.abs((await scrollY(page)) - target)).toBeLessThanOrEqual(2);
  });

  test('without a choice the page stays at the top', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/standen/tussenstand');
    await flushPage(page);
    // Longer than the 1 s delay and the 2000 ms scroll together, on the page's own clock.
    await page.clock.pauseAt((await pageNow(page)) + 1000);
    await page.clock.runFor(4000);
    expect(await scrollY(page)).toBe(0);
    await expect(page.locator('tr[aria-current="true"]')).toHaveCount(0);
  });

  test('is highlighted in a cup round, a period and the team standings', async ({
    page,
    request,
  }) => {
    const rondes = await apiGet<BekerRondeSummary[]>(request, '/api/bekerrondes');
    const ronde = await apiGet<BekerRondeDetail>(request, `/api/bekerrondes/${rondes.at(-2)!.id}`);
    const periode = await apiGet<Periode>(request, '/api/periodetitels/2');
    const teams = await apiGet<Teamcompetitie>(request, '/api/teamstanden/teamcompetitie');
    // An entrant of this cup round who also stands in period 2, whose team plays the team
    // competition, and who plays at least one subcompetition: every screen below has their row.
    let found: Deelnemer | undefined;
    for (const entrant of ronde.duels.flatMap((duel) => [duel.second, duel.first])) {
      if (!periode.rows.some((r) => r.deelnemerId === entrant.id)) continue;
      if (!teams.teamcompetitiePositions.some((t) => t.teamName === entrant.teamName)) continue;
      const seizoen = await apiGet<Deelnemer>(request, `/api/deelnemers/${entrant.id}`);
      if (seizoen.subcompetities.length > 0) {
        found = seizoen;
        break;
      }
    }
    expect(found, 'an entrant who is on every screen of this test').toBeDefined();
    const seizoen = found!;
    const d = { id: seizoen.id, name: seizoen.name, teamName: seizoen.teamName };
    await remember(page, d);

    await openPage(page, `/beker/${ronde.id}`);
    const duel = page.locator('.duel[aria-current="true"]');
    await expect(duel).toHaveCount(1);
    await expect(duel).toContainText(d.name);
    await expect(duel).toHaveClass(/is-gekozen/);

    await openPage(page, '/periodetitels/2');
    await expect(page.locator('tbody tr[aria-current="true"]')).toHaveCount(1);
    await expect(page.locator('tbody tr[aria-current="true"]')).toContainText(d.name);

    await openPage(page, '/standen/fairplaycup');
    await expect(page.locator('tbody tr[aria-current="true"]')).toContainText(d.name);

    // The team standings highlight the participant's team.
    await openPage(page, '/teamstanden/teamcompetitie');
    const teamRow = page.locator('tbody tr[aria-current="true"]');
    await expect(teamRow).toHaveCount(1);
    await expect(teamRow).toContainText(d.teamName);

    // Every subcompetition the participant plays highlights their row, and no other row.
    await openPage(page, '/teamstanden/subcompetities');
    await expect(page.locator('tbody tr[aria-current="true"]')).toHaveCount(
      seizoen.subcompetities.length,
    );
    for (const sub of seizoen.subcompetities) {
      const region = page.getByRole('region', { name: sub, exact: true });
      await expect(region.locator('tbody tr[aria-current="true"]')).toContainText(d.name);
    }
  });
});
