import { expect, test } from '@playwright/test';
import type { BekerRondeDetail, BekerRondeSummary } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { nlNumber, nlOneDecimal } from './support/format';
import { openPage } from './support/page';

// The bracket of both cups: every round, each duel with both names, scores and the winner.
for (const kind of ['beker', 'teambeker'] as const) {
  const title = kind === 'beker' ? 'Beker' : 'Teambeker';
  const fmt = kind === 'beker' ? nlNumber : nlOneDecimal;

  test(`/${kind}/schema shows every round with its duels, reachable from a round`, async ({
    page,
    request,
  }) => {
    const rondes = await apiGet<BekerRondeSummary[]>(request, `/api/${kind}rondes`);
    expect(rondes.length).toBeGreaterThan(1);
    await openPage(page, `/${kind}/${rondes[0]!.id}`);
    await page.getByRole('link', { name: 'Bekijk het schema' }).click();
    await expect(page).toHaveURL(`/${kind}/schema`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title}: schema`);
    await expect(page.locator('.state--loading')).toHaveCount(0);

    const headings = page.locator('main h2');
    await expect(headings).toHaveText(rondes.map((r) => r.name));
    let played = 0;
    for (const summary of rondes) {
      const ronde = await apiGet<BekerRondeDetail>(request, `/api/${kind}rondes/${summary.id}`);
      const section = page.getByRole('region', { name: ronde.name, exact: true });
      await expect(section.getByRole('link', { name: ronde.name })).toHaveAttribute(
        'href',
        `/${kind}/${ronde.id}`,
      );
      const duels = section.locator('li');
      await expect(duels).toHaveCount(ronde.duels.length);
      // Read in one go: the voorronde has over a hundred duels.
      const shown = await duels.evaluateAll((items) =>
        items.map((li) => ({
          text: li.textContent ?? '',
          pending: [...li.querySelectorAll('span')].filter((s) => s.textContent === 'nog te spelen')
            .length,
          winner:
            [...li.querySelectorAll(':scope > div')].find((d) =>
              d.textContent?.includes('(winnaar)'),
            )?.textContent ?? null,
          firstHref: li.querySelector('a')?.getAttribute('href') ?? null,
        })),
      );
      for (const [i, duel] of ronde.duels.entries()) {
        const item = shown[i]!;
        expect(item.text).toContain(duel.first.name);
        expect(item.text).toContain(duel.second.name);
        if (kind === 'beker') expect(item.firstHref).toBe(`/deelnemers/${duel.first.id}`);
        if (duel.firstScore === null) {
          expect(item.pending).toBe(2);
          expect(item.winner).toBeNull();
        } else {
          played += 1;
          const winner = duel.winnerId === duel.first.id ? duel.first : duel.second;
          expect(item.winner).toContain(winner.name);
          expect(item.text).toContain(fmt(duel.firstScore));
        }
      }
    }
    expect(played).toBeGreaterThan(0);
  });

  test(`/${kind}/schema on a phone: a list per round, every score in view, axe clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, `/${kind}/schema`);
    const noSideways = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(noSideways).toBe(true);
    // The score of the first duel stands inside the screen, not behind a sideways scroll.
    const box = await page
      .locator('main li')
      .first()
      .getByText(/^\d|nog te spelen/)
      .first()
      .boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the round list names the speelronde once', async ({ page }) => {
  await openPage(page, '/beker');
  const first = page.locator('main .link-list li').first();
  await expect(first).not.toContainText(/speelronde \d+ · Gespeeld in speelronde/);
  await expect(page.getByRole('link', { name: 'Bekijk het schema met alle rondes' })).toBeVisible();
});
