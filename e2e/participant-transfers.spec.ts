// A participant makes their own transfers (issue 27, item 3), on a phone, against a server of
// its own with a real SMTP server (a sink started here) and a clock the spec moves: the organiser
// opens a window for the next speelronde with a deadline (Amsterdam time) on the dashboard; the
// participant asks for a link, reads the mail, signs in, adds a passkey (Chromium's virtual
// authenticator), signs out and in again with it, opens the transfer screen, tries a swap
// the rules refuse (the club limit, named), makes two that pass (the second saved from two tabs at
// once: one gets the version check), and the organiser sees both in the window's overview. Then the
// server's clock passes the deadline: the screen says the transfers are final, a write answers
// 409 naming the deadline, and once the round's results are in, the tussenstand counts the new
// players from that round and not the ones who went out.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  AuditPage,
  DeelnemerRonde,
  MijnTransfersResponse,
  OrganiserDeelnemer,
  OrganiserSchedule,
  OrganiserSeason,
  SpelerRow,
  Transferperiode,
  Tussenstand,
  Uitslag,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { linkTokenIn, startSmtpSink, type SmtpSink } from '../apps/server/src/test/smtp-sink';
import { expectNoSeriousA11yViolations } from './support/axe';
import { API_HEADERS } from './support/api';
import { E2E_ADMIN } from './support/env';
import { signInOrganiser, type OrganiserSession } from './support/organiser';
import { shoot } from './support/shoot';
import { startSpecServer, type SpecServer } from './support/spec-server';

/** The screen at 390 px and, for a person to look at, at 1280 px too (SHOTS_DIR only). */
async function shootBoth(page: Page, name: string): Promise<void> {
  await shoot(page, `${name}-390`);
  if (!process.env.SHOTS_DIR) return;
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
}

/** "2026-11-26T15:40" for a moment: Amsterdam wall time, as a datetime-local input takes it. */
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
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

let sink: SmtpSink;
let server: SpecServer | undefined;
let base: string;
let dataDir: string;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  sink = await startSmtpSink();
  server = await startSpecServer({
    name: 'transfers',
    // WebAuthn needs a domain for its relying party (an IP address will not do): localhost.
    host: 'localhost',
    // The launcher of e2e/support: the real server with a clock this spec can move (a file in
    // its data directory), which no HTTP request can reach.
    entry: 'e2e/support/clock-server.ts',
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Superelf <superelf@example.nl>' },
  });
  base = server.base;
  dataDir = server.dataDir;
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

/** Moves the server's clock to `ms` (epoch): the launcher reads the offset at every call. */
function setServerTime(ms: number): void {
  writeFileSync(join(dataDir, 'clock-offset-ms'), String(ms - Date.now()));
}

