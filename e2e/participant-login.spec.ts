// A participant signs in by a mailed link (issue 27), on a phone: asks for a link on the login
// page, the mail arrives at a real SMTP server (a sink started here), the link's page signs in
// on a button press, the header names them, "Mijn superelf" shows their team, and they sign
// out. The SMTP address must be known when the server starts, so this spec starts a server of
// its own (on a port the OS picks) with SMTP_URL, MAIL_FROM and PUBLIC_URL; the main server has no mail.
import { expect, test as base, type Page } from '@playwright/test';
import type { OrganiserDeelnemer } from '@clubelf/contract';
import { linkTokenIn, startSmtpSink, type SmtpSink } from '../apps/server/src/test/smtp-sink';
import { expectNoSeriousA11yViolations } from './support/axe';
import { API_HEADERS } from './support/api';
import { E2E_ADMIN } from './support/env';
import { signInOrganiser } from './support/organiser';
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

// This spec's mail sink and server, once per worker, and every page and request pointed at it.
const test = base.extend<object, { sink: SmtpSink; server: SpecServer }>({
  sink: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, use) => {
      const sink = await startSmtpSink();
      await use(sink);
      await sink.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ sink }, use) => {
      const server = await startSpecServer({
        name: 'mail',
        env: { SMTP_URL: sink.url, MAIL_FROM: 'Superelf <superelf@example.nl>' },
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.base),
});

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

test('a participant asks for a link, reads the mail, signs in with the button and out again', async ({
  page,
  request,
  sink,
  server,
}) => {
  // A participant of the demo season with an e-mail and a place in the standing.
  const session = await signInOrganiser(request);
  const list = await request.get('/api/organiser/deelnemers', {
    headers: { ...API_HEADERS, authorization: `Bearer ${session.token}` },
  });
  const deelnemers = (await list.json()) as OrganiserDeelnemer[];
  const deelnemer = deelnemers.find((d) => d.email && d.selectie.length === 11)!;
  const email = deelnemer.email!;

  await page.goto('/authentication/login');
  const section = page.getByRole('region', { name: 'Deelnemer? Log in met een link' });
  await expect(section.getByLabel('Je e-mailadres:')).toBeVisible();
  // The organiser's form is as it was.
  await expect(page.getByLabel('Gebruikersnaam:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await shootBoth(page, 'inloggen-keuzes');
  await expectNoSeriousA11yViolations(page, { extraRules: true });

  await section.getByLabel('Je e-mailadres:').fill(email);
  await section.getByRole('button', { name: 'Stuur mij een inloglink' }).click();
  await expect(section.getByRole('status')).toContainText('Als dit e-mailadres bij ons bekend is');

  const mail = await sink.waitFor(email, 20_000);
  expect(mail.subject).toBe('Je inloglink voor de superelf');
  const link = `${server.base}/authentication/link?token=${linkTokenIn(mail.text)}`;
  expect(mail.text).toContain(link);

  // Opening the link signs nobody in: only the button does (a mail scanner fetches links).
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen met je link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0);
  await shootBoth(page, 'inloglink');
  await expectNoSeriousA11yViolations(page, { extraRules: true });
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn superelf' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText(deelnemer.name).first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: deelnemer.teamName })).toBeVisible();
  await shootBoth(page, 'mijn-superelf');
  await expectNoSeriousA11yViolations(page, { extraRules: true });

  // The same link again: used up, said in Dutch.
  const again = await request.post('/api/mijn/inloggen/bevestigen', {
    headers: { ...API_HEADERS, 'x-xsrf-token': session.xsrf },
    data: { token: linkTokenIn(mail.text) },
  });
  expect(again.status()).toBe(400);

  // Sign out: the name goes, the login link comes back.
  const logout = page.getByRole('button', { name: 'Uitloggen' });
  if (!(await logout.isVisible()))
    await page.getByRole('button', { name: /menu/i }).first().click();
  await logout.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeAttached();
});

test("the organiser's link for a participant without e-mail signs in once, copied from the dashboard", async ({
  page,
  browser,
  request,
}) => {
  const session = await signInOrganiser(request);
  const list = await request.get('/api/organiser/deelnemers', {
    headers: { ...API_HEADERS, authorization: `Bearer ${session.token}` },
  });
  const deelnemer = ((await list.json()) as OrganiserDeelnemer[]).find(
    (d) => d.selectie.length === 11,
  )!;

  await page.goto(
    `/authentication/login?returnUrl=${encodeURIComponent(`/dashboard/deelnemers?deelnemer=${deelnemer.id}`)}`,
  );
  await page.getByLabel('Gebruikersnaam:').fill(E2E_ADMIN.userName);
  await page.getByLabel('Wachtwoord:').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const card = page.getByRole('region', { name: 'Inloglink' });
  await card.getByRole('button', { name: 'Maak inloglink' }).click();
  const message = card.getByLabel('Bericht met de link:');
  await expect(message).toHaveValue(new RegExp(`^Hallo ${deelnemer.name}, `));
  await card.getByRole('button', { name: 'Kopieer voor WhatsApp' }).scrollIntoViewIfNeeded();
  await shootBoth(page, 'dashboard-inloglink');
  await expectNoSeriousA11yViolations(page, { extraRules: true });
  const url = /https?:\S+\/authentication\/link\?token=\S+/.exec(await message.inputValue())![0];

  // The participant opens it on their own phone: signed in once.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const theirs = await phone.newPage();
  await theirs.goto(url);
  await theirs.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Mijn superelf' })).toBeVisible();
  await phone.close();

  // And never again.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const again = await other.newPage();
  await again.goto(url);
  await again.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(again.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    'Deze inloglink werkt niet (meer)',
  );
  await shootBoth(again, 'inloglink-gebruikt');
  await other.close();
});
