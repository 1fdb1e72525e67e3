import { expect, test, type Locator, type Page } from '@playwright/test';
import type { BekerRondeSummary, Deelnemers } from '@clubelf/contract';
import { apiGet } from './support/api';
import { openPage } from './support/page';

// Issue 9: on a phone the figure a table ranks by is in view without scrolling sideways, every
// name in a table leads to its page, and the page itself never scrolls sideways. Axe over each of
// these pages at 390 px, any impact, is a11y-routes.spec.ts's walk (it scanned only main here).
const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });

/** Where a name in the first row leads. */
type Doel = 'deelnemer' | 'speler' | null;

interface Tabel {
  path: string;
  /** The figure the table ranks by, in the first row (or duel). */
  figuur: (page: Page) => Locator;
  /** Where the first row's name leads; null: a team, which has no page. */
  doel: Doel;
}

const eersteRij = (page: Page) => page.locator('main table tbody tr[data-rij]').first();
const rangCel = (page: Page) => eersteRij(page).locator('td.strong');
const naamLink = (page: Page) => eersteRij(page).locator('td.name a').first();
const PAD: Record<Exclude<Doel, null>, RegExp> = {
  deelnemer: /\/deelnemers\/\d+$/,
  speler: /\/spelers\/\d+$/,
};

/** The first played round of the (team) cup: its address. */
async function eersteRonde(page: Page, kind: 'beker' | 'teambeker'): Promise<string> {
  const rondes = await apiGet<BekerRondeSummary[]>(page.request, `/api/${kind}rondes`);
  return `/${kind}/${rondes[0]!.id}`;
}

async function scoresVanEerste(page: Page): Promise<string> {
  const deelnemers = await apiGet<Deelnemers>(page.request, '/api/deelnemers');
  return `/deelnemers/scores?deelnemer=${deelnemers[0]!.id}`;
}

const stand = (path: string): Tabel => ({ path, figuur: rangCel, doel: 'deelnemer' });
const spelers = (path: string): Tabel => ({ path, figuur: rangCel, doel: 'speler' });
const duel = (path: string, doel: Doel): Tabel => ({
  path,
  figuur: (p) => p.locator('.duel .duel__score').first(),
  doel,
});

/** Each table by a name for the test; the address may need the demo season's ids. */
const TABELLEN: readonly [string, (page: Page) => Promise<Tabel> | Tabel][] = [
  ['/standen/tussenstand', () => stand('/standen/tussenstand')],
  ['/standen/fairplaycup', () => stand('/standen/fairplaycup')],
  ['/standen/highscorecup', () => stand('/standen/highscorecup')],
  ['/standen/herbstmeister', () => stand('/standen/herbstmeister')],
  ['/teamstanden/subcompetities', () => stand('/teamstanden/subcompetities')],
  ['/periodetitels/1', () => stand('/periodetitels/1')],
  ['/spelers/totaalscore', () => spelers('/spelers/totaalscore')],
  ['/spelers/actief', () => spelers('/spelers/actief')],
  ['/spelers/nieuw', () => spelers('/spelers/nieuw')],
  ['/spelers/vertrokken', () => spelers('/spelers/vertrokken')],
  ['/spelers/geselecteerd', () => spelers('/spelers/geselecteerd')],
  ['/deelnemers/scores', async (page) => spelers(await scoresVanEerste(page))],
  // Transfers rank nothing: the round a transfer counts from is its figure.
  [
    '/spelers/transfers',
    () => ({
      path: '/spelers/transfers',
      figuur: (p) => eersteRij(p).locator('td.num').last(),
      doel: 'deelnemer',
    }),
  ],
  [
    '/teamstanden/teamcompetitie',
    () => ({ path: '/teamstanden/teamcompetitie', figuur: rangCel, doel: null }),
  ],
  ['/beker/{id}', async (page) => duel(await eersteRonde(page, 'beker'), 'deelnemer')],
  ['/teambeker/{id}', async (page) => duel(await eersteRonde(page, 'teambeker'), null)],
];

