import { expect, test } from '@playwright/test';
import type { SpelerRow, Transfers } from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { nlNumber } from './support/format';
import { openPage } from './support/page';

const STATUS_TITLES = {
  actief: 'Actieve spelers',
  nieuw: 'Nieuwe spelers',
  vertrokken: 'Vertrokken spelers',
} as const;

test.describe('spelers', () => {
  test('/spelers opens the active players', async ({ page }) => {
    await page.goto('/spelers');
    await expect(page).toHaveURL(/\/spelers\/actief$/);
  });

  for (const [list, title] of Object.entries(STATUS_TITLES)) {
    test(`/spelers/${list} lists the players by club with their points`, async ({
      page,
      request,
    }) => {
      const spelers = await apiGet<SpelerRow[]>(request, `/api/spelers/${list}`);
      expect(spelers.length).toBeGreaterThan(0);
      await openPage(page, `/spelers/${list}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const rows = page.locator('tbody tr');
      // Long lists show 100 rows first; the button shows the rest.
      await expect(rows).toHaveCount(Math.min(spelers.length, 100));
      if (spelers.length > 100) {
        await page.getByRole('button', { name: `Toon alle ${spelers.length} spelers` }).click();
      }
      await expect(rows).toHaveCount(spelers.length);
      for (const i of [0, spelers.length - 1]) {
        const s = spelers[i]!;
        // The name and club are links; on a phone club and position go under the name.
        await expect(rows.nth(i).locator('td').first().getByRole('link')).toHaveText(s.name);
        await expect(rows.nth(i).locator('td')).toHaveText([
          `${s.name}${s.clubName} · ${s.position}`,
          s.clubName,
          s.position,
          nlNumber(s.totalPoints),
        ]);
      }
      // The filter narrows the list to one club.
      const club = spelers[0]!.clubName;
      await page.getByLabel('Filter op speler of club').fill(club);
      await expect(rows).toHaveCount(
        spelers.filter((s) => s.clubName.includes(club) || s.name.includes(club)).length,
      );
    });
  }

  test('/spelers/totaalscore: highest first, with the points per event', async ({
    page,
    request,
  }) => {
    const spelers = await apiGet<SpelerRow[]>(request, '/api/spelers/totaalscore');
    await openPage(page, '/spelers/totaalscore');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Totaalscore');
    // Name, club, position, total, 13 events, and the (phone-only) detail button's column.
    await expect(page.locator('thead th')).toHaveCount(4 + 13 + 1);
    const top = spelers[0]!;
    const cells = page.locator('tbody tr').first().locator('td');
    await expect(cells.nth(0).getByRole('link')).toHaveText(top.name);
    await expect(cells.nth(0).getByRole('link')).toHaveAttribute(
      'href',
      `/spelers/${top.playerId}`,
    );
    await expect(cells.nth(1).getByRole('link')).toHaveAttribute(
      'href',
      `/info/clubs/${top.clubId}`,
    );
    await expect(cells.nth(3)).toHaveText(nlNumber(top.totalPoints));
    await expect(cells.nth(4)).toHaveText(nlNumber(top.perEvent.basisplaats));
    await expect(cells.nth(7)).toHaveText(nlNumber(top.perEvent.doelpunt));
    await expect(cells.nth(16)).toHaveText(nlNumber(top.perEvent.rood));
  });

  test('/spelers/geselecteerd: how many participants picked each player', async ({
    page,
    request,
  }) => {
    const spelers = await apiGet<SpelerRow[]>(request, '/api/spelers/geselecteerd');
    await openPage(page, '/spelers/geselecteerd');
    const first = spelers[0]!;
    const cells = page.locator('tbody tr').first().locator('td');
    await expect(cells.nth(0).getByRole('link')).toHaveText(first.name);
    const percent = new Intl.NumberFormat('nl-NL', { style: 'percent', maximumFractionDigits: 1 });
    // The count, with (for a phone) the share under it.
    await expect(cells.nth(3)).toHaveText(
      `${nlNumber(first.selectedCount)}aandeel ${percent.format(first.selectedShare)}`,
    );
    await expect(cells.nth(4)).toHaveText(percent.format(first.selectedShare));
  });

  test('/spelers/transfers: participant, player out, player in, from round', async ({
    page,
    request,
  }) => {
    const transfers = await apiGet<Transfers>(request, '/api/spelers/transfers');
    expect(transfers.length).toBeGreaterThan(0);
    await openPage(page, '/spelers/transfers');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(transfers.length);
    const t = transfers[0]!;
    await expect(rows.first().locator('td').first().getByRole('link')).toHaveAttribute(
      'href',
      `/deelnemers/${t.deelnemerId}`,
    );
    // On a phone the transfer goes under the name, its own columns left out.
    const onder = `${t.playerOutName} eruit, ${t.playerInName} erin (${t.position.toLowerCase()})`;
    await expect(rows.first().locator('td')).toHaveText([
      `${t.deelnemerName}${onder}`,
      t.playerOutName,
      t.playerInName,
      t.position,
      String(t.fromRound),
    ]);
  });

  for (const list of [
    'actief',
    'nieuw',
    'vertrokken',
    'transfers',
    'totaalscore',
    'geselecteerd',
  ]) {
    test(`/spelers/${list} has no serious accessibility violations`, async ({ page }) => {
      await openPage(page, `/spelers/${list}`);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
