// Issue 26: a player's point breakdown on a phone listed all thirteen events, mostly zeros. It
// lists what scored now (plus or minus); a player who scored nothing says so in one line.
import { expect, test } from '@playwright/test';
import type { Deelnemer, DeelnemerRonde, Deelnemers } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage } from './support/page';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a player’s breakdown lists only the events that scored', async ({ page, request }) => {
  const deelnemers = await apiGet<Deelnemers>(request, '/api/deelnemers');
  const deelnemer = deelnemers[0]!;
  await openPage(page, `/deelnemers/scores?deelnemer=${deelnemer.id}`);
  const table = page.getByRole('table', { name: /^Selectie van .* in speelronde \d+$/ });
  await expect(table).toBeVisible();
  const { rounds } = await apiGet<Deelnemer>(request, `/api/deelnemers/${deelnemer.id}`);
  // The page shows the last round with results.
  const round = rounds.at(-1)!.round;
  const ronde = await apiGet<DeelnemerRonde>(request, apiPaths.deelnemerRonde(deelnemer.id, round));
  const scored = (s: DeelnemerRonde['spelers'][number]) =>
    Object.values(s.perEvent).filter((n) => n !== 0).length;
  const met = ronde.spelers.find((s) => scored(s) > 0)!;
  expect(met, 'a player who scored this round').toBeDefined();
  await table.getByRole('button', { name: `Details van ${met.name}` }).click();
  const detail = table.locator('dl');
  await expect(detail.locator('dt')).toHaveCount(scored(met));
  for (const value of await detail.locator('dd').allTextContents()) expect(value).not.toBe('0');
  await expectNoSeriousA11yViolations(page);

  const zonder = ronde.spelers.find((s) => scored(s) === 0);
  if (zonder) {
    await table.getByRole('button', { name: `Details van ${zonder.name}` }).click();
    await expect(table.getByText('Niets dat punten opleverde.')).toBeVisible();
  }
});
