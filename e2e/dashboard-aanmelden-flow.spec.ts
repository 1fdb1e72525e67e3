// Issue 15's browser test at phone width: a team enrols through /aanmelden (one attempt refused
// for the rule it breaks), the organiser accepts it in the dashboard's inbox, it appears in
// /api/deelnemers after the recompute, is marked paid and leaves the open-fees list. And the
// inbox when another organiser decided first.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  AanmeldingInstellingen,
  AanmeldingOpen,
  AanmeldingStatusAnswer,
  AanmeldSpeler,
  Deelnemers,
  InlegOverzicht,
  OrganiserAanmelding,
  Settings,
} from '@clubelf/contract';
import { CONFLICT_MESSAGE, organiserPaths } from '@clubelf/contract/organiser/paths';
import { aanmeldingPaths, apiPaths } from '@clubelf/contract/paths';
import { signInToDashboard } from './dashboard-helpers';
import { API_HEADERS, apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInOrganiser, type OrganiserSession } from './support/organiser';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The organiser's writes over the API, as another organiser would make them. */
function organiserCalls(request: APIRequestContext, session: OrganiserSession) {
  const headers = {
    ...API_HEADERS,
    authorization: `Bearer ${session.token}`,
    'x-xsrf-token': session.xsrf,
  };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(path, { headers });
      expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
    async send<T>(method: 'PUT' | 'POST', path: string, body: unknown): Promise<T> {
      const response = await request.fetch(path, { method, headers, data: body });
      expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
  };
}

/** What the specs after this one find: the flag, the enrolment settings and the fee as before. */
let restore: (() => Promise<void>) | undefined;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const api = organiserCalls(request, await signInOrganiser(request));
  const settings = await apiGet<Settings>(request, apiPaths.settings);
  const instellingen = await api.get<AanmeldingInstellingen>(organiserPaths.aanmeldingInstellingen);
  const inleg = await api.get<InlegOverzicht>(organiserPaths.inleg);
  restore = async () => {
    await api.send('PUT', apiPaths.settings, settings);
    await api.send('PUT', organiserPaths.aanmeldingInstellingen, instellingen);
    await api.send('PUT', organiserPaths.inleg, {
      bedragCenten: inleg.bedragCenten,
      onbetaaldTeltMee: inleg.onbetaaldTeltMee,
      betaalinstructie: inleg.betaalinstructie,
    });
    await request.dispose();
  };
});

test.afterAll(async () => restore?.());

/** Enrolment open (flag on, no period, one team per person) and the entry fee set. */
async function openEnrolment(request: APIRequestContext) {
  const session = await signInOrganiser(request);
  const api = organiserCalls(request, session);
  const settings = await apiGet<Settings>(request, apiPaths.settings);
  await api.send('PUT', apiPaths.settings, { ...settings, showAanmelding: true });
  await api.send('PUT', organiserPaths.aanmeldingInstellingen, {
    vanaf: null,
    tot: null,
    maxTeamsPerPersoon: 1,
  });
  await api.send('PUT', organiserPaths.inleg, {
    bedragCenten: 1250,
    onbetaaldTeltMee: true,
    betaalinstructie: 'Maak over naar NL00 BANK 0123 4567 89.',
  });
  const open = await apiGet<AanmeldingOpen>(request, aanmeldingPaths.open);
  expect(open.open, open.melding ?? 'enrolment is open').toBe(true);
  return { api, session, open };
}

const NEED_442 = { Keeper: 1, Verdediger: 4, Middenvelder: 4, Aanvaller: 2 } as const;

/** Players whose name no other player has, so the form's buttons name one of them. */
function uniquelyNamed(open: AanmeldingOpen): AanmeldSpeler[] {
  const count = new Map<string, number>();
  for (const s of open.spelers) count.set(s.name, (count.get(s.name) ?? 0) + 1);
  return open.spelers.filter((s) => count.get(s.name) === 1);
}

/**
 * A 4-4-2 that breaks only the club rule (one club has maxPerClub + 1 of the 11), the player
 * to take out for it, and the one of another club to put in instead.
 */
