import { expect, test } from '@playwright/test';
import type {
  BekerRondeDetail,
  BekerRondeSummary,
  Deelnemer,
  DeelnemerRonde,
  Deelnemers,
  Erelijst,
  Periode,
  Reglement,
  Rondes,
  Speelronde,
  SpelerRow,
  Teamcompetitie,
  Tussenstand,
} from '@clubelf/contract';
import { apiGet } from './support/api';
import { nlNumber, nlOneDecimal } from './support/format';
import { openPage } from './support/page';
import { archiefApi, openArchiefPage, seizoenen } from './support/seizoenen';

// The archive on a phone: every public screen of a closed season, as it stood at its end, under
// /archief/{id}; the header names the season and leads back to the current one.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('archief', () => {
  test('/archief lists every season, newest first, each to its own pages', async ({
    page,
    request,
  }) => {
    const { alle } = await seizoenen(request);
    expect(alle.filter((s) => s.isFinished).length).toBeGreaterThan(0);
    const erelijst = await apiGet<Erelijst>(request, '/api/erelijst');
    await openPage(page, '/archief');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archief');
    const cards = page.locator('main .card');
    await expect(cards.locator('.card__title')).toHaveText(alle.map((s) => s.name));
    for (const [i, s] of alle.entries()) {
      const card = cards.nth(i);
      if (s.isFinished) {
        await expect(card.getByRole('link', { name: `Naar ${s.name}` })).toHaveAttribute(
          'href',
          `/archief/${s.id}`,
        );
        const kampioen = erelijst
          .find((e) => e.seizoenId === s.id)
          ?.prizes.find((p) => p.prize === 'kampioen');
        if (kampioen && kampioen.winners.length > 0) {
          await expect(card).toContainText(`Kampioen: ${kampioen.winners.join(' & ')}`);
        }
      } else {
        await expect(card.getByRole('link', { name: 'Naar het huidige seizoen' })).toHaveAttribute(
          'href',
          '/home',
        );
      }
    }
    // Axe over /archief at 390 px: a11y-routes.spec.ts; over each season's pages: openArchiefPage.
  });

  test('a closed season at a glance: the strip, its prize winners and its pages', async ({
    page,
    request,
  }) => {
    const { afgesloten } = await seizoenen(request);
    const prijzen = (await apiGet<Erelijst>(request, '/api/erelijst')).find(
      (e) => e.seizoenId === afgesloten.id,
    )!.prizes;
    await openArchiefPage(page, afgesloten, `/archief/${afgesloten.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(afgesloten.name);
    const kampioen = prijzen.find((p) => p.prize === 'kampioen')!;
    await expect(page.locator('main dl div', { hasText: 'Kampioen' }).first()).toContainText(
      kampioen.winners.join(' & '),
    );
    await expect(
      page.locator('main').getByRole('link', { name: 'Eindstand', exact: true }),
    ).toHaveAttribute('href', `/archief/${afgesloten.id}/standen/tussenstand`);

    // The strip leads back to the season in play.
    await page.getByRole('banner').getByRole('link', { name: 'Naar het huidige seizoen' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Je bekijkt')).toHaveCount(0);
  });

  test('eindstand: every participant as the season ended', async ({ page, request }) => {
    const { afgesloten } = await seizoenen(request);
    const stand = await archiefApi<Tussenstand>(request, '/api/standen/tussenstand', afgesloten.id);
    await openArchiefPage(page, afgesloten, `/archief/${afgesloten.id}/standen/tussenstand`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eindstand');
    await expect(page.locator('.page-header__sub [data-ronde-status]')).toHaveText(
      `Na speelronde ${stand.round}`,
    );
    // Below it the round's winner(s), each a link to their page.
    await expect(page.locator('.page-header__sub')).toContainText(
      `speelronde ${stand.round}: ${stand.rondeWinnaars[0]!.name}`,
    );
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(stand.rows.length);
    for (const i of [0, 1, Math.floor(stand.rows.length / 2), stand.rows.length - 1]) {
      const row = stand.rows[i]!;
      const cells = rows.nth(i).locator('td');
      await expect(cells.nth(0)).toHaveText(String(row.position));
      await expect(cells.nth(2)).toContainText(row.name);
      await expect(cells.nth(2).getByRole('link')).toHaveAttribute(
        'href',
        `/archief/${afgesloten.id}/deelnemers/${row.deelnemerId}`,
      );
      await expect(cells.nth(4)).toHaveText(nlNumber(row.roundScore));
      await expect(cells.nth(5)).toContainText(nlNumber(row.totalScore));
    }
    // The points stay in view on the phone.
    await expect(rows.first().locator('td.num.strong')).toBeInViewport();
  });

  test('beker: the rounds of that season, and a played round with its duels', async ({
    page,
    request,
  }) => {
    const { afgesloten } = await seizoenen(request);
    const rondes = await archiefApi<BekerRondeSummary[]>(
      request,
      '/api/bekerrondes',
      afgesloten.id,
    );
    const gespeeld = rondes.filter((r) => r.isFinished).at(-1);
    expect(gespeeld, 'the closed season has a played cup round').toBeTruthy();
    await openArchiefPage(page, afgesloten, `/archief/${afgesloten.id}/beker`);
    const links = page.locator('main .link-list a');
    await expect(links).toHaveText(rondes.map((r) => r.name));
    await expect(links.first()).toHaveAttribute(
      'href',
      `/archief/${afgesloten.id}/beker/${rondes[0]!.id}`,
    );

    const ronde = await archiefApi<BekerRondeDetail>(
      request,
      `/api/bekerrondes/${gespeeld!.id}`,
      afgesloten.id,
    );
    await openArchiefPage(page, afgesloten, `/archief/${afgesloten.id}/beker/${ronde.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Beker: ${ronde.name}`);
    const duels = page.locator('.duel');
    await expect(duels).toHaveCount(ronde.duels.length);
    const first = ronde.duels[0]!;
    await expect(duels.first()).toContainText(first.first.name);
    await expect(duels.first()).toContainText(first.second.name);
    await expect(duels.first().locator('.duel__score').first()).toHaveText(
      first.firstScore === null ? '-' : nlNumber(first.firstScore),
    );
  });

  test('periodetitels: the tabs stay in the season; a period with its winner', async ({
    page,
    request,
  }) => {
    const { afgesloten } = await seizoenen(request);
    const periode = await archiefApi<Periode>(request, '/api/periodetitels/1', afgesloten.id);
    await openArchiefPage(page, afgesloten, `/archief/${afgesloten.id}/periodetitels/1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Periode 1');
    const tabs = page.getByRole('navigation', { name: 'Periodes' }).getByRole('link');
    await expect(tabs).toHaveCount(4);
    await expect(tabs.nth(3)).toHaveAttribute('href', `/archief/${afgesloten.id}/periodetitels/4`);
    if (periode.isFinished && periode.winner) {
      await expect(page.locator('.highlight-box')).toContainText(periode.winner);
    }
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(periode.rows.length);
    await expect(rows.first().locator('td').nth(1)).toContainText(periode.rows[0]!.name);
  });

  test('teamcompetitie: the teams as the season ended', async ({ page, request }) => {
    const { afgesloten } = await seizoenen(request);
    const stand = await archiefApi<Teamcompetitie>(
      request,
      '/api/teamstanden/teamcompetitie',
      afgesloten.id,
    );
    expect(stand.teamcompetitiePositions.length).toBeGreaterThan(0);
    await openArchiefPage(page, afgesloten, `/archief/${afgesloten.id}/teamstanden/teamcompetitie`);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(stand.teamcompetitiePositions.length);
    const top = stand.teamcompetitiePositions[0]!;
    await expect(rows.first().locator('td').nth(1)).toHaveText(top.teamName);
    await expect(rows.first().locator('td.num.strong')).toHaveText(nlOneDecimal(top.averageScore));
  });

  test("spelers: that season's players and their points", async ({ page, request }) => {
    const { afgesloten } = await seizoenen(request);
    const spelers = await archiefApi<SpelerRow[]>(
      request,
      '/api/spelers/totaalscore',
      afgesloten.id,
    );
    expect(spelers.length).toBeGreaterThan(0);
    await openArchiefPage(page, afgesloten, `/archief/${afgesloten.id}/spelers/totaalscore`);
    const first = page.locator('tbody tr').first().locator('td');
    await expect(first.nth(0).getByRole('link')).toHaveText(spelers[0]!.name);
    await expect(first.nth(0).getByRole('link')).toHaveAttribute(
      'href',
      `/archief/${afgesloten.id}/spelers/${spelers[0]!.playerId}`,
    );
    await expect(first.nth(3)).toHaveText(nlNumber(spelers[0]!.totalPoints));
  });

  test("a participant's scores and round in that season", async ({ page, request }) => {
    const { afgesloten } = await seizoenen(request);
    const stand = await archiefApi<Tussenstand>(request, '/api/standen/tussenstand', afgesloten.id);
    const id = stand.rows[0]!.deelnemerId;
    const deelnemer = await archiefApi<Deelnemer>(request, `/api/deelnemers/${id}`, afgesloten.id);
    const round = deelnemer.rounds.at(-1)!.round;
    const ronde = await archiefApi<DeelnemerRonde>(
      request,
      `/api/deelnemers/${id}/ronde/${round}`,
      afgesloten.id,
    );
    await openArchiefPage(
      page,
      afgesloten,
      `/archief/${afgesloten.id}/deelnemers/scores?deelnemer=${id}&ronde=${round}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Scores van ${deelnemer.name}`,
    );
    await expect(page.locator('.facts')).toContainText(nlNumber(deelnemer.totalScore));
    await expect(page.locator('.chart svg.recharts-surface')).toBeVisible();
    const table = page.getByRole('table', {
      name: `Selectie van ${deelnemer.name} in speelronde ${round}`,
    });
    await expect(table.locator('tbody tr')).toHaveCount(ronde.spelers.length);
    const speler = table.locator('tbody tr').first().locator('td').first().getByRole('link');
    await expect(speler).toHaveText(ronde.spelers[0]!.name);
    await expect(speler).toHaveAttribute(
      'href',
      `/archief/${afgesloten.id}/spelers/${ronde.spelers[0]!.playerId}`,
    );
    await expect(table.locator('tfoot')).toContainText(nlNumber(ronde.totalScore));
    // The participants to choose from are that season's.
    const lijst = await archiefApi<Deelnemers>(request, '/api/deelnemers', afgesloten.id);
    await expect(page.getByLabel('Deelnemer', { exact: true }).locator('option')).toHaveCount(
      lijst.length + 1,
    );
  });

  test('wedstrijden: the matches of the last round played, with their results', async ({
    page,
    request,
  }) => {
    const { afgesloten } = await seizoenen(request);
    const rondes = await archiefApi<Rondes>(request, '/api/wedstrijden/rounds', afgesloten.id);
    const last = rondes.filter((r) => r.state !== 'gepland').at(-1)!;
    const ronde = await archiefApi<Speelronde>(
      request,
      `/api/wedstrijden/${last.round}?spelers=true`,
      afgesloten.id,
    );
    await openArchiefPage(page, afgesloten, `/archief/${afgesloten.id}/info/wedstrijden`);
    await expect(page.getByLabel('Speelronde', { exact: true })).toHaveValue(String(last.round));
    const items = page.locator('.wedstrijd');
    await expect(items).toHaveCount(ronde.wedstrijden.length);
    const w = ronde.wedstrijden[0]!;
    await expect(items.first()).toContainText(w.homeClub);
    await expect(items.first()).toContainText(w.awayClub);
    await expect(items.first().locator('.uitslag')).toHaveText(`${w.homeGoals} - ${w.awayGoals}`);
  });

  test('reglement: the rules as they were in that season', async ({ page, request }) => {
    const { afgesloten } = await seizoenen(request);
    const r = await archiefApi<Reglement>(request, '/api/info/reglement', afgesloten.id);
    await openArchiefPage(page, afgesloten, `/archief/${afgesloten.id}/info/reglement`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reglement');
    await expect(page.locator('.page-header__sub')).toContainText(afgesloten.name);
    const table = page.getByRole('table', { name: 'Punten per speler per wedstrijd' });
    await expect(table.locator('tbody tr')).toHaveCount(r.scoreTable.length);
    await expect(page.locator('main')).toContainText(
      `maximaal ${r.maxPerClub} spelers van dezelfde club`,
    );
  });

  test("the menu keeps every section's links in the season", async ({ page, request }) => {
    const { afgesloten } = await seizoenen(request);
    await openPage(page, `/archief/${afgesloten.id}/standen/tussenstand`);
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const hrefs = await nav
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const buiten = hrefs.filter((h) => !h.startsWith(`/archief/${afgesloten.id}/`));
    expect(buiten).toEqual(['/erelijst', '/archief', `/archief/${afgesloten.id}`]);
    expect(hrefs).toContain(`/archief/${afgesloten.id}/info/wedstrijden`);
    await nav.getByRole('button', { name: 'Standen', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Eindstand' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the season in play under /archief goes to its own address; an unknown one is not found', async ({
    page,
    request,
  }) => {
    const { huidig } = await seizoenen(request);
    await page.goto(`/archief/${huidig.id}/standen/tussenstand`);
    await expect(page).toHaveURL(/\/standen\/tussenstand$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tussenstand');
    await page.goto('/archief/999999/standen/tussenstand');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  });
});
