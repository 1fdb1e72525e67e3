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
import { openPage, searchBox } from './support/page';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Chooses a participant the way a visitor does: type, pick from the list. */
async function choose(page: Page, d: { name: string; teamName: string }) {
  const label = `${d.name} - ${d.teamName}`;
  await searchBox(page).fill(label);
  await page.getByRole('option', { name: label }).click();
}

/** Stores a choice before the page loads, as a returning visitor has it. */
async function remember(page: Page, d: { id: number; name: string; teamName: string }) {
  await page.addInitScript((value) => localStorage.setItem('deelnemer', value), JSON.stringify(d));
}

test.describe('the chosen participant', () => {
  test('is highlighted in the tussenstand, and the page scrolls to the row (offset -200)', async ({
    page,
    request,
  }) => {
    const stand = await apiGet<Tussenstand>(request, '/api/standen/tussenstand');
    const list = await apiGet<Deelnemers>(request, '/api/deelnemers');
    const row = stand.rows[Math.floor(stand.rows.length * 0.6)]!;
    const d = list.find((x) => x.id === row.deelnemerId)!;

    await openPage(page, '/standen/tussenstand');
    await choose(page, d);
    const tr = page.locator('tbody tr[aria-current="true"]');
    await expect(tr).toHaveCount(1);
    await expect(tr).toContainText(d.name);
    await expect(tr).toHaveClass(/is-gekozen/);

    const target = await tr.evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 200);
    expect(target).toBeGreaterThan(1000);
    // After the 1 s delay and the 2000 ms elastic scroll the row sits 200 px below the top; it is
    // read twice, apart, so a pass through the target in mid-bounce does not count.
    await expect
      .poll(
        async () => {
          const first = await scrollY(page);
          await page.waitForTimeout(300);
          return Math.max(Math.abs(first - target), Math.abs((await scrollY(page)) - target));
        },
        { timeout: 15_000 },
      )
      .toBeLessThanOrEqual(2);
  });

  test('without a choice the page stays at the top', async ({ page }) => {
    await openPage(page, '/standen/tussenstand');
    await page.waitForTimeout(3500);
    expect(await scrollY(page)).toBe(0);
    await expect(page.locator('tr[aria-current="true"]')).toHaveCount(0);
  });

  test('is highlighted in a cup round, a period and the team standings', async ({
    page,
    request,
  }) => {
    const rondes = await apiGet<BekerRondeSummary[]>(request, '/api/bekerrondes');
    const ronde = await apiGet<BekerRondeDetail>(request, `/api/bekerrondes/${rondes.at(-2)!.id}`);
    const entrant = ronde.duels[0]!.second;
    const d = { id: entrant.id, name: entrant.name, teamName: entrant.teamName };
    await remember(page, d);

    await openPage(page, `/beker/${ronde.id}`);
    const duel = page.locator('.duel[aria-current="true"]');
    await expect(duel).toHaveCount(1);
    await expect(duel).toContainText(d.name);
    await expect(duel).toHaveClass(/is-gekozen/);

    const periode = await apiGet<Periode>(request, '/api/periodetitels/2');
    expect(periode.rows.some((r) => r.deelnemerId === d.id)).toBe(true);
    await openPage(page, '/periodetitels/2');
    await expect(page.locator('tbody tr[aria-current="true"]')).toContainText(d.name);

    await openPage(page, '/standen/fairplaycup');
    await expect(page.locator('tbody tr[aria-current="true"]')).toContainText(d.name);

    // The team standings highlight the participant's team.
    const teams = await apiGet<Teamcompetitie>(request, '/api/teamstanden/teamcompetitie');
    const team = teams.teamcompetitiePositions.find((t) => t.teamName === d.teamName);
    await openPage(page, '/teamstanden/teamcompetitie');
    const teamRow = page.locator('tbody tr[aria-current="true"]');
    if (team) await expect(teamRow).toContainText(team.teamName);
    else await expect(teamRow).toHaveCount(0);

    const seizoen = await apiGet<Deelnemer>(request, `/api/deelnemers/${d.id}`);
    await openPage(page, '/teamstanden/subcompetities');
    for (const sub of seizoen.subcompetities) {
      const region = page.getByRole('region', { name: sub, exact: true });
      await expect(region.locator('tbody tr[aria-current="true"]')).toContainText(d.name);
    }
  });
});
