// Your own team first (issue 26): with a participant chosen (kept in this browser only, so the
// read-only server is fine), /home opens with their card; without, with the latest round above
// the announcement. /home asks only for what it shows: not the enrolment form's player list.
import { expect, test, type Page } from '@playwright/test';
import type {
  AanmeldingSamenvatting,
  Deelnemers,
  DeelnemerSummary,
  TussenstandSummary,
} from '@clubelf/contract';
import { seasonInSentence } from '@clubelf/contract/season-label';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { nlNumber } from './support/format';
import { firstScreenQueryKeys, homeCard, openPage } from './support/page';

test.use({ viewport: { width: 390, height: 844 } });

const cardTitles = (page: Page) => page.locator('main .card__title');

async function remember(page: Page, d: { id: number; name: string; teamName: string }) {
  await page.addInitScript((value) => localStorage.setItem('deelnemer', value), JSON.stringify(d));
}

test('without a chosen participant, /home opens with the latest round: its winner and the leader', async ({
  page,
  request,
}) => {
  const summary = await apiGet<TussenstandSummary>(request, '/api/summary/tussenstand');
  await openPage(page, '/home');
  await expect(cardTitles(page).nth(0)).toHaveText('Laatste speelronde');
  await expect(cardTitles(page).nth(1)).toHaveText('Mededelingen');
  const card = homeCard(page, 'Laatste speelronde');
  const winnaar = summary.rondeWinnaars[0]!;
  await expect(card).toContainText(`speelronde ${summary.round}`);
  await expect(card.getByRole('link', { name: winnaar.name }).first()).toHaveAttribute(
    'href',
    `/deelnemers/${winnaar.deelnemerId}`,
  );
  const leider = summary.tussenstandPositions[0]!;
  await expect(card).toContainText(
    `Koploper: ${leider.name} (${nlNumber(leider.totalScore)} punten)`,
  );
  await expect(
    card.getByRole('link', { name: `Naar speelronde ${summary.round}` }),
  ).toHaveAttribute('href', `/info/wedstrijden/${summary.round}`);
  await expectNoSeriousA11yViolations(page);
});

test('with a chosen participant, /home opens with their card, linking to their page', async ({
  page,
  request,
}) => {
  const stand = await apiGet<TussenstandSummary>(request, '/api/summary/tussenstand');
  const list = await apiGet<Deelnemers>(request, '/api/deelnemers');
  const row = stand.tussenstandPositions[3]!;
  const d = list.find((x) => x.id === row.deelnemerId)!;
  const own = await apiGet<DeelnemerSummary>(request, `/api/summary/deelnemers/${d.id}`);
  await remember(page, d);
  await openPage(page, '/home');
  await expect(cardTitles(page).nth(0)).toHaveText('Jouw Superelf');
  await expect(cardTitles(page).nth(1)).toHaveText('Mededelingen');
  const card = homeCard(page, 'Jouw Superelf');
  await expect(card).toContainText(d.name);
  const tiles = card.locator('dl > div');
  await expect(tiles.nth(0)).toContainText(`Positie${own.position}`);
  await expect(tiles.nth(1)).toContainText(`Ronde ${own.round}${nlNumber(own.roundScore)}`);
  await expect(tiles.nth(2)).toContainText(`Totaal${nlNumber(own.totalScore)}`);
  expect(own.periode).not.toBeNull();
  await expect(card).toContainText(
    `Periode ${own.periode!.nummer}: ${own.periode!.position}e met ${nlNumber(own.periode!.score)} punten`,
  );
  await expect(card).toContainText('Beker: ');
  // The card is the first thing on a phone's first screen.
  const box = await card.boundingBox();
  expect(box!.y).toBeLessThan(400);
  await card.getByRole('link', { name: 'Naar je pagina' }).click();
  await expect(page).toHaveURL(new RegExp(`/deelnemers/${d.id}$`));
  await expect(page.locator('main h1')).toHaveText(d.name);

  await openPage(page, '/home');
  await expectNoSeriousA11yViolations(page);
});

test('/home asks only for what it shows: the enrolment card from the small answer, with its season', async ({
  page,
  request,
}) => {
  const kort = await apiGet<AanmeldingSamenvatting>(request, '/api/aanmeldingen/samenvatting');
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  await openPage(page, '/home');
  const card = homeCard(page, 'Aanmelden');
  await expect(card).toBeVisible();
  // The season's name as a sentence reads it: never 'seizoen Seizoen 2026-2027'.
  if (kort.seizoen) await expect(card).toContainText(`in ${seasonInSentence(kort.seizoen)}?`);
  await expect(card).not.toContainText('volgend seizoen');
  // The small answer comes with the page, in its first screen's data (decision 031).
  expect(await firstScreenQueryKeys(page)).toContainEqual(['aanmeldingen', 'samenvatting']);
  expect(paths).not.toContain('/api/aanmeldingen/open');
  expect(paths.filter((p) => p.startsWith('/api/spelers'))).toEqual([]);
});
