// Issue 24: the inbox refuses many at once, at phone width. Three enrolments arrive; the
// organiser ticks two, is asked "2 aanmeldingen weigeren?", confirms, and only those two are
// refused (one request). It runs on a server of its own: the enrolments count against the limit
// per address that the other enrolment specs use from the same address.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type {
  AanmeldingOpen,
  AanmeldSpeler,
  OrganiserAanmelding,
  Settings,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { aanmeldingPaths, apiPaths } from '@clubelf/contract/paths';
import { messageOf, openSection, startOwnServer, type OwnServer } from './dashboard-helpers';
import { API_HEADERS, apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_ADMIN } from './support/env';
import { signInOrganiser, type OrganiserSession } from './support/organiser';

let own: OwnServer | undefined;

test.beforeAll(async () => {
  // The build this run serves (E2E_WEB_DIST), as the config's own servers do.
  if (process.env.E2E_WEB_DIST) process.env.WEB_DIST_DIR = process.env.E2E_WEB_DIST;
  own = await startOwnServer('weigeren');
});
test.afterAll(async () => own?.stop());

function headers(session: OrganiserSession) {
  return { ...API_HEADERS, authorization: `Bearer ${session.token}`, 'x-xsrf-token': session.xsrf };
}

/** A valid 4-3-3 from the form's players, at most two of a club. */
function eleven(open: AanmeldingOpen): number[] {
  const need: Record<string, number> = { Keeper: 1, Verdediger: 4, Middenvelder: 3, Aanvaller: 3 };
  const perClub = new Map<number, number>();
  const chosen: AanmeldSpeler[] = [];
  for (const s of open.spelers) {
    if (need[s.position]! > 0 && (perClub.get(s.clubId) ?? 0) < 2) {
      chosen.push(s);
      need[s.position] = need[s.position]! - 1;
      perClub.set(s.clubId, (perClub.get(s.clubId) ?? 0) + 1);
    }
  }
  expect(chosen).toHaveLength(11);
  return chosen.map((s) => s.id);
}

async function enrolThree(request: APIRequestContext, session: OrganiserSession) {
  const settings = await apiGet<Settings>(request, apiPaths.settings);
  const put = await request.put(apiPaths.settings, {
    headers: headers(session),
    data: { ...settings, showAanmelding: true },
  });
  expect(put.ok()).toBe(true);
  const open = await apiGet<AanmeldingOpen>(request, aanmeldingPaths.open);
  expect(open.open, open.melding ?? 'open').toBe(true);
  const spelerIds = eleven(open);
  for (const naam of ['Robot Een', 'Robot Twee', 'Echte Els']) {
    const response = await request.post(aanmeldingPaths.aanmeldingen, {
      headers: { ...API_HEADERS, 'x-xsrf-token': session.xsrf },
      data: {
        naam,
        teamnaam: `Team ${naam}`,
        email: `${naam.replace(' ', '.').toLowerCase()}@voorbeeld.nl`,
        spelerIds,
        toestemming: true,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: own!.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/authentication/login?returnUrl=%2Fdashboard');
  await page.getByLabel('Gebruikersnaam:').fill(E2E_ADMIN.userName);
  await page.getByLabel('Wachtwoord:').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return page;
}

test('refuse a selection of enrolments at once, after a confirmation naming how many', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: own!.url });
  const session = await signInOrganiser(request);
  await enrolThree(request, session);

  const page = await phonePage(browser);
  await openSection(page, 'Aanmeldingen');
  const list = page.getByRole('list', { name: 'Aanmeldingen' });
  await expect(list.getByTestId('aanmelding')).toHaveCount(3);
  const weigeren = page.getByRole('button', { name: /^Weigeren \(\d+\)$/ });
  await expect(weigeren).toHaveText('Weigeren (0)');
  await expect(weigeren).toBeDisabled();

  await page.getByRole('checkbox', { name: 'Selecteren: Robot Een (Team Robot Een)' }).check();
  await page.getByRole('checkbox', { name: 'Selecteren: Robot Twee (Team Robot Twee)' }).check();
  await expect(page.getByText('2 aanmeldingen geselecteerd')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Alles selecteren/ })).not.toBeChecked();
  await weigeren.click();

  const confirm = page.getByRole('form', { name: '2 aanmeldingen weigeren' });
  await expect(confirm.getByText('2 aanmeldingen weigeren?')).toBeVisible();
  await confirm.getByLabel('Reden (niet verplicht)').fill('Nepaanmelding.');
  // Nothing sideways on a phone, and the screen with its question passes axe.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(organiserPaths.aanmeldingenWeigeren),
  );
  await confirm.getByRole('button', { name: '2 aanmeldingen weigeren' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    aanmeldingen: [{ version: 1 }, { version: 1 }],
    notitie: 'Nepaanmelding.',
  });
  await expect(messageOf(page)).toContainText('2 aanmeldingen geweigerd.');

  const inbox = await (
    await request.get(organiserPaths.aanmeldingen, { headers: headers(session) })
  ).json();
  const status = Object.fromEntries(
    (inbox as OrganiserAanmelding[]).map((a) => [a.naam, [a.status, a.notitie]]),
  );
  expect(status).toEqual({
    'Robot Een': ['geweigerd', 'Nepaanmelding.'],
    'Robot Twee': ['geweigerd', 'Nepaanmelding.'],
    'Echte Els': ['nieuw', null],
  });
  // The one left open is the only one to select now.
  await expect(page.getByRole('checkbox', { name: /^Selecteren: / })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await request.dispose();
});
