import { expect, test } from '@playwright/test';
import type {
  Deelnemer,
  OrganiserDeelnemer,
  OrganiserSchedule,
  Reglement,
  Rondes,
  Tussenstand,
  Uitslag,
  UitslagSpeler,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { organiserApi, signInToDashboard } from './dashboard-helpers';
import { apiGet } from './support/api';
import { escapeRegExp, nlNumber } from './support/format';
import { openPage, searchBox } from './support/page';

test('enter a result with player events for the next speelronde; the standings show it', async ({
  page,
  request,
}) => {
  const api = await organiserApi(request);
  // The next speelronde: the first one not fully played (other specs may have saved a match of it).
  const rondes = await apiGet<Rondes>(request, '/api/wedstrijden/rounds');
  const round = rondes.find((r) => r.state !== 'gespeeld')!.round;
  const schedule = await api.get<OrganiserSchedule>(organiserPaths.speelschema);
  const deelnemers = await api.get<OrganiserDeelnemer[]>(organiserPaths.deelnemers);

  // A match of that round with an active player whom some participant has selected.
  let found: { uitslag: Uitslag; speler: UitslagSpeler; deelnemer: OrganiserDeelnemer } | null =
    null;
  for (const w of schedule.rondes
    .find((r) => r.round === round)!
    .wedstrijden.filter((x) => x.homeGoals === null)) {
    const uitslag = await api.get<Uitslag>(organiserPaths.uitslag(w.id));
    for (const speler of uitslag.spelers.filter((s) => s.status === 'actief')) {
      const deelnemer = deelnemers.find((d) => d.currentSelectie.includes(speler.playerId));
      if (deelnemer) {
        found = { uitslag, speler, deelnemer };
        break;
      }
    }
    if (found) break;
  }
  expect(found, 'a selected player in a match of the next round').not.toBeNull();
  const { uitslag, speler, deelnemer } = found!;
  const { homeClub, awayClub } = uitslag.wedstrijd;
  const side = speler.side;

  // His points from the rules' own table: basisplaats, a win and a goal.
  const reglement = await apiGet<Reglement>(request, '/api/info/reglement');
  const points = (event: string) =>
    reglement.scoreTable.find((r) => r.event === event)!.points[speler.position];
  const expected = points('basisplaats') + points('gewonnen') + points('doelpunt');
  const before = await apiGet<Tussenstand>(request, '/api/standen/tussenstand');
  const totalBefore = before.rows.find((r) => r.deelnemerId === deelnemer.id)!.totalScore;
  const roundBefore =
    (await apiGet<Deelnemer>(request, `/api/deelnemers/${deelnemer.id}`)).rounds.find(
      (r) => r.round === round,
    )?.score ?? 0;

  await signInToDashboard(page);
  // The dashboard's home names the next speelronde and leads to its results.
  await page.getByRole('link', { name: `Speelronde ${round}: uitslagen invoeren` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uitslagen' })).toBeVisible();
  await expect(page.getByLabel('Speelronde', { exact: true })).toHaveValue(String(round));
  await page
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(`${homeClub} - ${awayClub}`)}`) })
    .click();
  const editor = page.getByRole('region', { name: `${homeClub} - ${awayClub}` });
  await expect(editor).toBeVisible();

  // The score: his side wins 2-1.
  await editor.getByLabel(homeClub, { exact: true }).fill(side === 'home' ? '2' : '1');
  await editor.getByLabel(awayClub, { exact: true }).fill(side === 'home' ? '1' : '2');

  // The grid starts from both clubs' previous line-ups; this test wants only its own player to
  // play: clear the grid and show every player.
  await editor.getByRole('button', { name: 'Wissen', exact: true }).click();
  await editor.getByRole('checkbox', { name: 'Alle spelers tonen' }).check();
  await expect(editor.getByText(/^Gespeeld: /)).toHaveText(
    `Gespeeld: ${homeClub} 0 (0 in de basis), ${awayClub} 0 (0 in de basis).`,
  );

  // The grid by keyboard: Space ticks basisplaats, the arrow goes to goals, typing replaces the 0.
  const played = editor.getByRole('checkbox', { name: `Gespeeld, ${speler.name}`, exact: true });
  const basis = editor.getByRole('checkbox', { name: `Basisplaats, ${speler.name}`, exact: true });
  const goals = editor.getByLabel(`Doelpunten (penalty’s meegeteld), ${speler.name}`, {
    exact: true,
  });
  await basis.focus();
  await page.keyboard.press('Space');
  await expect(basis).toBeChecked();
  await expect(played, 'an event means he played').toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(goals).toBeFocused();
  await page.keyboard.type('1');
  await expect(goals).toHaveValue('1');
  // Arrow down reaches the same column of the next player.
  const index = uitslag.spelers.findIndex((s) => s.playerId === speler.playerId);
  const neighbour = uitslag.spelers[index + 1] ?? uitslag.spelers[index - 1]!;
  await page.keyboard.press(index + 1 < uitslag.spelers.length ? 'ArrowDown' : 'ArrowUp');
  await expect(
    editor.getByLabel(`Doelpunten (penalty’s meegeteld), ${neighbour.name}`, { exact: true }),
  ).toBeFocused();

  await editor.getByRole('button', { name: 'Uitslag opslaan' }).click();
  const [first, second] = side === 'home' ? [2, 1] : [1, 2];
  await expect(editor.getByRole('status').filter({ hasText: 'Uitslag opgeslagen' })).toContainText(
    `Uitslag opgeslagen: ${homeClub} ${first} - ${second} ${awayClub}`,
  );

  // The participant, chosen in the header search as a visitor would.
  await searchBox(page).fill(deelnemer.name);
  await page.getByRole('option', { name: `${deelnemer.name} - ${deelnemer.teamName}` }).click();

  // The tussenstand now runs to this round, with the new total on the chosen row.
  await openPage(page, '/standen/tussenstand');
  const after = await apiGet<Tussenstand>(request, '/api/standen/tussenstand');
  expect(after.round).toBe(round);
  const totalAfter = after.rows.find((r) => r.deelnemerId === deelnemer.id)!.totalScore;
  expect(totalAfter).toBe(totalBefore + expected);
  const row = page.locator('main tr[data-gekozen="true"]');
  await expect(row).toContainText(deelnemer.name);
  // The total leads the cell (a second line may add this round's points).
  await expect(row.locator('td').last()).toHaveText(
    new RegExp(`^${escapeRegExp(nlNumber(totalAfter))}(?!\\d)`),
  );

  // The participant's scores page shows the round's score.
  await openPage(page, '/deelnemers/scores');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Scores van ${deelnemer.name}`);
  await expect(page.locator('.facts')).toContainText(nlNumber(totalAfter));
  const seizoen = await apiGet<Deelnemer>(request, `/api/deelnemers/${deelnemer.id}`);
  expect(seizoen.rounds.at(-1)).toMatchObject({ round, score: roundBefore + expected });
  const rondeSelect = page.getByLabel('Speelronde', { exact: true });
  await expect(rondeSelect).toHaveValue(String(round));
  await expect(rondeSelect.locator('option:checked')).toHaveText(
    `Speelronde ${round} (${nlNumber(roundBefore + expected)} punten)`,
  );
});
