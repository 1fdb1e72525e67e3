import { expect, test, type Page } from '@playwright/test';
import {
  PRIJS_NAMEN,
  type Deelnemers,
  type ErelijstRecords,
  type PersoonHistorie,
  type Tussenstand,
} from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { nlNumber } from './support/format';
import { openPage, searchBox } from './support/page';
import { archiefApi, seizoenen } from './support/seizoenen';

// A participant's career on a phone: every season they played, reached from their name in a
// standing, from the search box and from their scores page.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const positie = (s: PersoonHistorie['seizoenen'][number]) =>
  s.position === null ? '-' : `${s.position}e van ${s.participantCount}`;

/** Someone who played closed seasons and the current one: the longest career of the demo. */
async function langsteLoopbaan(page: Page): Promise<PersoonHistorie> {
  const records = await apiGet<ErelijstRecords>(page.request, '/api/erelijst/records');
  for (const r of records.mostSeasons) {
    const h = await apiGet<PersoonHistorie>(page.request, `/api/personen/${r.persoonId}/historie`);
    if (h.seizoenen.some((s) => s.isCurrent) && h.seizoenen.some((s) => s.isFinished)) return h;
  }
  throw new Error('The demo has nobody who played a closed season and the current one');
}

test.describe('historie', () => {
  test('the career: every season with final position, total and prizes, and a chart', async ({
    page,
  }) => {
    const h = await langsteLoopbaan(page);
    await openPage(page, `/personen/${h.persoonId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h.name);
    await expect(page.locator('.facts div').first()).toContainText(String(h.seizoenen.length));
    await expect(page.locator('.facts div').nth(1)).toContainText(
      String(h.seizoenen.reduce((n, s) => n + s.prizes.length, 0)),
    );
    await expect(page.locator('.chart svg.recharts-surface')).toBeVisible();

    const kaarten = page.locator('main ol > li');
    const nieuwsteEerst = [...h.seizoenen].reverse();
    await expect(kaarten.locator('h3 a')).toHaveText(nieuwsteEerst.map((s) => s.seizoenName));
    for (const [i, s] of nieuwsteEerst.entries()) {
      const kaart = kaarten.nth(i);
      await expect(kaart.getByRole('link', { name: s.seizoenName })).toHaveAttribute(
        'href',
        s.isFinished
          ? `/archief/${s.seizoenId}/deelnemers/scores?deelnemer=${s.deelnemerId}`
          : `/deelnemers/scores?deelnemer=${s.deelnemerId}`,
      );
      await expect(kaart).toContainText(s.teamName);
      await expect(kaart.locator('dd').first()).toHaveText(positie(s));
      await expect(kaart.locator('dd').nth(1)).toHaveText(nlNumber(s.totalScore));
      for (const p of s.prizes) await expect(kaart).toContainText(PRIJS_NAMEN[p]);
    }
    const sizes = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    await expectNoSeriousA11yViolations(page);
  });

  test("a season of the career opens that season's scores in the archive", async ({ page }) => {
    const h = await langsteLoopbaan(page);
    const oud = h.seizoenen.find((s) => s.isFinished)!;
    const naam = (
      await archiefApi<Deelnemers>(page.request, '/api/deelnemers', oud.seizoenId)
    ).find((d) => d.id === oud.deelnemerId)!.name;
    await openPage(page, `/personen/${h.persoonId}`);
    await page.getByRole('link', { name: oud.seizoenName }).click();
    await expect(page).toHaveURL(
      new RegExp(`/archief/${oud.seizoenId}/deelnemers/scores\\?deelnemer=${oud.deelnemerId}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Scores van ${naam}`);
    await expect(page.getByRole('banner')).toContainText(`Je bekijkt ${oud.seizoenName}`);
    // And back: the scores page leads to every season of that person.
    await page.getByRole('link', { name: `Alle seizoenen van ${naam}` }).click();
    await expect(page).toHaveURL(new RegExp(`/personen/${h.persoonId}$`));
  });

  test('a name in the tussenstand, current or archived, leads via the participant to the career', async ({
    page,
    request,
  }) => {
    const stand = await apiGet<Tussenstand>(request, '/api/standen/tussenstand');
    const lijst = await apiGet<Deelnemers>(request, '/api/deelnemers');
    const row = stand.rows[0]!;
    const persoonId = lijst.find((d) => d.id === row.deelnemerId)!.persoonId;
    await openPage(page, '/standen/tussenstand');
    await page.locator('tbody tr').first().getByRole('link', { name: row.name }).click();
    await expect(page).toHaveURL(new RegExp(`/deelnemers/${row.deelnemerId}$`));
    await page.getByRole('link', { name: `Alle seizoenen van ${row.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/personen/${persoonId}$`));
    const historie = await apiGet<PersoonHistorie>(request, `/api/personen/${persoonId}/historie`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(historie.name);

    const { afgesloten } = await seizoenen(request);
    const eind = await archiefApi<Tussenstand>(request, '/api/standen/tussenstand', afgesloten.id);
    const oud = await archiefApi<Deelnemers>(request, '/api/deelnemers', afgesloten.id);
    const kampioen = eind.rows[0]!;
    await openPage(page, `/archief/${afgesloten.id}/standen/tussenstand`);
    await page.locator('tbody tr').first().getByRole('link', { name: kampioen.name }).click();
    await expect(page).toHaveURL(
      new RegExp(`/archief/${afgesloten.id}/deelnemers/${kampioen.deelnemerId}$`),
    );
    await page.getByRole('link', { name: `Alle seizoenen van ${kampioen.name}` }).click();
    const kampioenPersoon = oud.find((d) => d.id === kampioen.deelnemerId)!.persoonId;
    await expect(page).toHaveURL(new RegExp(`/personen/${kampioenPersoon}$`));
    await expect(page.locator('main')).toContainText(afgesloten.name);
  });

  test('the search box leads from the chosen participant to the career, and the choice is found in the archive', async ({
    page,
  }) => {
    const h = await langsteLoopbaan(page);
    const nu = h.seizoenen.find((s) => s.isCurrent)!;
    const oud = h.seizoenen.find((s) => s.isFinished)!;
    const huidig = (await apiGet<Deelnemers>(page.request, '/api/deelnemers')).find(
      (d) => d.id === nu.deelnemerId,
    )!;
    await openPage(page, '/standen/tussenstand');
    await searchBox(page).fill(huidig.name);
    await page.getByRole('option', { name: `${huidig.name} - ${huidig.teamName}` }).click();
    const loopbaan = page
      .getByRole('search')
      .getByRole('link', { name: `Alle seizoenen van ${huidig.name}` });
    await expect(loopbaan).toHaveAttribute('href', `/personen/${h.persoonId}`);

    // In a closed season the same person is highlighted, through their entry of that season.
    const eind = await archiefApi<Tussenstand>(
      page.request,
      '/api/standen/tussenstand',
      oud.seizoenId,
    );
    const rij = eind.rows.findIndex((r) => r.deelnemerId === oud.deelnemerId);
    await openPage(page, `/archief/${oud.seizoenId}/standen/tussenstand`);
    const gekozen = page.locator('tbody tr[aria-current="true"]');
    await expect(gekozen).toHaveCount(1);
    await expect(gekozen).toContainText(eind.rows[rij]!.name);

    await loopbaan.click();
    await expect(page).toHaveURL(new RegExp(`/personen/${h.persoonId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h.name);
  });

  test('an unknown person says so', async ({ page }) => {
    await openPage(page, '/personen/999999');
    await expect(page.locator('main')).toContainText('Deze deelnemer bestaat niet.');
    await expect(page.getByRole('alert')).not.toContainText('Oeps');
  });
});
