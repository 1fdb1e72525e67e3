// Issue 9's match, entered on a phone as an organiser would on match day, counting every click and
// keystroke: 2-1, 27 players played, 3 goals (one a penalty), an assist and two yellow cards.
// The actions that enter those 7 events are counted apart from the rest; the rest must stay
// within 12. A fill counts a tap into the field (unless it has the focus already) plus one
// keystroke per character.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Speelronde, Uitslag, UitslagSpeler } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { organiserApi } from './dashboard-helpers';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_ADMIN } from './support/env';
import { shoot } from './support/shoot';

const PLAYED = 27;
const REST_LIMIT = 12;

type Phase = 'events' | 'rest';

/** The page's clicks and keystrokes, per phase. */
function counter(page: Page) {
  const counts: Record<Phase, number> = { events: 0, rest: 0 };
  let phase: Phase = 'rest';
  const add = (n: number) => (counts[phase] += n);
  const focused = (l: Locator) => l.evaluate((el) => el === document.activeElement);
  return {
    counts,
    async click(l: Locator) {
      await l.click();
      add(1);
    },
    async fill(l: Locator, text: string) {
      const tap = (await focused(l)) ? 0 : 1;
      await l.fill(text);
      add(tap + text.length);
    },
    async press(key: string) {
      await page.keyboard.press(key);
      add(1);
    },
    async events(enter: () => Promise<void>) {
      phase = 'events';
      await enter();
      phase = 'rest';
    },
  };
}

test.use({ viewport: { width: 390, height: 844 } });

