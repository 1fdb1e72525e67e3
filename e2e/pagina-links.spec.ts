import { expect, test } from '@playwright/test';
import type {
  ClubDetail,
  Deelnemer,
  DeelnemerRonde,
  Deelnemers,
  Seizoen,
  SpelerDetail,
} from '@clubelf/contract';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { nlNumber } from './support/format';
import { openPage } from './support/page';

// Issue 9: a participant's, a player's and a club's page, one leading to the next, on a phone.
test.use({ viewport: { width: 390, height: 844 } });

test.describe('pages behind the names', () => {
  test('participant -> player -> club and back, each page accessible', async ({
    page,
    request,
  }) => {
    // The demo leader: a participant with rounds, a team and cup duels.
    const deelnemer = await apiGet<Deelnemer>(request, '/api/deelnemers/1');
    const last = deelnemer.rounds.at(-1)!.round;
    const team = await apiGet<DeelnemerRonde>(request, `/api/deelnemers/1/ronde/${last}`);
    const speler = team.spelers[0]!;

    await openPage(page, '/deelnemers/1');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(deelnemer.name);
    await expect(main.locator('.facts')).toContainText(nlNumber(deelnemer.totalScore));
    await expect(main.locator('.facts')).toContainText(deelnemer.teamName);

    // The team of the latest round: 11 players, each a link to his page, his club to its page.
    const teamTable = main.getByRole('table', {
      name: `Team van ${deelnemer.name} in speelronde ${last}`,
    });
    await expect(teamTable.locator('tbody tr')).toHaveCount(11);
    await expect(teamTable.locator('tfoot')).toContainText(nlNumber(team.totalScore));
    // Name and points both on screen at 390 px, without scrolling sideways.
    const firstRow = teamTable.locator('tbody tr').first();
    await expect(firstRow.locator('td').last()).toBeInViewport();
    await expect(firstRow.locator('td').last()).toHaveText(nlNumber(speler.points));

    // Every round played, each a link to its matches; the position chart.
    const rondes = main.getByRole('table', { name: 'Score en positie per speelronde' });
    await expect(rondes.locator('tbody tr')).toHaveCount(deelnemer.rounds.length);
    await expect(
      rondes.getByRole('link', { name: `Speelronde ${last}`, exact: true }),
    ).toHaveAttribute('href', `/info/wedstrijden/${last}`);
    // The chart is drawn once its card comes near the view (decision 031): far down on a phone.
    await main.locator('.chart').scrollIntoViewIfNeeded();
    await expect(main.locator('.chart svg.recharts-surface')).toBeVisible();

    // The cup duels, the opponent a link to their page.
    const duel = deelnemer.bekerDuels.find((d) => d.opponent !== null)!;
    await expect(main.getByRole('link', { name: duel.opponent!.name })).toHaveAttribute(
      'href',
      `/deelnemers/${duel.opponent!.id}`,
    );
    await expect(
      main.getByRole('link', { name: `Alle seizoenen van ${deelnemer.name}` }),
    ).toHaveAttribute('href', '/deelnemers/1/loopbaan');
    await expectNoSeriousA11yViolations(page);

    // On to the player.
    const detail = await apiGet<SpelerDetail>(request, `/api/spelers/${speler.playerId}`);
    await teamTable.getByRole('link', { name: speler.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/spelers/${speler.playerId}$`));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(speler.name);
    await expect(page.locator('.state--loading')).toHaveCount(0);
    await expect(main.locator('.facts')).toContainText(nlNumber(detail.totalPoints));
    const perRonde = main.getByRole('table', { name: 'Punten per speelronde' });
    await expect(perRonde.locator('tbody tr')).toHaveCount(detail.rounds.length);
    // He is in this participant's team, so the participant is among those who picked him.
    await expect(main.getByRole('link', { name: deelnemer.name, exact: true })).toHaveAttribute(
      'href',
      '/deelnemers/1',
    );
    await expectNoSeriousA11yViolations(page);

    // On to his club.
    const club = await apiGet<ClubDetail>(request, `/api/clubs/${detail.clubId}`);
    await main.locator('.facts').getByRole('link', { name: detail.clubName }).click();
    await expect(page).toHaveURL(new RegExp(`/info/clubs/${detail.clubId}$`));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(club.name);
    await expect(page.locator('.state--loading')).toHaveCount(0);
    await expect(
      main.getByRole('table', { name: `Spelers van ${club.name}` }).locator('tbody tr'),
    ).toHaveCount(club.spelers.length);
    await expect(
      main
        .getByRole('link', { name: `Speelronde ${club.wedstrijden[0]!.round}`, exact: true })
        .first(),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: speler.name, exact: true })).toHaveAttribute(
      'href',
      `/spelers/${speler.playerId}`,
    );
    await expectNoSeriousA11yViolations(page);

    // And back: the player, then the participant.
    await page.goBack();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(speler.name);
    await page.goBack();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(deelnemer.name);
  });

  test('the matches of a round link every club and player', async ({ page }) => {
    await openPage(page, '/info/wedstrijden?ronde=3');
    const match = page.locator('main .wedstrijd').first();
    const home = match.getByRole('link').first();
    await expect(home).toHaveAttribute('href', /^\/info\/clubs\/\d+$/);
    await match.getByText('Spelers en punten').click();
    await expect(match.locator('td.name a').first()).toHaveAttribute('href', /^\/spelers\/\d+$/);
    await home.click();
    await expect(page).toHaveURL(/\/info\/clubs\/\d+$/);
    await expect(page.locator('main h1')).not.toHaveText('Pagina niet gevonden');
  });

  test('inside a closed season the links stay in that season', async ({ page, request }) => {
    const seizoenen = await apiGet<Seizoen[]>(request, '/api/seizoenen');
    const closed = seizoenen.find((s) => s.isFinished)!;
    const deelnemer = (
      await apiGet<Deelnemers>(request, `/api/seizoenen/${closed.id}/deelnemers`)
    )[0]!;
    await openPage(page, `/archief/${closed.id}/deelnemers/${deelnemer.id}`);
    await expect(page.locator('main h1')).toHaveText(deelnemer.name);
    const speler = page.locator('main table a[href*="/spelers/"]').first();
    await expect(speler).toHaveAttribute(
      'href',
      new RegExp(`^/archief/${closed.id}/spelers/\\d+$`),
    );
    const name = await speler.innerText();
    await speler.click();
    await expect(page.locator('main h1')).toHaveText(name);
    await expect(page.locator('.state--loading')).toHaveCount(0);
    await expect(page.locator('main .facts a').first()).toHaveAttribute(
      'href',
      new RegExp(`^/archief/${closed.id}/info/clubs/\\d+$`),
    );
  });

  test('an unknown participant, player or club is the not-found page', async ({ page }) => {
    for (const path of [
      '/deelnemers/99999',
      '/spelers/99999',
      '/info/clubs/99999',
      '/spelers/x1',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1'), path).toHaveText('Pagina niet gevonden');
    }
    // The lists and the career keep their addresses.
    await openPage(page, '/deelnemers/scores');
    await expect(page.locator('main h1')).toHaveText('Scores per speelronde');
  });
});
