import { expect, test } from '@playwright/test';
import type { BekerRondeDetail, OrganiserBekers } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { openSection, organiserApi, signInToDashboard } from './dashboard-helpers';
import { apiGet } from './support/api';
import { axeOn, expectNoSeriousA11yViolations } from './support/axe';
import { openPage } from './support/page';

// Issue 26: on a phone the rounds' buttons were cut off at the card's edge (the table scrolled
// inside its box), and "Opnieuw loten" was named for a screen reader in words it does not show.
test("on a phone every round's buttons and the draw button are in view, axe clean", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInToDashboard(page);
  await openSection(page, 'Bekers');
  for (const name of ['Beker', 'Teambeker']) {
    const card = page.getByRole('region', { name, exact: true });
    const tableBox = card.getByRole('region', { name: `Rondes van de ${name.toLowerCase()}` });
    const { scrollWidth, clientWidth } = await tableBox.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth, `${name}: the rounds fit their box`).toBeLessThanOrEqual(clientWidth);
    const box = (await tableBox.boundingBox())!;
    const buttons = tableBox.getByRole('button');
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) {
      const b = (await button.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(box.x);
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
    }
    const submit = card.locator('form button[type="submit"]');
    if ((await submit.count()) > 0) {
      await submit.scrollIntoViewIfNeeded();
      await expect(submit).toBeInViewport({ ratio: 1 });
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  // Two rules outside axe's default run: a visible label in the button's name, and tap targets.
  const extra = await axeOn(page)
    .withRules(['label-content-name-mismatch', 'target-size'])
    .analyze();
  expect(extra.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
  await context.close();
});

test('draw a cup round again while allowed, and see the draw on the public /beker page', async ({
  page,
  request,
  browser,
}) => {
  const api = await organiserApi(request);
  const { beker } = await api.get<OrganiserBekers>(organiserPaths.bekers);
  // The demo's last beker round is drawn for a speelronde without results: it may be redone.
  const last = beker.rondes.at(-1)!;
  expect(last.deleteBlockedReason).toBeNull();
  const played = beker.rondes.find((r) => r.deleteBlockedReason !== null)!;

  await signInToDashboard(page);
  await openSection(page, 'Bekers');
  const card = page.getByRole('region', { name: 'Beker', exact: true });
  const rowOf = (name: string) =>
    card.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  // A round with results cannot be redrawn.
  await expect(card.getByRole('button', { name: `Opnieuw loten: ${played.name}` })).toHaveCount(0);

  await card.getByRole('button', { name: `Opnieuw loten: ${last.name}` }).click();
  await card.getByRole('button', { name: 'Loting ongedaan maken' }).click();
  await expect(card.getByRole('status')).toHaveText(
    `De loting van ${last.name} is ongedaan gemaakt.`,
  );
  await expect(rowOf(last.name)).toHaveCount(0);

  await card.getByLabel('Gespeeld in speelronde').selectOption(String(last.speelronde));
  await card.getByRole('button', { name: `${last.name} loten` }).click();
  await expect(card.getByRole('status')).toHaveText(
    `Beker: ${last.name} is geloot voor speelronde ${last.speelronde}.`,
  );
  const result = card.getByRole('region', { name: `Loting van ${last.name}` });
  await expect(result.locator('.duel')).toHaveCount(last.duelCount);

  // The stored draw, as the public API and pages show it.
  const after = await api.get<OrganiserBekers>(organiserPaths.bekers);
  const drawn = after.beker.rondes.at(-1)!;
  expect(drawn.id).not.toBe(last.id);
  expect(drawn.name).toBe(last.name);
  const detail = await apiGet<BekerRondeDetail>(request, `/api/bekerrondes/${drawn.id}`);
  for (const [i, duel] of detail.duels.entries()) {
    await expect(result.locator('.duel').nth(i)).toContainText(duel.first.name);
    await expect(result.locator('.duel').nth(i)).toContainText(duel.second.name);
  }

  // A visitor's next load of /beker. (Not the organiser's own tab: the public API answers may be
  // kept by the browser for a short while, see the report.)
  const visitor = await browser.newPage();
  await openPage(visitor, '/beker');
  const link = visitor.getByRole('link', { name: last.name, exact: true });
  await expect(link).toHaveAttribute('href', `/beker/${drawn.id}`);
  await link.click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Beker: ${last.name}`);
  const duels = visitor.locator('main .duel');
  await expect(duels).toHaveCount(detail.duels.length);
  for (const [i, duel] of detail.duels.entries()) {
    await expect(duels.nth(i).locator('.duel__side').nth(0)).toContainText(duel.first.name);
    await expect(duels.nth(i).locator('.duel__side').nth(1)).toContainText(duel.second.name);
  }
  await visitor.close();
});
