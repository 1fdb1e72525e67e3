import { expect, test } from '@playwright/test';
import { PRIJS_NAMEN, type Erelijst, type ErelijstRecords } from '@clubelf/contract';
import { apiGet } from './support/api';
import { nlNumber } from './support/format';
import { openPage } from './support/page';

// The honours list on a phone: every prize of every closed season, the all-time tables, and every
// name on to that person's career.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** What the page says for a prize's winners (a shared title is shown as shared). */
const winnaars = (winners: readonly string[]) =>
  winners.length === 0
    ? 'Niet uitgereikt'
    : `${winners.join(' & ')}${winners.length > 1 ? ' (gedeeld)' : ''}`;

test.describe('erelijst', () => {
  test('every prize of every closed season, newest first, with its winners', async ({
    page,
    request,
  }) => {
    const erelijst = await apiGet<Erelijst>(request, '/api/erelijst');
    expect(erelijst.length, 'the demo has closed seasons').toBeGreaterThan(0);
    await openPage(page, '/erelijst');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erelijst');
    const seizoenen = page.locator('main .card');
    await expect(seizoenen.locator('h3')).toHaveText(erelijst.map((s) => s.seizoenName));
    let links = 0;
    for (const [i, seizoen] of erelijst.entries()) {
      const card = seizoenen.nth(i);
      await expect(card.getByRole('link', { name: seizoen.seizoenName })).toHaveAttribute(
        'href',
        `/archief/${seizoen.seizoenId}`,
      );
      const rows = card.locator('dl > div');
      await expect(rows.locator('dt')).toHaveText(seizoen.prizes.map((p) => PRIJS_NAMEN[p.prize]));
      await expect(rows.locator('dd')).toHaveText(seizoen.prizes.map((p) => winnaars(p.winners)));
      for (const [j, prijs] of seizoen.prizes.entries()) {
        for (const [k, name] of prijs.winners.entries()) {
          const persoonId = prijs.persoonIds[k];
          const link = rows.nth(j).getByRole('link', { name, exact: true });
          if (persoonId === null || persoonId === undefined) {
            await expect(link).toHaveCount(0);
          } else {
            await expect(link).toHaveAttribute('href', `/personen/${persoonId}`);
            links += 1;
          }
        }
      }
    }
    expect(links, 'winners linked to their careers were checked').toBeGreaterThan(0);
    const sizes = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    // Axe over /erelijst at 390 px: a11y-routes.spec.ts.
  });

  test('a shared title reads as shared, each name to its own career', async ({ page, request }) => {
    // The demo's titles may all have one winner: the page is given a shared one to show.
    const erelijst = await apiGet<Erelijst>(request, '/api/erelijst');
    const [eerste, ...rest] = erelijst;
    const gedeeld: Erelijst = [
      {
        ...eerste!,
        prizes: eerste!.prizes.map((p) =>
          p.prize === 'kampioen'
            ? { ...p, winners: ['Anne Gedeeld', 'Bram Gedeeld'], persoonIds: [1, 2] }
            : p,
        ),
      },
      ...rest,
    ];
    await page.route('**/api/erelijst', (route) => route.fulfill({ json: gedeeld }));
    await openPage(page, '/erelijst');
    const kampioen = page.locator('main .card').first().locator('dl > div').first();
    await expect(kampioen.locator('dd')).toHaveText('Anne Gedeeld & Bram Gedeeld (gedeeld)');
    await expect(kampioen.getByRole('link', { name: 'Anne Gedeeld' })).toHaveAttribute(
      'href',
      '/personen/1',
    );
    await expect(kampioen.getByRole('link', { name: 'Bram Gedeeld' })).toHaveAttribute(
      'href',
      '/personen/2',
    );
  });

  test('the all-time tables: most titles, best season total, most seasons', async ({
    page,
    request,
  }) => {
    const records = await apiGet<ErelijstRecords>(request, '/api/erelijst/records');
    await openPage(page, '/erelijst');
    const titels = page.getByRole('table', { name: 'Meeste titels' });
    await expect(titels.locator('tbody tr')).toHaveCount(records.mostTitles.length);
    for (const [i, r] of records.mostTitles.entries()) {
      const row = titels.locator('tbody tr').nth(i);
      await expect(row.getByRole('link', { name: r.name })).toHaveAttribute(
        'href',
        `/personen/${r.persoonId}`,
      );
      await expect(row.locator('td').last()).toHaveText(nlNumber(r.titles));
    }
    const totalen = page.getByRole('table', { name: 'Hoogste seizoenstotaal' });
    await expect(totalen.locator('tbody tr')).toHaveCount(records.bestTotals.length);
    const best = records.bestTotals[0]!;
    await expect(totalen.locator('tbody tr').first()).toContainText(best.name);
    await expect(totalen.locator('tbody tr').first()).toContainText(best.seizoenName);
    await expect(totalen.locator('tbody tr').first().locator('td').last()).toHaveText(
      nlNumber(best.totalScore),
    );
    const seizoenen = page.getByRole('table', { name: 'Meeste seizoenen' });
    await expect(seizoenen.locator('tbody tr')).toHaveCount(records.mostSeasons.length);
    await expect(seizoenen.locator('tbody tr').first().locator('td').last()).toHaveText(
      nlNumber(records.mostSeasons[0]!.seasons),
    );
    // Equal figures share a position, as in the standings.
    const posities = await titels.locator('tbody tr td:first-child').allTextContents();
    for (const [i, r] of records.mostTitles.entries()) {
      const prev = records.mostTitles[i - 1];
      if (prev && prev.titles === r.titles) expect(posities[i]).toBe(posities[i - 1]);
      else expect(posities[i]).toBe(String(i + 1));
    }
  });

  test("a winner's name opens their career", async ({ page, request }) => {
    const records = await apiGet<ErelijstRecords>(request, '/api/erelijst/records');
    const top = records.mostTitles[0]!;
    await openPage(page, '/erelijst');
    await page
      .getByRole('table', { name: 'Meeste titels' })
      .getByRole('link', { name: top.name })
      .click();
    await expect(page).toHaveURL(new RegExp(`/personen/${top.persoonId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(top.name);
  });

  test('the menu leads to the erelijst and the archive', async ({ page }) => {
    await openPage(page, '/home');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await nav.getByRole('button', { name: 'Historie' }).click();
    await expect(nav.getByRole('link', { name: 'Archief: alle seizoenen' })).toHaveAttribute(
      'href',
      '/archief',
    );
    await nav.getByRole('link', { name: 'Erelijst' }).click();
    await expect(page).toHaveURL(/\/erelijst$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erelijst');
  });
});