test('a 2-1 match with 27 players and 7 events takes at most 12 actions beyond the events, on a phone', async ({
  page,
  request,
}) => {
  const api = await organiserApi(request);

  // Signing in from the header's link leads to the dashboard (once per session: not counted).
  await page.goto('/home');
  await page.getByRole('link', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL('/authentication/login?returnUrl=%2Fdashboard');
  await page.getByLabel('Gebruikersnaam:').fill(E2E_ADMIN.userName);
  await page.getByLabel('Wachtwoord:').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Signed in, the menu has a Beheer link to the dashboard.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Beheer' }),
  ).toHaveAttribute('href', '/dashboard');
  await page.getByRole('button', { name: 'Menu' }).click();

  const act = counter(page);
  const addPlayer = page.getByRole('combobox', { name: 'Speler toevoegen' });
  // From the dashboard's home to the next round's first match without a result.
  await act.click(page.getByRole('link', { name: /^Speelronde \d+: uitslagen invoeren$/ }));
  const editor = page.getByRole('region', { name: /^Uitslag invoeren: / });
  await expect(editor.getByRole('heading', { level: 2 })).toBeVisible();
  const title = (await editor.getByRole('heading', { level: 2 }).textContent())!;
  const round = Number(await page.getByLabel('Speelronde', { exact: true }).inputValue());
  const speelronde = await apiGet<Speelronde>(request, apiPaths.wedstrijdRonde(round));
  const match = speelronde.wedstrijden.find(
    (w) => `${w.homeClub} - ${w.awayClub}` === title && w.homeGoals === null,
  )!;
  expect(match, `${title}: a match of speelronde ${round} without a result`).toBeTruthy();
  const uitslag = await api.get<Uitslag>(organiserPaths.uitslag(match.id));
  const { home, away } = uitslag.vorigeOpstelling;
  expect(home && away, 'both clubs have a previous line-up').toBeTruthy();

  // The grid starts from both previous line-ups: only those players are shown, ticked.
  const named = (id: number) => uitslag.spelers.find((s) => s.playerId === id)!;
  const lineUp = [...home!.spelers, ...away!.spelers].map((s) => ({
    ...named(s.playerId),
    basisplaats: s.basisplaats,
  }));
  for (const s of lineUp) {
    await expect(
      editor.getByRole('checkbox', { name: `Gespeeld, ${s.name}`, exact: true }),
    ).toBeChecked();
  }
  await expect(editor.getByRole('checkbox', { name: /^Gespeeld, / })).toHaveCount(lineUp.length);

  // 'Speler toevoegen' with its list open (not counted: a look and axe, then Escape empties it).
  const benchName = uitslag.spelers.find(
    (s) => !lineUp.some((l) => l.playerId === s.playerId),
  )!.name;
  await listOpen(page, addPlayer, benchName, 'uitslag-speler-toevoegen-lijst-390', true);

  // The score: 2-1.
  await act.fill(editor.getByLabel(match.homeClub, { exact: true }), '2');
  await act.press('Tab');
  await act.fill(editor.getByLabel(match.awayClub, { exact: true }), '1');

  // 27 players: untick substitutes who did not come on, or add the missing ones by search.
  const played = new Set(lineUp.map((s) => s.playerId));
  const subs = lineUp.filter((s) => !s.basisplaats).reverse();
  while (played.size > PLAYED) {
    const sub = subs.shift()!;
    await act.click(editor.getByRole('checkbox', { name: `Gespeeld, ${sub.name}`, exact: true }));
    played.delete(sub.playerId);
  }
  const bench = uitslag.spelers.filter((s) => !played.has(s.playerId) && s.status === 'actief');
  while (played.size < PLAYED) {
    const extra = bench.shift()!;
    await act.fill(addPlayer, extra.name.slice(0, 5));
    await act.click(editor.getByRole('option', { name: new RegExp(`^${extra.name} \\(`) }));
    played.add(extra.playerId);
  }
  await expect(editor.getByText(/^Gespeeld: /)).toContainText(
    `${match.homeClub} ${[...played].filter((id) => named(id).side === 'home').length}`,
  );

  // The 7 events: two home goals (one a penalty) with an assist, one away goal, two yellows.
  const starters = (side: 'home' | 'away') =>
    lineUp.filter((s) => s.side === side && s.basisplaats && played.has(s.playerId));
  const [penaltyTaker, scorer, assister, bookedHome] = starters('home') as [
    UitslagSpeler,
    UitslagSpeler,
    UitslagSpeler,
    UitslagSpeler,
  ];
  const [awayScorer, bookedAway] = starters('away') as [UitslagSpeler, UitslagSpeler];
  const cell = (column: string, s: UitslagSpeler) =>
    editor.getByLabel(`${column}, ${s.name}`, { exact: true });
  const check = editor.getByRole('status').filter({ hasText: 'bij de spelers' });
  await act.events(async () => {
    await act.fill(cell('Doelpunten (penalty’s meegeteld)', penaltyTaker), '1');
    await act.fill(cell('Waarvan uit penalty', penaltyTaker), '1');
    await act.fill(cell('Doelpunten (penalty’s meegeteld)', scorer), '1');
    // Checked live: one goal of the away side is still missing.
    await expect(check).toContainText('de uitslag is 2 - 1');
    await expect(check).toContainText(`bij ${match.awayClub} ontbreekt 1 doelpunt`);
    await act.fill(cell('Assists', assister), '1');
    await act.fill(cell('Doelpunten (penalty’s meegeteld)', awayScorer), '1');
    await act.click(
      editor.getByRole('checkbox', { name: `Gele kaart, ${bookedHome.name}`, exact: true }),
    );
    await act.click(
      editor.getByRole('checkbox', { name: `Gele kaart, ${bookedAway.name}`, exact: true }),
    );
  });
  await expect(check).toHaveText('De doelpunten bij de spelers kloppen met de uitslag 2 - 1.');

  await act.click(editor.getByRole('button', { name: 'Uitslag opslaan' }));
  await expect(editor.getByRole('status').filter({ hasText: 'Uitslag opgeslagen' })).toContainText(
    `Uitslag opgeslagen: ${match.homeClub} 2 - 1 ${match.awayClub}, met ${PLAYED} spelers.`,
  );

  // The same list on a wide screen, for a person to look at (SHOTS_DIR).
  if (process.env.SHOTS_DIR) {
    await page.setViewportSize({ width: 1280, height: 900 });
    const notShown = uitslag.spelers.find((s) => !played.has(s.playerId))!.name;
    await listOpen(page, addPlayer, notShown, 'uitslag-speler-toevoegen-lijst-1280', false);
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // No sideways scroll on the phone.
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

  test
    .info()
    .annotations.push(
      { type: 'acties voor de 7 gebeurtenissen', description: String(act.counts.events) },
      { type: 'acties verder', description: String(act.counts.rest) },
    );
  console.log(
    `Uitslag ingevoerd: ${act.counts.events} acties voor de gebeurtenissen, ${act.counts.rest} verder`,
  );
  expect(act.counts.rest).toBeLessThanOrEqual(REST_LIMIT);

  // The public round shows the result exactly as entered.
  const publicRound = await apiGet<Speelronde>(request, apiPaths.wedstrijdRonde(round, true));
  const saved = publicRound.wedstrijden.find((w) => w.id === match.id)!;
  expect([saved.homeGoals, saved.awayGoals]).toEqual([2, 1]);
  const spelers = saved.spelers!;
  expect(spelers.filter((s) => s.played)).toHaveLength(PLAYED);
  expect(new Set(spelers.map((s) => s.playerId))).toEqual(played);
  const of = (s: UitslagSpeler) => spelers.find((p) => p.playerId === s.playerId)!;
  expect(of(penaltyTaker)).toMatchObject({ goals: 1, penaltyGoals: 1 });
  expect(of(scorer)).toMatchObject({ goals: 1, penaltyGoals: 0 });
  expect(of(assister)).toMatchObject({ assists: 1, goals: 0 });
  expect(of(awayScorer)).toMatchObject({ goals: 1 });
  expect(of(bookedHome).yellow).toBe(1);
  expect(of(bookedAway).yellow).toBe(1);
  expect(spelers.reduce((n, s) => n + s.goals, 0)).toBe(3);
  expect(spelers.reduce((n, s) => n + s.yellow, 0)).toBe(2);
  expect(spelers.filter((s) => s.basisplaats)).toHaveLength(
    lineUp.filter((s) => s.basisplaats && played.has(s.playerId)).length,
  );
});

/** The add-player box with a few letters of a name typed: its list open, then emptied again. */
async function listOpen(page: Page, search: Locator, name: string, shot: string, axe: boolean) {
  await search.fill(name.slice(0, 3));
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option', { name: new RegExp(`^${name} \\(`) })).toBeVisible();
  if (axe) await expectNoSeriousA11yViolations(page, { extraRules: true });
  // The box in the middle of the screen, its list under it, for the look.
  if (process.env.SHOTS_DIR) await search.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shoot(page, shot);
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
}