function selections(open: AanmeldingOpen) {
  expect(open.formations).toContain('4-4-2');
  const pool = uniquelyNamed(open);
  const byClub = new Map<number, AanmeldSpeler[]>();
  for (const s of pool) byClub.set(s.clubId, [...(byClub.get(s.clubId) ?? []), s]);
  const over = open.maxPerClub + 1;
  // One club's outfield players, at most as many per position as a 4-4-2 has.
  let club: AanmeldSpeler[] | undefined;
  for (const members of byClub.values()) {
    const room: Record<string, number> = { ...NEED_442, Keeper: 0 };
    const fit: AanmeldSpeler[] = [];
    for (const s of members) {
      if (room[s.position]! > 0) {
        room[s.position] = room[s.position]! - 1;
        fit.push(s);
      }
    }
    if (fit.length >= over) {
      club = fit.slice(0, over);
      break;
    }
  }
  expect(club, `a club with ${over} outfield players`).toBeDefined();
  const chosen = [...club!];
  const perClub = new Map<number, number>([[club![0]!.clubId, over]]);
  const need: Record<string, number> = { ...NEED_442 };
  for (const s of chosen) need[s.position] = need[s.position]! - 1;
  const fits = (s: AanmeldSpeler) =>
    !chosen.includes(s) && need[s.position]! > 0 && (perClub.get(s.clubId) ?? 0) < open.maxPerClub;
  for (const s of pool) {
    if (!fits(s)) continue;
    chosen.push(s);
    need[s.position] = need[s.position]! - 1;
    perClub.set(s.clubId, (perClub.get(s.clubId) ?? 0) + 1);
  }
  expect(chosen, 'eleven players').toHaveLength(11);
  const out = club![0]!;
  const replacement = pool.find(
    (s) =>
      s.position === out.position &&
      !chosen.includes(s) &&
      s.clubId !== out.clubId &&
      (perClub.get(s.clubId) ?? 0) < open.maxPerClub,
  );
  expect(replacement, 'a player to put in instead').toBeDefined();
  return { chosen, clubName: out.clubName, out, replacement: replacement! };
}

async function addPlayer(page: Page, speler: AanmeldSpeler) {
  await page.getByLabel('Zoek op naam of club').fill(speler.name);
  await page.getByRole('button', { name: `${speler.name} toevoegen`, exact: true }).click();
}

