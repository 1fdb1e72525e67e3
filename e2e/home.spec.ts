import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type {
  BekerRondeSummary,
  InfoMessages,
  PeriodetitelsSummary,
  SiteInfo,
  SpelerRow,
  Speelronde,
  Teamcompetitie,
  TussenstandSummary,
} from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { nlNumber, nlOneDecimal } from './support/format';
import { firstScreenQueryKeys, homeCard, openPage } from './support/page';

/** The cup card's sentences of docs/spec.md sections 2 and 4, written out independently. */
function bekerSentence(ronde: BekerRondeSummary | null): string {
  if (!ronde) return 'De loting van de voorronde is nog niet bekend.';
  const naam = ronde.name.toLowerCase();
  return ronde.isFinished ? `De ${naam} is gespeeld.` : `De loting van de ${naam} is bekend.`;
}

test.describe('home page', () => {
  test('shows the headline, the info message and the club', async ({ page, request }) => {
    const info = await apiGet<InfoMessages>(request, '/api/info/infomessages');
    const site = await apiGet<SiteInfo>(request, '/api/info/site');
    await openPage(page, '/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij de Superelf');
    await expect(homeCard(page, 'Mededelingen')).toContainText(info.mainMessage);
    await expect(page.locator('main')).toContainText(site.seasonName);
    await expect(page).toHaveTitle(/Superelf/);
  });

  test('the empty path redirects to /home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij de Superelf');
  });

  test('the Tussenstand card shows the top with position, name and total score', async ({
    page,
    request,
  }) => {
    const summary = await apiGet<TussenstandSummary>(request, '/api/summary/tussenstand');
    expect(summary.tussenstandPositions.length).toBeGreaterThan(0);
    await openPage(page, '/home');
    const card = homeCard(page, 'Tussenstand');
    const rows = card.locator('tbody tr');
    await expect(rows).toHaveCount(summary.tussenstandPositions.length);
    for (const [i, row] of summary.tussenstandPositions.entries()) {
      await expect(rows.nth(i).locator('td')).toHaveText([
        String(row.position),
        row.name,
        nlNumber(row.totalScore),
      ]);
    }
    await expect(card.getByRole('link', { name: 'Volledige tussenstand' })).toHaveAttribute(
      'href',
      '/standen/tussenstand',
    );
  });

  test('the Wedstrijden card shows the matches of the last round', async ({ page, request }) => {
    const ronde = await apiGet<Speelronde>(request, '/api/summary/speelronde');
    await openPage(page, '/home');
    const card = homeCard(page, 'Wedstrijden');
    await expect(card).toContainText(`Speelronde ${ronde.round}`);
    const items = card.getByRole('listitem');
    await expect(items).toHaveCount(ronde.wedstrijden.length);
    for (const [i, w] of ronde.wedstrijden.entries()) {
      await expect(items.nth(i)).toContainText(w.homeClub);
      await expect(items.nth(i)).toContainText(w.awayClub);
      if (w.homeGoals !== null)
        await expect(items.nth(i)).toContainText(`${w.homeGoals} - ${w.awayGoals}`);
    }
    await expect(card.getByRole('link', { name: 'Alle wedstrijden' })).toHaveAttribute(
      'href',
      '/info/wedstrijden',
    );
  });

  for (const kind of ['beker', 'teambeker'] as const) {
    test(`the ${kind} card tells the state of the current round and links to it`, async ({
      page,
      request,
    }) => {
      const ronde = await apiGet<BekerRondeSummary | null>(request, `/api/summary/${kind}ronde`);
      await openPage(page, '/home');
      const card = homeCard(page, kind === 'beker' ? 'Beker' : 'Teambeker');
      await expect(card).toContainText(bekerSentence(ronde));
      if (ronde) {
        await expect(card).toContainText(ronde.state);
        await expect(card.getByRole('link')).toHaveAttribute('href', `/${kind}/${ronde.id}`);
      }
    });
  }

  test('the Periodetitels card has one row per period and links to the current one', async ({
    page,
    request,
  }) => {
    const summary = await apiGet<PeriodetitelsSummary>(request, '/api/summary/periodetitels');
    await openPage(page, '/home');
    const card = homeCard(page, 'Periodetitels');
    const rows = card.locator('dl > div');
    await expect(rows).toHaveCount(4);
    const states = new Set<string>();
    for (const [i, p] of summary.periodetitels.entries()) {
      // The period being played names its leader and his points (issue 26).
      const leider = p.leiders[0];
      const expected = !p.isActive
        ? 'Nog niet gespeeld'
        : !p.isFinished
          ? `${p.leiders.map((l) => l.name).join(' en ')} ${p.leiders.length > 1 ? 'leiden' : 'leidt'} met ${nlNumber(leider!.score)} punten`
          : p.winner!;
      states.add(!p.isActive ? 'niet' : !p.isFinished ? 'bezig' : 'klaar');
      await expect(rows.nth(i).locator('dt')).toHaveText(`Periode ${p.nummer}`);
      await expect(rows.nth(i).locator('dd')).toHaveText(expected);
    }
    // The demo season (20 of 34 rounds) has every state: finished, being played, not started.
    expect([...states].sort()).toEqual(['bezig', 'klaar', 'niet']);
    await expect(card.getByRole('link')).toHaveAttribute(
      'href',
      `/periodetitels/${summary.currentPeriod}`,
    );
  });

  test('the Teamcompetitie card shows averageScore with one decimal comma', async ({
    page,
    request,
  }) => {
    const stand = await apiGet<Teamcompetitie>(request, '/api/summary/teamcompetitie');
    await openPage(page, '/home');
    const card = homeCard(page, 'Teamcompetitie');
    const rows = card.locator('tbody tr');
    await expect(rows).toHaveCount(stand.teamcompetitiePositions.length);
    for (const [i, row] of stand.teamcompetitiePositions.entries()) {
      const average = nlOneDecimal(row.averageScore);
      expect(average).toMatch(/^\d{1,3}(\.\d{3})*,\d$/);
      await expect(rows.nth(i).locator('td')).toHaveText([
        String(row.position),
        row.teamName,
        average,
      ]);
    }
    await expect(card.getByRole('link')).toHaveAttribute('href', '/teamstanden/teamcompetitie');
  });

  test('the players card shows the best players by points, each a link', async ({
    page,
    request,
  }) => {
    const spelers = await apiGet<SpelerRow[]>(request, '/api/spelers/totaalscore');
    await openPage(page, '/home');
    // Points, not goals: the card is named for what it lists.
    await expect(homeCard(page, 'Topscorers')).toHaveCount(0);
    const card = homeCard(page, 'Beste spelers');
    const items = card.locator('li');
    await expect(items).toHaveCount(5);
    for (const [i, s] of spelers.slice(0, 5).entries()) {
      await expect(items.nth(i)).toContainText(s.name);
      await expect(items.nth(i)).toContainText(`${nlNumber(s.totalPoints)} punten`);
      await expect(items.nth(i).getByRole('link', { name: s.name })).toHaveAttribute(
        'href',
        `/spelers/${s.playerId}`,
      );
      await expect(items.nth(i).getByRole('link', { name: s.clubName })).toHaveAttribute(
        'href',
        `/info/clubs/${s.clubId}`,
      );
    }
  });

  test('loads only the top of the players list, not all of it', async ({ page }) => {
    const paths: string[] = [];
    page.on('request', (r) => paths.push(new URL(r.url()).pathname));
    await openPage(page, '/home');
    await expect(homeCard(page, 'Beste spelers').locator('li')).toHaveCount(5);
    // The summary comes with the page, in its first screen's data (decision 031).
    expect(await firstScreenQueryKeys(page)).toContainEqual(['summary', 'spelers']);
    expect(paths).not.toContain('/api/spelers/totaalscore');
  });

  test('the enrolment card downloads the interest form as a real .xlsx file', async ({ page }) => {
    await openPage(page, '/home');
    const card = homeCard(page, 'Aanmelden');
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: /interesseformulier/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await readFile((await download.path())!);
    // An .xlsx file is a zip archive holding the workbook parts.
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from('xl/workbook.xml'))).toBe(true);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await openPage(page, '/home');
    await expectNoSeriousA11yViolations(page);
  });
});
