// "Mijn superelf" (issue 27, items 2 and 4) on a phone, against a server of its own (it opens a
// transfer window and gives a person a second team): a participant signs in by the organiser's
// link and sees their team with this round's 11 and their points, position, period and beker;
// the organiser opens a window with a deadline and the page counts down to it in Amsterdam time;
// /aanmelden is filled in with what is known of them; their enrolment (sent signed in) shows its
// status, and once the organiser accepts it the page shows both teams.
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mijnPaths } from '@clubelf/contract';
import type {
  AanmeldingOpen,
  DeelnemerSummary,
  InloglinkResponse,
  LoginResponse,
  OrganiserAanmelding,
  OrganiserDeelnemer,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { aanmeldingPaths, apiPaths } from '@clubelf/contract/paths';
import { pickSelectie } from '../apps/server/src/test/organiser/pick-selectie';
import { expectNoSeriousA11yViolations } from './support/axe';
import { API_HEADERS } from './support/api';
import { signInOrganiser, type OrganiserSession } from './support/organiser';
import { shoot } from './support/shoot';
import { startSpecServer, type SpecServer } from './support/spec-server';

/**
 * The screen at 390 px and, for a person to look at, at 1280 px too (SHOTS_DIR only), each also
 * whole (the page is long: every team's 11).
 */
async function shootBoth(page: Page, name: string): Promise<void> {
  await shoot(page, `${name}-390`);
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: join(dir, `${name}-390-heel.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, `${name}-1280`);
  await page.screenshot({ path: join(dir, `${name}-1280-heel.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** A port the system has free now. */

/** "2026-11-28T15:40" for a moment: Amsterdam wall time, as the organiser's form sends it. */
function amsterdamLocal(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

let base = '';
let server: SpecServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startSpecServer({ name: 'mijn-superelf' });
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
});

function organiserHeaders(session: OrganiserSession) {
  return {
    ...API_HEADERS,
    authorization: `Bearer ${session.token}`,
    'x-xsrf-token': session.xsrf,
  };
}

async function organiser<T>(
  request: APIRequestContext,
  session: OrganiserSession,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: organiserHeaders(session),
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A one-time sign-in link for the participant's person, made by the organiser: its path. */
async function inloglink(
  request: APIRequestContext,
  session: OrganiserSession,
  deelnemerId: number,
): Promise<URL> {
  const made = await organiser<InloglinkResponse>(
    request,
    session,
    'POST',
    mijnPaths.inloglink(deelnemerId),
    {},
  );
  return new URL(made.url);
}

test('Mijn superelf: one team with its 11, the countdown, the prefilled form, then two teams', async ({
  playwright,
  browser,
}) => {
  test.setTimeout(150_000);
  const request = await playwright.request.newContext({ baseURL: base });
  const phone = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  const page = await phone.newPage();
  const session = await signInOrganiser(request);
  const deelnemers = await organiser<OrganiserDeelnemer[]>(
    request,
    session,
    'GET',
    organiserPaths.deelnemers,
  );
  const deelnemer = deelnemers.find((d) => d.email && d.selectie.length === 11)!;

  // Signed in on the phone by the organiser's link.
  const link = await inloglink(request, session, deelnemer.id);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn superelf' })).toBeVisible();

  // The team: its place and points as the public home card says, and its round of 11.
  const card = (await (
    await request.get(apiPaths.deelnemerSummary(deelnemer.id), { headers: API_HEADERS })
  ).json()) as DeelnemerSummary;
  const team = page.getByRole('region', { name: deelnemer.teamName });
  await expect(team.getByText(`Ronde ${card.round}`, { exact: true })).toBeVisible();
  const elf = team.getByRole('table', { name: new RegExp(`speelronde ${card.round}`) });
  await expect(elf).toBeVisible();
  await expect(elf.locator('tbody tr')).toHaveCount(11);
  await expect(team.getByRole('heading', { name: 'Beker' })).toBeVisible();
  await expect(team.getByRole('heading', { name: 'Periode' })).toBeVisible();
  // No window yet: no transfers link, no countdown.
  await expect(page.getByRole('link', { name: 'Transfers' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { extraRules: true });

  // The organiser opens a window for the next round, closing in two days (Amsterdam time).
  const sluitOp = Date.now() + 2 * 86_400_000 + 3 * 3_600_000;
  await organiser(request, session, 'POST', organiserPaths.transferperiodes, {
    fromRound: card.round + 1,
    isOpen: true,
    sluitOp: amsterdamLocal(sluitOp),
  });
  await page.reload();
  const venster = page.getByRole('region', { name: 'Transferperiode open' });
  await expect(venster).toContainText(`vanaf speelronde ${card.round + 1}`);
  const wanneer = new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(sluitOp));
  await expect(venster.locator('time')).toContainText(`om ${wanneer}`);
  await expect(venster.getByTestId('afteller')).toHaveText(/^\(nog 2 dagen en [23] uur\)$/);
  await expect(
    team.getByRole('link', { name: 'Transfers' }),
    'a transfers link while the window is open',
  ).toHaveAttribute('href', `/dashboard/transfers/${deelnemer.id}`);
  await shootBoth(page, 'mijn-superelf-een-team');
  await expectNoSeriousA11yViolations(page, { extraRules: true });

  // /aanmelden is filled in with what is known of them.
  await organiser(request, session, 'PUT', organiserPaths.aanmeldingInstellingen, {
    ...(await organiser<Record<string, unknown>>(
      request,
      session,
      'GET',
      organiserPaths.aanmeldingInstellingen,
    )),
    maxTeamsPerPersoon: 2,
  });
  await page.goto('/aanmelden');
  await expect(page.getByLabel(/^Naam/)).toHaveValue(deelnemer.name);
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(deelnemer.email!);
  await expectNoSeriousA11yViolations(page, { extraRules: true });

  // A second team, enrolled signed in (over the API with the person's own token).
  const apiLink = await inloglink(request, session, deelnemer.id);
  const signedIn = await request.post(mijnPaths.bevestigen, {
    headers: { ...API_HEADERS, 'x-xsrf-token': session.xsrf },
    data: { token: apiLink.searchParams.get('token') },
  });
  const { token } = (await signedIn.json()) as LoginResponse;
  const open = (await (
    await request.get(aanmeldingPaths.open, { headers: API_HEADERS })
  ).json()) as AanmeldingOpen;
  const sent = await request.post(mijnPaths.aanmeldingen, {
    headers: { ...API_HEADERS, authorization: `Bearer ${token}`, 'x-xsrf-token': session.xsrf },
    data: {
      naam: deelnemer.name,
      teamnaam: 'Vak Z Mijn',
      email: deelnemer.email,
      subcompetities: [],
      spelerIds: pickSelectie(open.spelers, [], 2).map((s) => s.id),
      toestemming: true,
      website: '',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.goto('/dashboard');
  const aanmeldingen = page.getByRole('region', { name: 'Je aanmeldingen' });
  await expect(aanmeldingen).toContainText('Vak Z Mijn');

  const inbox = await organiser<OrganiserAanmelding[]>(
    request,
    session,
    'GET',
    organiserPaths.aanmeldingen,
  );
  const entry = inbox.find((a) => a.teamnaam === 'Vak Z Mijn')!;
  await organiser(request, session, 'POST', organiserPaths.aanmeldingAccepteren(entry.id), {
    version: entry.version,
  });
  await page.reload();
  await expect(page.getByText('Zo staan je 2 teams ervoor.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vak Z Mijn' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Je teams' }).getByRole('link')).toHaveCount(2);
  await expect(aanmeldingen).toContainText('Geaccepteerd');
  await shootBoth(page, 'mijn-superelf-twee-teams');
  await expectNoSeriousA11yViolations(page, { extraRules: true });
  await phone.close();
  await request.dispose();
});
