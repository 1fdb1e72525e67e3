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
      expect(rondes.length).toBeGreaterThan(0);
      // Counted, so the test knows played duels (scores, winners) were among those checked.
      let scored = 0;
      let decided = 0;
      for (const summary of rondes) {
        const ronde = await apiGet<BekerRondeDetail>(request, `/api/${kind}rondes/${summary.id}`);
        await openPage(page, `/${kind}/${ronde.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title}: ${ronde.name}`);
        await expect(page.locator('.page-header__sub')).toContainText(ronde.state);
        const duels = page.locator('.duel');
        await expect(duels).toHaveCount(ronde.duels.length);
        // Both sides of every duel, in order: the name, and the score once played (a dash before).
        const sides = ronde.duels.flatMap((duel) => [
          { entrant: duel.first, score: duel.firstScore, winner: duel.winnerId === duel.first.id },
          {
            entrant: duel.second,
            score: duel.secondScore,
            winner: duel.winnerId === duel.second.id,
          },
        ]);
        await expect(duels.locator('.duel__side .duel__name')).toContainText(
          sides.map((s) => s.entrant.name),
        );
        await expect(duels.locator('.duel__side .duel__score')).toHaveText(
          sides.map((s) => (s.score === null ? '-' : fmt(s.score))),
        );
        // The winners, and only they, marked as such.
        const winners = sides.filter((s) => s.winner).map((s) => s.entrant.name);
        const marked = duels.locator('.duel__side.is-winner');
        await expect(marked).toHaveCount(winners.length);
        await expect(marked).toContainText(winners);
        await expect(marked.filter({ hasText: '(winnaar)' })).toHaveCount(winners.length);
        await expect(duels.locator('.duel__side', { hasText: '(winnaar)' })).toHaveCount(
          winners.length,
        );
        scored += sides.filter((s) => s.score !== null).length;
        decided += winners.length;

        const byes = page.getByRole('region', { name: 'Vrijloting' }).getByRole('listitem');
        await expect(byes).toHaveCount(ronde.byes.length);
      }
      expect(scored, 'duels with a score were checked').toBeGreaterThan(0);
      expect(decided, 'duels with a winner were checked').toBeGreaterThan(0);
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
