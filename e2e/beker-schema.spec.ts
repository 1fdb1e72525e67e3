import { expect, test } from '@playwright/test';
import type { BekerRondeDetail, BekerRondeSummary } from '@clubelf/contract';
import { apiGet } from './support/api';
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

  // Issue 26: on a phone the schema was 31,000 px tall. Now the current round is open and every
  // other round folds under its title: a few screens.
  test(`/${kind}/schema on a phone: the current round open, the others folded`, async ({
    page,
    request,
  }) => {
    const rondes = await apiGet<BekerRondeSummary[]>(request, `/api/${kind}rondes`);
    const huidig = rondes.find((r) => !r.isFinished) ?? rondes.at(-1)!;
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, `/${kind}/schema`);
    const noSideways = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(noSideways).toBe(true);
    await expect(page.locator('main h2')).toHaveText(rondes.map((r) => r.name));
    for (const r of rondes) {
      const fold = page.getByRole('region', { name: r.name, exact: true }).locator('details');
      if (r.id === huidig.id) await expect(fold).toHaveAttribute('open', '');
      else await expect(fold).not.toHaveAttribute('open');
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, 'a few screens').toBeLessThan(4 * 844);
    // The current round's first score stands inside the screen, not behind a sideways scroll.
    const current = page.getByRole('region', { name: huidig.name, exact: true });
    const score = current
      .locator('li')
      .first()
      .getByText(/^\d|nog te spelen/)
      .first();
    await expect(score).toBeVisible();
    const box = await score.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // An earlier round opens with a tap on its title, and links to its own page.
    const first = page.getByRole('region', { name: rondes[0]!.name, exact: true });
    await first.getByText(rondes[0]!.name, { exact: true }).click();
    await expect(first.locator('details')).toHaveAttribute('open', '');
    await expect(first.locator('li').first()).toBeVisible();
    await expect(
      first.getByRole('link', { name: `${rondes[0]!.name} op een eigen pagina` }),
    ).toHaveAttribute('href', `/${kind}/${rondes[0]!.id}`);
    await first.getByText(rondes[0]!.name, { exact: true }).click();
    // Axe over the schema at 390 px as it opens (this fold closed again): a11y-routes.spec.ts.
  });

  test(`/${kind}/schema on a laptop: every round open side by side`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, `/${kind}/schema`);
    await expect(page.locator('main details')).toHaveCount(0);
    await expect(page.locator('main li').first()).toBeVisible();
  });
}

test('the round list names the speelronde once', async ({ page }) => {
  await openPage(page, '/beker');
  const first = page.locator('main .link-list li').first();
  await expect(first).not.toContainText(/speelronde \d+ · Gespeeld in speelronde/);
  await expect(page.getByRole('link', { name: 'Bekijk het schema met alle rondes' })).toBeVisible();
});
