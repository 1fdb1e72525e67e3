// The Vergelijk page (issue 26): two participants side by side, reached from a participant's
// page; the players in common and apart, points and positions per round, the chart with words.
import { expect, test } from '@playwright/test';
import type { Deelnemer, DeelnemerRonde, Deelnemers } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { nlNumber } from './support/format';
import { openPage } from './support/page';

test.use({ viewport: { width: 390, height: 844 } });

test('from a participant\'s page "Vergelijk met ..." chooses the other and shows both side by side', async ({
  page,
  request,
}) => {
  const list = await apiGet<Deelnemers>(request, '/api/deelnemers');
  const [da, db] = [list[2]!, list[7]!];
  const a = await apiGet<Deelnemer>(request, `/api/deelnemers/${da.id}`);
  const b = await apiGet<Deelnemer>(request, `/api/deelnemers/${db.id}`);
  const round = a.rounds.at(-1)!.round;
  const teamA = await apiGet<DeelnemerRonde>(request, `/api/deelnemers/${a.id}/ronde/${round}`);
  const teamB = await apiGet<DeelnemerRonde>(request, `/api/deelnemers/${b.id}/ronde/${round}`);

  await openPage(page, `/deelnemers/${a.id}`);
  await page.getByRole('link', { name: 'Vergelijk met een andere deelnemer' }).click();
  await expect(page).toHaveURL(new RegExp(`/deelnemers/${a.id}/vergelijk$`));
  await expect(page.locator('main')).toContainText(
    `Kies hierboven met wie je ${a.name} wilt vergelijken.`,
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(`Vergelijk ${a.name} met`).selectOption(String(b.id));
  await expect(page).toHaveURL(new RegExp(`/deelnemers/${a.id}/vergelijk/${b.id}$`));
  await expect(page.locator('main h1')).toHaveText('Vergelijk');
  await expect(page.locator('.state--loading')).toHaveCount(0);

  // The standing of both, side by side even on a phone.
  for (const d of [a, b]) {
    const tegel = page.getByRole('region', { name: d.name, exact: true });
    await expect(tegel).toContainText(`Positie${d.position}`);
    await expect(tegel).toContainText(`Totaalscore${nlNumber(d.totalScore)}`);
    await expect(tegel.getByRole('link', { name: d.name })).toHaveAttribute(
      'href',
      `/deelnemers/${d.id}`,
    );
  }

  // Players in common and apart, counted as the two teams have them.
  const idsB = new Set(teamB.spelers.map((s) => s.playerId));
  const samen = teamA.spelers.filter((s) => idsB.has(s.playerId));
  const samenLijst = page.getByRole('region', { name: 'Samen', exact: true });
  await expect(samenLijst.locator('li')).toHaveCount(samen.length);
  await expect(
    page.getByRole('region', { name: `Alleen ${a.name}`, exact: true }).locator('li'),
  ).toHaveCount(teamA.spelers.length - samen.length);
  await expect(
    page.getByRole('region', { name: `Alleen ${b.name}`, exact: true }).locator('li'),
  ).toHaveCount(teamB.spelers.length - samen.length);

  // The chart says in words where each stands; the table has every round.
  const last = a.rounds.at(-1)!;
  const lastB = b.rounds.at(-1)!;
  await expect(page.getByRole('img', { name: /Positie per speelronde/ })).toHaveAttribute(
    'aria-label',
    `Positie per speelronde, speelronde 1 tot en met ${last.round}: ${a.name} staat ${last.position}e, ${b.name} staat ${lastB.position}e.`,
  );
  const perRonde = page.getByRole('table', { name: /Punten en positie per speelronde/ });
  await expect(perRonde.locator('tbody tr')).toHaveCount(a.rounds.length);
  await expect(perRonde.locator('tbody tr').first().locator('td')).toHaveText([
    `${nlNumber(last.score)}${last.position}e`,
    `${nlNumber(lastB.score)}${lastB.position}e`,
  ]);
  // The page fits a phone: nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});

test("with a chosen participant, a participant's page compares with them in one tap", async ({
  page,
  request,
}) => {
  const list = await apiGet<Deelnemers>(request, '/api/deelnemers');
  const [own, other] = [list[0]!, list[5]!];
  await page.addInitScript(
    (value) => localStorage.setItem('deelnemer', value),
    JSON.stringify(own),
  );
  await openPage(page, `/deelnemers/${other.id}`);
  await page.getByRole('link', { name: `Vergelijk met ${own.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/deelnemers/${other.id}/vergelijk/${own.id}$`));
  await expect(page.getByRole('region', { name: 'Samen', exact: true })).toBeVisible();
});

test('an unknown participant to compare with says so', async ({ page, request }) => {
  const list = await apiGet<Deelnemers>(request, '/api/deelnemers');
  await openPage(page, `/deelnemers/${list[0]!.id}/vergelijk/999999`);
  await expect(page.locator('main')).toContainText('Deze deelnemer bestaat niet in dit seizoen.');
});
