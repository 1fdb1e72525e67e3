import { expect, test } from '@playwright/test';
import type { Fairplaycup, Herbstmeister, Highscorecup, Tussenstand } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { nlNumber } from './support/format';
import { openPage } from './support/page';

test.describe('standen', () => {
  test('/standen opens the tussenstand', async ({ page }) => {
    await page.goto('/standen');
    await expect(page).toHaveURL(/\/standen\/tussenstand$/);
  });

  test('tussenstand: every participant with position, change arrow, name, team and points', async ({
    page,
    request,
  }) => {
    const stand = await apiGet<Tussenstand>(request, '/api/standen/tussenstand');
    await openPage(page, '/standen/tussenstand');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tussenstand');
    await expect(page.locator('.page-header__sub [data-ronde-status]')).toHaveText(
      `Na speelronde ${stand.round}`,
    );
    // Below it the round's winner(s), each a link to their page.
    await expect(page.locator('.page-header__sub')).toContainText(
      `speelronde ${stand.round}: ${stand.rondeWinnaars[0]!.name}`,
    );
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(stand.rows.length);
    for (const i of [0, 1, 2, Math.floor(stand.rows.length / 2), stand.rows.length - 1]) {
      const row = stand.rows[i]!;
      const cells = rows.nth(i).locator('td');
      await expect(cells.nth(0)).toHaveText(String(row.position));
      await expect(cells.nth(2).getByRole('link')).toHaveText(row.name);
      await expect(cells.nth(2).getByRole('link')).toHaveAttribute(
        'href',
        `/deelnemers/${row.deelnemerId}`,
      );
      await expect(cells.nth(3)).toHaveText(row.teamName);
      // This round's points, then the total (which a phone shows with the round's points under it).
      await expect(cells.nth(4)).toHaveText(nlNumber(row.roundScore));
      await expect(cells.nth(5)).toContainText(nlNumber(row.totalScore));
    }
    // Position change arrows: up, down and level, with words for screen readers.
    const up = stand.rows.findIndex((r) => (r.positionChange ?? 0) > 1);
    const down = stand.rows.findIndex((r) => (r.positionChange ?? 0) < -1);
    const level = stand.rows.findIndex((r) => r.positionChange === 0);
    expect(Math.min(up, down, level)).toBeGreaterThanOrEqual(0);
    // The arrow by its title (the words a mouse shows), up and down in different colours.
    const change = (i: number) => rows.nth(i).getByTitle(/gestegen|gedaald|gelijk gebleven/i);
    const upBy = stand.rows[up]!.positionChange!;
    await expect(change(up)).toHaveText(`▲${upBy}${upBy} plaatsen gestegen`);
    const downBy = -stand.rows[down]!.positionChange!;
    await expect(change(down)).toHaveText(`▼${downBy}${downBy} plaatsen gedaald`);
    await expect(change(level)).toContainText('gelijk gebleven');
    const colour = (i: number) => change(i).evaluate((el) => getComputedStyle(el).color);
    expect(await colour(up)).not.toBe(await colour(down));
  });

  test('fairplaycup: card points and total score per participant', async ({ page, request }) => {
    const cup = await apiGet<Fairplaycup>(request, '/api/standen/fairplaycup');
    await openPage(page, '/standen/fairplaycup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fairplaycup');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(cup.rows.length);
    for (const i of [0, 5, cup.rows.length - 1]) {
      const row = cup.rows[i]!;
      const cells = rows.nth(i).locator('td');
      await expect(cells.nth(0)).toHaveText(String(row.position));
      await expect(cells.nth(1)).toContainText(row.name);
      await expect(cells.nth(3)).toHaveText(nlNumber(row.cardPoints));
      await expect(cells.nth(4)).toHaveText(nlNumber(row.totalScore));
    }
  });

  test('highscorecup: best round score and the round it was scored in', async ({
    page,
    request,
  }) => {
    const cup = await apiGet<Highscorecup>(request, '/api/standen/highscorecup');
    await openPage(page, '/standen/highscorecup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Highscorecup');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(cup.rows.length);
    for (const i of [0, 1, cup.rows.length - 1]) {
      const row = cup.rows[i]!;
      const cells = rows.nth(i).locator('td');
      await expect(cells.nth(1)).toContainText(row.name);
      await expect(cells.nth(3)).toHaveText(nlNumber(row.score));
      await expect(cells.nth(4)).toHaveText(String(row.round));
    }
  });

  test('herbstmeister: the leader after the first half and that standing', async ({
    page,
    request,
  }) => {
    const h = await apiGet<Herbstmeister>(request, '/api/standen/herbstmeister');
    await openPage(page, '/standen/herbstmeister');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Herbstmeister');
    // The demo season has played 20 of 34 rounds: the first half is decided.
    expect(h.isDecided).toBe(true);
    await expect(page.locator('.highlight-box')).toContainText(
      h.winners.map((w) => w.name).join(' & '),
    );
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(h.rows.length);
    await expect(rows.first().locator('td').nth(1)).toContainText(h.rows[0]!.name);
    await expect(rows.first().locator('td').nth(3)).toHaveText(nlNumber(h.rows[0]!.totalScore));
  });

  for (const path of ['tussenstand', 'fairplaycup', 'highscorecup', 'herbstmeister']) {
    test(`/standen/${path} has no serious accessibility violations`, async ({ page }) => {
      await openPage(page, `/standen/${path}`);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