/** The organiser's API, signed in over HTTP as the page does. */
async function organiser(request: APIRequestContext) {
  const session: OrganiserSession = await signInOrganiser(request);
  const headers = {
    ...API_HEADERS,
    authorization: `Bearer ${session.token}`,
    'x-xsrf-token': session.xsrf,
  };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(path, { headers });
      expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
    async put<T>(path: string, body: unknown): Promise<T> {
      const response = await request.put(path, { headers, data: body });
      expect(response.ok(), `PUT ${path} answered ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
  };
}

interface Swap {
  out: SpelerRow;
  into: SpelerRow;
}

/**
 * From the demo's participants, one with an address of their own (a shared one gets a mail per
 * person) whose 11 has a club at the limit: the swap bringing in a fourth of that club is refused,
 * and two swaps for active players of other clubs pass, one after the other.
 */
function choosePlan(
  deelnemers: OrganiserDeelnemer[],
  spelers: SpelerRow[],
  maxPerClub: number,
): { deelnemer: OrganiserDeelnemer; refused: Swap; first: Swap; second: Swap } {
  const byId = new Map(spelers.map((s) => [s.playerId, s]));
  const addresses = new Map<string, number>();
  for (const d of deelnemers)
    if (d.email) addresses.set(d.email, (addresses.get(d.email) ?? 0) + 1);
  const clubCount = (ids: number[], clubId: number) =>
    ids.filter((id) => byId.get(id)!.clubId === clubId && byId.get(id)!.status !== 'vertrokken')
      .length;
  const passing = (ids: number[], out: SpelerRow, taken: Set<number>) =>
    spelers.find(
      (s) =>
        s.position === out.position &&
        s.status === 'actief' &&
        !ids.includes(s.playerId) &&
        !taken.has(s.playerId) &&
        clubCount(
          ids.filter((id) => id !== out.playerId),
          s.clubId,
        ) < maxPerClub,
    );
  for (const deelnemer of deelnemers) {
    if (!deelnemer.email || addresses.get(deelnemer.email) !== 1) continue;
    const ids = deelnemer.currentSelectie;
    if (ids.length !== 11 || ids.some((id) => byId.get(id)!.status !== 'actief')) continue;
    const full = [...new Set(ids.map((id) => byId.get(id)!.clubId))].find(
      (clubId) => clubCount(ids, clubId) === maxPerClub,
    );
    if (full === undefined) continue;
    const outs = ids.map((id) => byId.get(id)!).filter((s) => s.clubId !== full);
    for (const out of outs) {
      const fourth = spelers.find(
        (s) =>
          s.clubId === full &&
          s.position === out.position &&
          s.status === 'actief' &&
          !ids.includes(s.playerId),
      );
      const into = passing(ids, out, new Set());
      if (!fourth || !into) continue;
      const after = ids.map((id) => (id === out.playerId ? into.playerId : id));
      for (const out2 of outs) {
        if (out2.playerId === out.playerId) continue;
        const into2 = passing(after, out2, new Set([out.playerId]));
        if (into2)
          return {
            deelnemer,
            refused: { out, into: fourth },
            first: { out, into },
            second: { out: out2, into: into2 },
          };
      }
    }
  }
  throw new Error('no participant of the demo season fits the plan');
}

/** The 11 on the transfer screen: while the window is open, each player is a button. */
const elfOf = (page: Page) => page.getByRole('region', { name: /^Je elftal/ });

/** Picks `swap` on the transfer screen: the player out by a tap, the one in by name. */
async function pick(page: Page, swap: Swap): Promise<void> {
  await elfOf(page)
    .getByRole('button', { name: new RegExp(`^${swap.out.name}`) })
    .click();
  const box = page.getByRole('combobox', { name: /op naam of club/ });
  await box.fill(swap.into.name);
  await page.getByRole('option', { name: new RegExp(`^${swap.into.name}`) }).click();
}

test('a participant signs in by mail and passkey, makes two transfers, and after the deadline the tussenstand counts them from the window’s round', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(420_000);
  const request = await playwright.request.newContext({ baseURL: base });
  const api = await organiser(request);
  const { season } = await api.get<{ season: OrganiserSeason }>(organiserPaths.seizoen);
  const round = season.rondes.find((r) => r.state === 'gepland')!.round;
  const deelnemers = await api.get<OrganiserDeelnemer[]>(organiserPaths.deelnemers);
  const spelers = (await (
    await request.get(apiPaths.spelers('totaalscore'), { headers: API_HEADERS })
  ).json()) as SpelerRow[];
  const plan = choosePlan(deelnemers, spelers, season.settings.maxPerClub);
  const { deelnemer } = plan;
  const before = (await (
    await request.get(apiPaths.standen.tussenstand, { headers: API_HEADERS })
  ).json()) as Tussenstand;
  const totalBefore = before.rows.find((r) => r.deelnemerId === deelnemer.id)!.totalScore;

  // The organiser opens a window for the next speelronde with a deadline two hours from now.
  const deadlineMs = Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000;
  const board = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  const organiserPage = await board.newPage();
  await test.step('the organiser opens a window with a deadline', async () => {
    await organiserPage.goto(
      `/authentication/login?returnUrl=${encodeURIComponent('/dashboard/seizoen')}`,
    );
    await organiserPage.getByLabel('Gebruikersnaam:').fill(E2E_ADMIN.userName);
    await organiserPage.getByLabel('Wachtwoord:').fill(E2E_ADMIN.password);
    await organiserPage.getByRole('button', { name: 'Login' }).click();
    const card = organiserPage.getByRole('region', { name: 'Transferperiodes' });
    await expect(card.getByLabel('Transfers gaan in vanaf speelronde')).toHaveValue(String(round));
    await card.getByLabel('Deadline voor deelnemers').fill(amsterdamLocal(deadlineMs));
    await card.getByRole('button', { name: 'Transferperiode toevoegen' }).click();
    await expect(card.getByRole('status').filter({ hasText: /aangemaakt/ })).toBeVisible();
    const periodes = await api.get<Transferperiode[]>(organiserPaths.transferperiodes);
    expect(periodes).toHaveLength(1);
    expect(periodes[0]).toMatchObject({
      fromRound: round,
      isOpen: true,
      openVoorDeelnemers: true,
      sluitOp: new Date(deadlineMs).toISOString(),
    });
  });

  const phone = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
  });
  const page = await phone.newPage();
  await test.step('the participant asks for a link, reads the mail and signs in', async () => {
    await page.goto('/authentication/login');
    const section = page.getByRole('region', { name: 'Deelnemer? Log in met een link' });
    await section.getByLabel('Je e-mailadres:').fill(deelnemer.email!);
    await section.getByRole('button', { name: 'Stuur mij een inloglink' }).click();
    // The sign-in mail, not the window's deadline notice that may have come before it.
    const signInMail = () =>
      sink.mails.find(
        (m) =>
          m.to.includes(deelnemer.email!.toLowerCase()) &&
          m.text.includes('/authentication/link?token='),
      );
    await expect
      .poll(() => signInMail()?.subject ?? null, { timeout: 20_000 })
      .toBe('Je inloglink voor de superelf');
    const mail = signInMail()!;
    await page.goto(`${base}/authentication/link?token=${linkTokenIn(mail.text)}`);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn superelf' })).toBeVisible();
  });

  await test.step('they add a passkey, sign out and sign in with it', async () => {
    // Chromium's virtual authenticator: keeps discoverable credentials, verifies the user.
    const cdp = await phone.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const card = page.getByRole('region', { name: 'Passkeys' });
    await card.getByRole('button', { name: 'Passkey toevoegen' }).click();
    await expect(card.getByRole('status')).toContainText('Passkey toegevoegd');
    const logout = page.getByRole('button', { name: 'Uitloggen' });
    if (!(await logout.isVisible()))
      await page.getByRole('button', { name: /menu/i }).first().click();
    await logout.click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/authentication/login');
    await page
      .getByRole('region', { name: 'Deelnemer met een passkey?' })
      .getByRole('button', { name: 'Inloggen met een passkey' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn superelf' })).toBeVisible();
  });

  const transfersUrl = `/dashboard/transfers/${deelnemer.id}`;
  // A second tab, opened before the first save: its save later meets the version check.
  const otherTab = await phone.newPage();
  await test.step('the transfer screen shows the window, its deadline and the 11', async () => {
    // From Mijn superelf: the team's card leads there while the window is open.
    await page.getByRole('link', { name: 'Transfers', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${transfersUrl}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `Transferperiode vanaf speelronde ${round}` }),
    ).toBeVisible();
    await expect(page.getByText(/^Sluit .* om \d\d:\d\d/)).toBeVisible();
    await expect(page.getByText(/nog (2 uur|1 uur en \d+ minu(ut|ten))/)).toBeVisible();
    await expect(page.getByText(`0 van ${season.settings.maxTransfers}`)).toBeVisible();
    await expect(elfOf(page).getByRole('button')).toHaveCount(11);
    await shootBoth(page, 'transfers-open');
    await expectNoSeriousA11yViolations(page, { extraRules: true });
    await otherTab.goto(transfersUrl);
    await expect(elfOf(otherTab).getByRole('button')).toHaveCount(11);
  });

  const save = page.getByRole('button', { name: 'Transfer opslaan' });
  await test.step('a swap that breaks the club limit is refused, naming the rule', async () => {
    await pick(page, plan.refused);
    const rule = `Maximaal ${season.settings.maxPerClub} spelers van één club: ${plan.refused.into.clubName} heeft er ${season.settings.maxPerClub + 1}.`;
    await expect(page.getByRole('status').filter({ hasText: rule })).toBeVisible();
    // Beside the player brought in, too.
    await expect(
      elfOf(page).getByRole('listitem').filter({ hasText: plan.refused.into.name }).getByText(rule),
    ).toBeVisible();
    await expect(save).toBeDisabled();
    await shootBoth(page, 'transfers-geweigerd');
    await expectNoSeriousA11yViolations(page, { extraRules: true });
    // The server refuses it as well, with the same rule.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const xsrf = (await phone.cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
    const refused = await page.request.post(`/api/mijn/teams/${deelnemer.id}/transfers`, {
      headers: { ...API_HEADERS, authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf },
      data: {
        playerOutId: plan.refused.out.playerId,
        playerInId: plan.refused.into.playerId,
        version: deelnemer.version,
      },
    });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(rule);
  });

  await test.step('the first transfer passes and is saved', async () => {
    const box = page.getByRole('combobox', { name: /op naam of club/ });
    await box.fill(plan.first.into.name);
    await page.getByRole('option', { name: new RegExp(`^${plan.first.into.name}`) }).click();
    await expect(page.getByText('Deze transfer voldoet aan alle regels.')).toBeVisible();
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'opgeslagen' })).toContainText(
      `${plan.first.out.name} eruit, ${plan.first.into.name} erin`,
    );
    await expect(page.getByText(`1 van ${season.settings.maxTransfers}`)).toBeVisible();
  });

  await test.step('a second tab that missed the other save gets the version check', async () => {
    // A tab learns of a save through the live channel and then shows the new state (its check
    // then refuses the swap already made). One that missed it, as on a phone whose connection
    // dropped, still holds the old version: its live channel is cut here, so that tab is stale
    // for certain. (Pressed at the same moment, which tab heard first was a race.)
    await otherTab.route('**/api/live', (route) => route.abort());
    await otherTab.reload();
    await expect(otherTab.getByText(`1 van ${season.settings.maxTransfers}`)).toBeVisible();
    for (const tab of [page, otherTab]) {
      await pick(tab, plan.second);
      await expect(tab.getByText('Deze transfer voldoet aan alle regels.')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Transfer opslaan' }).click();
    await expect(page.getByText(`2 van ${season.settings.maxTransfers}`)).toBeVisible();
    const alertIn = (tab: Page) => tab.getByRole('alert').filter({ hasText: /\S/ });
    await expect(alertIn(page)).toHaveCount(0);
    await otherTab.getByRole('button', { name: 'Transfer opslaan' }).click();
    await expect(alertIn(otherTab)).toContainText(/\S/);
    await shootBoth(otherTab, 'transfers-verouderd');
    await alertIn(otherTab).getByRole('button', { name: 'Opnieuw laden' }).click();
    await expect(otherTab.getByText(`2 van ${season.settings.maxTransfers}`)).toBeVisible();
    await otherTab.close();
  });

  await test.step('both transfers are listed with "Terugdraaien" before the deadline', async () => {
    await page.reload();
    const list = page.getByRole('region', { name: 'Je transfers in deze periode' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('button', { name: /^Terugdraaien/ })).toHaveCount(2);
    await list.scrollIntoViewIfNeeded();
    await shootBoth(page, 'transfers-twee');
    await expectNoSeriousA11yViolations(page, { extraRules: true });
  });

  await test.step("the organiser's overview shows who made how many, and who made them", async () => {
    await organiserPage.reload();
    const card = organiserPage.getByRole('region', { name: 'Transfers per periode' });
    const row = card.getByRole('listitem').filter({ hasText: deelnemer.name }).first();
    await expect(row).toContainText(`2 van ${season.settings.maxTransfers}`);
    await expect(row).toContainText(`${plan.first.out.name} eruit, ${plan.first.into.name} erin`);
    await expect(row).toContainText(`${plan.second.out.name} eruit, ${plan.second.into.name} erin`);
    await expect(row).toContainText(`door ${deelnemer.name}`);
    await card.scrollIntoViewIfNeeded();
    await shootBoth(organiserPage, 'organiser-transferoverzicht');
    await expectNoSeriousA11yViolations(organiserPage, { extraRules: true });
    // Undo asks first, with a note; cancelled here, the transfers stay.
    await row
      .getByRole('button', { name: /^Terugdraaien/ })
      .first()
      .click();
    const dialog = organiserPage.getByRole('dialog', { name: 'Transfer terugdraaien?' });
    await expect(dialog.getByLabel('Notitie (waarom)')).toBeVisible();
    await shootBoth(organiserPage, 'organiser-terugdraaien');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText(`2 van ${season.settings.maxTransfers}`);
  });

  await test.step('the organiser undoes one with a note; the participant makes it again', async () => {
    const card = organiserPage.getByRole('region', { name: 'Transfers per periode' });
    const row = card.getByRole('listitem').filter({ hasText: deelnemer.name }).first();
    await row
      .getByRole('button', { name: /^Terugdraaien/ })
      .last()
      .click();
    const dialog = organiserPage.getByRole('dialog', { name: 'Transfer terugdraaien?' });
    const note = 'Op verzoek van de deelnemer, per ongeluk gekozen';
    await dialog.getByLabel('Notitie (waarom)').fill(note);
    await dialog.getByRole('button', { name: 'Terugdraaien' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'teruggedraaid' })).toBeVisible();
    await expect(row).toContainText(`1 van ${season.settings.maxTransfers}`);
    const logboek = await api.get<AuditPage>(organiserPaths.logboek(1, 5));
    expect(logboek.entries[0]!.summary).toContain(note);

    await page.reload();
    await expect(page.getByText(`1 van ${season.settings.maxTransfers}`)).toBeVisible();
    await pick(page, plan.second);
    await expect(page.getByText('Deze transfer voldoet aan alle regels.')).toBeVisible();
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'opgeslagen' })).toBeVisible();
    await expect(page.getByText(`2 van ${season.settings.maxTransfers}`)).toBeVisible();
    // Settled: the save's follow-up reads are done before the clock moves on.
    await expect(elfOf(page).getByRole('button').first()).toBeEnabled();
  });

  await test.step('past the deadline the transfers are final and a write answers 409', async () => {
    const after = deadlineMs + 60_000;
    setServerTime(after);
    // The page, loaded before, still offers the swap: the server's check says no, naming the
    // deadline in Dutch time.
    await pick(page, { out: plan.second.into, into: plan.second.out });
    await expect(
      page.getByRole('status').filter({ hasText: 'De transferdeadline was' }),
    ).toContainText(amsterdamLocal(deadlineMs).slice(11));
    await expect(save).toBeDisabled();
    await page.clock.setFixedTime(after);
    await page.reload();
    await expect(
      page.getByText(/je transfers zijn definitief en tellen vanaf speelronde/),
    ).toContainText(`speelronde ${round}`);
    await expect(elfOf(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Terugdraaien/ })).toHaveCount(0);
    await shootBoth(page, 'transfers-definitief');
    await expectNoSeriousA11yViolations(page, { extraRules: true });

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const xsrf = (await phone.cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
    const state = (await (
      await page.request.get(`/api/mijn/teams/${deelnemer.id}/transfers`, {
        headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
      })
    ).json()) as MijnTransfersResponse;
    const late = await page.request.post(`/api/mijn/teams/${deelnemer.id}/transfers`, {
      headers: { ...API_HEADERS, authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf },
      data: {
        playerOutId: plan.second.into.playerId,
        playerInId: plan.second.out.playerId,
        version: state.version,
      },
    });
    expect(late.status()).toBe(409);
    const { error } = (await late.json()) as { error: { message: string } };
    // Named in Amsterdam time, as the organiser set it.
    expect(error.message).toContain(amsterdamLocal(deadlineMs).slice(11));
  });

  await test.step("the round's results count the new players, not the ones who went out", async () => {
    const schedule = await api.get<OrganiserSchedule>(organiserPaths.speelschema);
    const matches = schedule.rondes.find((r) => r.round === round)!.wedstrijden;
    const scorers = [plan.first.into, plan.second.into, plan.first.out, plan.second.out];
    const matchOf = (s: SpelerRow) =>
      matches.find((m) => m.homeClubId === s.clubId || m.awayClubId === s.clubId)!;
    for (const match of new Set(scorers.map(matchOf))) {
      const uitslag = await api.get<Uitslag>(organiserPaths.uitslag(match.id));
      const here = new Set(scorers.filter((s) => matchOf(s) === match).map((s) => s.playerId));
      const events = uitslag.spelers
        .filter((s) => here.has(s.playerId))
        .map((s) => ({
          playerId: s.playerId,
          side: s.side,
          played: true,
          basisplaats: true,
          goals: 1,
          penaltyGoals: 0,
          assists: 0,
          ownGoals: 0,
          yellow: 0,
          secondYellow: false,
          directRed: false,
          penaltiesSaved: 0,
          penaltiesMissed: 0,
        }));
      await api.put(organiserPaths.uitslag(match.id), {
        version: uitslag.wedstrijd.version,
        homeGoals: events.filter((e) => e.side === 'home').length,
        awayGoals: events.filter((e) => e.side === 'away').length,
        events,
      });
    }

    const rondeNow = async () =>
      (await (
        await request.get(apiPaths.deelnemerRonde(deelnemer.id, round), { headers: API_HEADERS })
      ).json()) as DeelnemerRonde;
    // The answers follow the saves once recomputed (this client sends no data version).
    await expect
      .poll(async () => (await rondeNow()).spelers.filter((s) => s.wedstrijd?.played).length)
      .toBeGreaterThanOrEqual(2);
    const ronde = await rondeNow();
    const ids = ronde.spelers.map((s) => s.playerId);
    expect(ids).toContain(plan.first.into.playerId);
    expect(ids).toContain(plan.second.into.playerId);
    expect(ids).not.toContain(plan.first.out.playerId);
    expect(ids).not.toContain(plan.second.out.playerId);
    const pointsOf = (id: number) => ronde.spelers.find((s) => s.playerId === id)!.points;
    expect(pointsOf(plan.first.into.playerId)).toBeGreaterThan(0);
    expect(pointsOf(plan.second.into.playerId)).toBeGreaterThan(0);

    const stand = (await (
      await request.get(apiPaths.standen.tussenstand, { headers: API_HEADERS })
    ).json()) as Tussenstand;
    expect(stand.round).toBe(round);
    const row = stand.rows.find((r) => r.deelnemerId === deelnemer.id)!;
    const roundScore = ronde.spelers.reduce((sum, s) => sum + s.points, 0);
    expect(row.roundScore).toBe(roundScore);
    expect(row.totalScore).toBe(totalBefore + roundScore);

    // The participant's page shows the round with the new players.
    await page.goto(`/deelnemers/${deelnemer.id}`);
    await expect(page.getByRole('link', { name: plan.first.into.name }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: plan.second.into.name }).first()).toBeVisible();
  });

  await board.close();
  await phone.close();
  await request.dispose();
});