test('enrol through the form, accept in the inbox, then paid and off the open list', async ({
  page,
  request,
}) => {
  const { api, open } = await openEnrolment(request);
  const { chosen, clubName, out, replacement } = selections(open);
  const naam = 'Femke Aanmelder';
  const teamnaam = 'De Nieuwe Elf';

  // The form, by its labels: a selection with one player too many of one club.
  await page.goto('/aanmelden');
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmelden' })).toBeVisible();
  await page.getByLabel('Naam', { exact: true }).fill(naam);
  await page.getByLabel('Teamnaam', { exact: true }).fill(teamnaam);
  await page.getByLabel('E-mail', { exact: true }).fill('femke.aanmelder@example.nl');
  await page.getByLabel('Telefoon (optioneel)').fill('06 12345678');
  for (const speler of chosen) await addPlayer(page, speler);
  await expect(
    page.getByRole('list', { name: 'Gekozen spelers' }).getByRole('listitem'),
  ).toHaveCount(11);
  await page.getByRole('checkbox', { name: /Ik ga akkoord met de privacyverklaring/ }).check();
  await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();

  // Refused, naming the rule it breaks; nothing typed is lost.
  const clubRule = `Maximaal ${open.maxPerClub} spelers van één club: ${clubName} heeft er ${open.maxPerClub + 1}.`;
  const refusal = page.getByRole('alert').filter({ hasText: 'nog niet verstuurd' });
  await expect(refusal).toContainText(clubRule);
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue(naam);

  // Swap one of that club's players for another and send again.
  await page.getByRole('button', { name: `${out.name} weghalen` }).click();
  await addPlayer(page, replacement);
  await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Je aanmelding is ontvangen' })).toBeVisible();
  const code = (await page.getByRole('status', { name: 'Je code' }).textContent())!.trim();
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);

  // The organiser's inbox: the enrolment with its contact details, the 11 and a clean check.
  await signInToDashboard(page);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Aanmeldingen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmeldingen' })).toBeVisible();
  const item = page.getByRole('article', { name: naam });
  await expect(item).toContainText(teamnaam);
  await expect(item).toContainText('femke.aanmelder@example.nl');
  await expect(item).toContainText('06 12345678');
  await expect(item.getByText('Voldoet aan de regels')).toBeVisible();
  await item.getByText(/^Selectie: 11 spelers/).click();
  await expect(item.getByText(replacement.name, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // With an enrolment open (contact details, the 11) the page still fits the phone's width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the inbox scrolls sideways on a phone').toBeLessThanOrEqual(0);

  await item.getByRole('button', { name: `Accepteren: ${naam} (${teamnaam})` }).click();
  // The demo season is under way: accepting first names the speelronde she counts from.
  await expect(item.getByTestId('telt-mee-vanaf')).toContainText('telt mee vanaf speelronde');
  await item.getByRole('button', { name: /^Accepteren vanaf speelronde \d+$/ }).click();
  await expect(item.getByRole('status')).toContainText('is geaccepteerd');
  await expect(item.getByText('Geaccepteerd', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: /^Accepteren/ })).toHaveCount(0);

  const status = await apiGet<AanmeldingStatusAnswer>(request, aanmeldingPaths.status(code));
  expect(status).toMatchObject({ status: 'geaccepteerd', teamnaam });

  // A participant now, in the public list once the standings are recomputed.
  await expect
    .poll(
      async () =>
        (await apiGet<Deelnemers>(request, apiPaths.deelnemers)).some(
          (d) => d.name === naam && d.teamName === teamnaam,
        ),
      { message: `${naam} in /api/deelnemers` },
    )
    .toBe(true);

  // Paid by Tikkie on the Inleg page: off the open list.
  const inleg = await api.get<InlegOverzicht>(organiserPaths.inleg);
  const fee = inleg.deelnemers.find((d) => d.name === naam);
  expect(fee, 'the new participant is in the fee list').toMatchObject({ betaald: false });
  await nav.getByRole('link', { name: 'Inleg', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inleg' })).toBeVisible();
  const openList = page.getByRole('list', { name: 'Nog niet betaald' });
  // The names fold away when many are open: unfold them.
  const names = page.getByText(/^Namen \(\d+\)$/);
  if (!(await names.evaluate((s) => (s.parentElement as HTMLDetailsElement).open))) {
    await names.click();
  }
  await expect(openList.getByText(naam, { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(naam);
  const row = page.getByTestId('inleg-deelnemer').filter({ hasText: naam });
  await row.getByRole('button', { name: `Betaald: ${naam}` }).click();
  const form = page.getByRole('form', { name: `Inleg van ${naam}` });
  await form.getByLabel('Hoe').selectOption('tikkie');
  await form.getByRole('button', { name: 'Opslaan als betaald' }).click();
  await expect(row.getByText('betaald', { exact: true })).toBeVisible();
  await expect(openList.getByText(naam, { exact: true })).toHaveCount(0);

  const after = await api.get<InlegOverzicht>(organiserPaths.inleg);
  expect(after.deelnemers.find((d) => d.name === naam)).toMatchObject({
    betaald: true,
    wijze: 'tikkie',
  });
});

test('a decision after another organiser decided: the message, and the enrolment as it now is', async ({
  page,
  request,
}) => {
  const { api, session, open } = await openEnrolment(request);
  const { chosen, out, replacement } = selections(open);
  const spelerIds = chosen.map((s) => (s === out ? replacement.id : s.id));
  const naam = 'Gijs Tweemaal';
  const teamnaam = 'Te Laat FC';
  const enrol = await request.post(aanmeldingPaths.aanmeldingen, {
    headers: { ...API_HEADERS, 'x-xsrf-token': session.xsrf },
    data: { naam, teamnaam, email: 'gijs@example.nl', spelerIds, toestemming: true },
  });
  expect(enrol.status(), await enrol.text()).toBe(201);

  await signInToDashboard(page);
  await page.goto('/dashboard/aanmeldingen');
  const item = page.getByRole('article', { name: naam });
  await expect(item.getByText('Voldoet aan de regels')).toBeVisible();
  await item.getByRole('button', { name: `Wijziging vragen: ${naam} (${teamnaam})` }).click();
  const note = item.getByLabel('Wat moet er anders?');
  await expect(note).toBeFocused();

  // The note is required: said before anything is sent.
  await item.getByRole('button', { name: 'Wijziging vragen', exact: true }).click();
  await expect(item.getByRole('alert')).toContainText('schrijf wat er anders moet');

  // Meanwhile another organiser refuses it.
  const list = await api.get<OrganiserAanmelding[]>(organiserPaths.aanmeldingen);
  const stale = list.find((a) => a.naam === naam)!;
  await api.send('POST', organiserPaths.aanmeldingWeigeren(stale.id), { version: stale.version });

  await note.fill('Kies een andere keeper.');
  await item.getByRole('button', { name: 'Wijziging vragen', exact: true }).click();
  await expect(item.getByRole('alert')).toContainText(CONFLICT_MESSAGE);
  // Reloaded: shown as refused, nothing left to decide.
  await expect(item.getByText('Geweigerd', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: /^Accepteren/ })).toHaveCount(0);
  const now = await api.get<OrganiserAanmelding[]>(organiserPaths.aanmeldingen);
  expect(now.find((a) => a.id === stale.id)).toMatchObject({ status: 'geweigerd', notitie: null });
});
