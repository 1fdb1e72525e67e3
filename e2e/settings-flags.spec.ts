import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Settings } from '@clubelf/contract';
import { apiGet } from './support/api';
import { E2E_SETTINGS_PORT } from './support/env';
import { putSettings, signInOrganiser, type OrganiserSession } from './support/organiser';
import { openPage } from './support/page';

const ALL_OFF: Settings = {
  showAanmelding: false,
  showCompetitieOverzichten: false,
  showTeamOverzichten: false,
  showSpelersOverzichten: false,
};

/** Which home cards and menu groups each flag switches (docs/spec.md sections 2 and 3). */
const FLAGS: { flag: keyof Settings; cards: string[]; groups: string[] }[] = [
  { flag: 'showAanmelding', cards: ['Aanmelden'], groups: [] },
  {
    flag: 'showCompetitieOverzichten',
    cards: ['Tussenstand', 'Wedstrijden', 'Beker', 'Periodetitels'],
    groups: ['Standen', 'Beker', 'Periodetitels'],
  },
  {
    flag: 'showTeamOverzichten',
    cards: ['Teamcompetitie', 'Teambeker'],
    groups: ['Teambeker', 'Teamstanden'],
  },
  { flag: 'showSpelersOverzichten', cards: ['Beste spelers'], groups: ['Spelers'] },
];

const cardTitles = (page: Page) => page.locator('main .card__title');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
/** The menu's groups: each a button that folds its links open. */
const groupLabels = (page: Page) => nav(page).getByRole('button');

test.describe('the four settings flags', () => {
  // One organiser session (with its XSRF cookie) for the whole file; the settings go back as
  // they were at the end, whatever happened.
  let organiser: APIRequestContext;
  let session: OrganiserSession;
  let original: Settings;

  test.beforeAll(async () => {
    organiser = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_SETTINGS_PORT}` });
    original = await apiGet<Settings>(organiser, '/api/settings');
    session = await signInOrganiser(organiser);
  });

  test.afterAll(async () => {
    await putSettings(organiser, session, original);
    await organiser.dispose();
  });

  test('all off: only the info message and the always-present menu groups', async ({ page }) => {
    await putSettings(organiser, session, ALL_OFF);
    await openPage(page, '/home');
    await expect(cardTitles(page)).toHaveText(['Mededelingen']);
    await expect(groupLabels(page)).toHaveText(['Deelnemer', 'Info', 'Historie']);
    await groupLabels(page).filter({ hasText: 'Info' }).click();
    await expect(nav(page).getByRole('link', { name: 'Reglement' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Wedstrijden' })).toHaveCount(0);
    // The matches page itself says the overviews are switched off.
    await openPage(page, '/info/wedstrijden');
    await expect(page.locator('main')).toContainText(
      'De wedstrijdoverzichten zijn op dit moment niet te zien.',
    );
  });

  for (const { flag, cards, groups } of FLAGS) {
    test(`${flag} alone shows its cards and menu groups`, async ({ page }) => {
      await putSettings(organiser, session, { ...ALL_OFF, [flag]: true });
      await openPage(page, '/home');
      // With the competition shown the page opens with the latest round (no participant chosen).
      const opening = flag === 'showCompetitieOverzichten' ? ['Laatste speelronde'] : [];
      await expect(cardTitles(page)).toHaveText([...opening, 'Mededelingen', ...cards]);
      const order = ['Standen', 'Beker', 'Periodetitels', 'Spelers', 'Teambeker', 'Teamstanden'];
      await expect(groupLabels(page)).toHaveText([
        ...order.filter((g) => groups.includes(g)),
        'Deelnemer',
        'Info',
        'Historie',
      ]);
      if (flag === 'showCompetitieOverzichten') {
        await groupLabels(page).filter({ hasText: 'Info' }).click();
        await expect(nav(page).getByRole('link', { name: 'Wedstrijden' })).toHaveAttribute(
          'href',
          '/info/wedstrijden',
        );
      }
    });
  }

  test('all on: every card, all eight groups and the history', async ({ page }) => {
    await putSettings(organiser, session, {
      showAanmelding: true,
      showCompetitieOverzichten: true,
      showTeamOverzichten: true,
      showSpelersOverzichten: true,
    });
    await openPage(page, '/home');
    await expect(cardTitles(page)).toHaveText([
      'Laatste speelronde',
      'Mededelingen',
      'Aanmelden',
      ...FLAGS.slice(1).flatMap((f) => f.cards),
    ]);
    await expect(groupLabels(page)).toHaveCount(9);
  });
});