async function expectInView(page: Page, figuur: Locator, path: string) {
  await expect(figuur, `${path}: the ranking figure`).toBeVisible();
  const box = await figuur.boundingBox();
  expect(box, `${path}: the ranking figure has a box`).not.toBeNull();
  expect(box!.x, `${path}: the ranking figure starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${path}: the ranking figure ends on screen`).toBeLessThanOrEqual(
    WIDTH,
  );
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
}

test.describe('tables on a phone (390 px)', () => {
  for (const [naam, maak] of TABELLEN) {
    test(`${naam}: the ranking figure is in view, the name a link to its page`, async ({
      page,
    }) => {
      const tabel = await maak(page);
      await openPage(page, tabel.path);
      const heeftTabel = (await page.locator('main table, main .duel').count()) > 0;
      if (!heeftTabel) {
        // A list that is empty in the demo season (no departed players, say) says so instead.
        await expect(page.locator('main .state'), `${tabel.path}: empty state`).toBeVisible();
        return;
      }
      await expectInView(page, tabel.figuur(page), tabel.path);

      const isDuel = tabel.path.startsWith('/beker/') || tabel.path.startsWith('/teambeker/');
      const link = isDuel ? page.locator('.duel .duel__name a').first() : naamLink(page);
      if (tabel.doel === null) {
        await expect(link, `${tabel.path}: a team is not a link`).toHaveCount(0);
        return;
      }
      const href = await link.getAttribute('href');
      expect(href, `${tabel.path}: the first name's link`).toMatch(PAD[tabel.doel]);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href!.replace(/[/?]/g, '\\$&')}$`));
    });
  }

  test("a player's points per event open under the row, and close again", async ({ page }) => {
    await openPage(page, '/spelers/totaalscore');
    const rij = eersteRij(page);
    // The per-event columns are not columns on a phone: no sideways scroll for them.
    await expect(page.locator('main thead th:has(abbr[title="Doelpunt"])')).toBeHidden();
    const knop = rij.getByRole('button', { name: /^Details van / });
    await expect(knop).toHaveAttribute('aria-expanded', 'false');
    await knop.click();
    await expect(knop).toHaveAttribute('aria-expanded', 'true');
    const detail = page.locator(`#${await knop.getAttribute('aria-controls')}`);
    await expect(detail).toBeVisible();
    // It lists what scored (issue 26: no rows of zeros); the season's top scorer started.
    await expect(detail.getByText('Basisplaats', { exact: true })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(WIDTH);
    await knop.click();
    await expect(knop).toHaveAttribute('aria-expanded', 'false');
    await expect(detail).toHaveCount(0);
  });

  test('the tussenstand shows this round’s points; its tools stay at the top while scrolling', async ({
    page,
  }) => {
    const deelnemers = await apiGet<Deelnemers>(page.request, '/api/deelnemers');
    const d = deelnemers[Math.floor(deelnemers.length / 2)]!;
    await page.addInitScript(
      (value) => localStorage.setItem('deelnemer', value),
      JSON.stringify({ id: d.id, name: d.name, teamName: d.teamName }),
    );
    await openPage(page, '/standen/tussenstand');
    // The points of this round under the total, on a phone.
    await expect(rangCel(page)).toContainText(/\+\d/);

    // The page scrolls to the chosen participant by itself (1 s, then 2 s); then to the bottom.
    const mijnRij = page.locator('tr[data-gekozen="true"]');
    await expect(mijnRij).toBeInViewport();
    await page.waitForTimeout(2_500);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(mijnRij).not.toBeInViewport();
    const zoek = page.getByRole('searchbox', { name: 'Zoek in de tussenstand' });
    await expect(zoek, 'the search stays at the top').toBeInViewport();
    await page.getByRole('button', { name: 'Naar mijn positie' }).click();
    await expect(mijnRij).toBeInViewport();

    const ander = deelnemers[0]!;
    await zoek.fill(ander.name);
    const hit = page
      .getByRole('search')
      .getByRole('button')
      .filter({ hasText: ander.name })
      .filter({ hasText: ander.teamName });
    await hit.first().click();
    await expect(page.locator(`tr[data-rij="${ander.id}"]`)).toBeInViewport();
    await expect(page.locator(`tr[data-rij="${ander.id}"] a`)).toBeFocused();
  });
});
