// Issue 26 item 7: a live update keeps the reader's row where it was. A phone at 390 px on a
// long tussenstand, scrolled to the chosen participant's row; the organiser saves a result that
// moves rows, the chosen one's included, and the page refreshes itself: the row stays within
// 2 px of where the reader had it. Chrome's own scroll anchoring keeps it when the row climbs
// (the rows it passes are moved below it); when it drops, the row itself is moved in the table
// and the browser anchored another one: 210 px before the fix. Runs on the dashboard project's
// server (it changes the season) and puts the result back afterwards.
import { expect, test, type Locator } from '@playwright/test';
import type { Tussenstand } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { organiserApi } from './dashboard-helpers';
import { apiGet } from './support/api';
import { nlNumber } from './support/format';
import { putBack, uitslagVan, withChange } from './support/live-uitslag';
import { openPage } from './support/page';
import { shoot } from './support/shoot';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The row's top in the viewport once the page stopped scrolling (the scroll to it settled). */
async function settledTop(row: Locator): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const y = (await row.boundingBox())?.y ?? Number.NaN;
        const still = Math.abs(y - last) < 0.5;
        last = y;
        return still;
      },
      { intervals: [400], timeout: 15_000 },
    )
    .toBe(true);
  return last;
}

const CASES = [
  { name: 'climbs', change: { goals: 5, ownGoals: 0 }, climbs: true },
  { name: 'drops', change: { goals: 0, ownGoals: 3 }, climbs: false },
] as const;

for (const { name, change, climbs } of CASES) {
  test(`a live update keeps the reader’s row in place when it ${name} in a long tussenstand`, async ({
    page,
    request,
  }) => {
    const api = await organiserApi(request);
    const stand = await apiGet<Tussenstand>(request, apiPaths.standen.tussenstand);
    // In the lower half of the standing, with participants on both sides to pass or be passed by.
    const chosen = stand.rows[Math.floor(stand.rows.length * 0.6)]!;
    const { uitslag, speler } = await uitslagVan(request, api, chosen, stand.round);

    await page.addInitScript(
      (value) => localStorage.setItem('deelnemer', value),
      JSON.stringify({ id: chosen.deelnemerId, name: chosen.name, teamName: chosen.teamName }),
    );
    const streamOpen = page.waitForResponse((r) => r.url().endsWith(apiPaths.live));
    await openPage(page, '/standen/tussenstand');
    expect((await streamOpen).status()).toBe(200);
    const row = page.locator('tbody tr[aria-current="true"]');
    await expect(row).toContainText(nlNumber(chosen.totalScore));
    // The page scrolls to the chosen row by itself (docs/spec.md section 9); the reader reads it.
    await expect(row).toBeInViewport();
    const before = await settledTop(row);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(844);

    try {
      await api.put(
        organiserPaths.uitslag(uitslag.wedstrijd.id),
        withChange(uitslag, speler, change),
      );
      const after = (await apiGet<Tussenstand>(request, apiPaths.standen.tussenstand)).rows.find(
        (r) => r.deelnemerId === chosen.deelnemerId,
      )!;
      // The update moves the chosen row in the ranking, several places.
      if (climbs) expect(after.position).toBeLessThan(chosen.position - 1);
      else expect(after.position).toBeGreaterThan(chosen.position + 1);
      await expect(row).toContainText(nlNumber(after.totalScore));
      await expect(page.getByRole('status').filter({ hasText: 'Bijgewerkt' })).toBeVisible();
      const moved = Math.abs((await settledTop(row)) - before);
      test.info().annotations.push({ type: 'row moved (px)', description: moved.toFixed(1) });
      expect(moved, `the row moved ${moved} px`).toBeLessThanOrEqual(2);
      await shoot(page, `live-${name}-390`);
      if (climbs) {
        await page.setViewportSize({ width: 1280, height: 844 });
        await shoot(page, `live-${name}-1280`);
      }
    } finally {
      await putBack(api, uitslag, speler);
    }
  });
}
