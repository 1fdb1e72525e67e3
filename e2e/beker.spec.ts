import { expect, test } from '@playwright/test';
import type { BekerRondeDetail, BekerRondeSummary } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { nlNumber, nlOneDecimal } from './support/format';
import { openPage } from './support/page';

// The cup between participants and the team cup share their screens; both are checked here.
for (const kind of ['beker', 'teambeker'] as const) {
  const title = kind === 'beker' ? 'Beker' : 'Teambeker';
  const fmt = kind === 'beker' ? nlNumber : nlOneDecimal;

  test.describe(title, () => {
    test(`/${kind} lists every round with its state`, async ({ page, request }) => {
      const rondes = await apiGet<BekerRondeSummary[]>(request, `/api/${kind}rondes`);
      expect(rondes.length).toBeGreaterThan(1);
      await openPage(page, `/${kind}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const items = page.locator('main .link-list li');
      await expect(items).toHaveCount(rondes.length);
      for (const [i, r] of rondes.entries()) {
        await expect(items.nth(i).getByRole('link')).toHaveText(r.name);
        await expect(items.nth(i).getByRole('link')).toHaveAttribute('href', `/${kind}/${r.id}`);
        await expect(items.nth(i)).toContainText(r.state);
      }
    });

    test(`every /${kind}/{id} shows its round with the duels`, async ({ page, request }) => {
      const rondes = await apiGet<BekerRondeSummary[]>(request, `/api/${kind}rondes`);
      for (const summary of rondes) {
        const ronde = await apiGet<BekerRondeDetail>(request, `/api/${kind}rondes/${summary.id}`);
        await openPage(page, `/${kind}/${ronde.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title}: ${ronde.name}`);
        await expect(page.locator('.page-header__sub')).toContainText(ronde.state);
        const duels = page.locator('.duel');
        await expect(duels).toHaveCount(ronde.duels.length);
        for (const [i, duel] of ronde.duels.entries()) {
          const sides = duels.nth(i).locator('.duel__side');
          await expect(sides.nth(0).locator('.duel__name')).toContainText(duel.first.name);
          await expect(sides.nth(1).locator('.duel__name')).toContainText(duel.second.name);
          if (duel.firstScore !== null) {
            await expect(sides.nth(0).locator('.duel__score')).toHaveText(fmt(duel.firstScore));
            await expect(sides.nth(1).locator('.duel__score')).toHaveText(fmt(duel.secondScore!));
          }
          if (duel.winnerId !== null) {
            const winner = duel.winnerId === duel.first.id ? 0 : 1;
            await expect(sides.nth(winner)).toHaveClass(/is-winner/);
            await expect(sides.nth(winner)).toContainText('(winnaar)');
          }
        }
        const byes = page.locator('.byes__list li');
        await expect(byes).toHaveCount(ronde.byes.length);
      }
    });

    test(`/${kind}/{id} of an unknown round says so`, async ({ page }) => {
      await openPage(page, `/${kind}/999999`);
      await expect(page.locator('main')).toContainText('Deze bekerronde bestaat niet.');
      await expect(page.getByRole('alert')).not.toContainText('Oeps');
    });

    test(`/${kind} pages have no serious accessibility violations`, async ({ page, request }) => {
      const rondes = await apiGet<BekerRondeSummary[]>(request, `/api/${kind}rondes`);
      await openPage(page, `/${kind}`);
      await expectNoSeriousA11yViolations(page);
      for (const r of rondes) {
        await openPage(page, `/${kind}/${r.id}`);
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}
