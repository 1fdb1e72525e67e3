// A participant's passkey (issue 27), on a phone: signed in once by the organiser's link, they
// add a passkey on Mijn superelf with Chromium's virtual authenticator (CDP WebAuthn: a
// discoverable credential with user verification), sign out, sign in with the passkey on the
// login page without typing anything, land on Mijn superelf, and remove the passkey after
// confirming. WebAuthn needs a domain for its relying party (an IP address will not do), so
// this spec starts a server of its own (on a port the OS picks) reached as localhost, with that
// as its PUBLIC_URL.
import { expect, test as base, type Page } from '@playwright/test';
import type { InloglinkResponse, OrganiserDeelnemer } from '@clubelf/contract';
import { expectNoSeriousA11yViolations } from './support/axe';
import { API_HEADERS } from './support/api';
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

// This spec's server, once per worker, and every page and request of the spec pointed at it.
const test = base.extend<object, { server: SpecServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, use) => {
      const server = await startSpecServer({ name: 'passkey', host: 'localhost' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.base),
});

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

/** Sign out from the header (its menu on a phone): back on /home. */
async function signOut(page: Page): Promise<void> {
  const logout = page.getByRole('button', { name: 'Uitloggen' });
  if (!(await logout.isVisible()))
    await page.getByRole('button', { name: /menu/i }).first().click();
  await logout.click();
  await expect(page).toHaveURL(/\/home$/);
}

test('a participant adds a passkey, signs out and signs in with it', async ({
  page,
  request,
  server,
}) => {
  // Chromium's virtual authenticator: a platform authenticator that keeps discoverable
  // credentials and verifies the user (a fingerprint that always matches).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // The organiser makes a sign-in link for a participant of the demo season.
  const session = await signInOrganiser(request);
  const headers = {
    ...API_HEADERS,
    authorization: `Bearer ${session.token}`,
    'x-xsrf-token': session.xsrf,
  };
  const list = await request.get('/api/organiser/deelnemers', { headers });
  const deelnemer = ((await list.json()) as OrganiserDeelnemer[]).find(
    (d) => d.selectie.length === 11,
  )!;
  const made = await request.post(`/api/organiser/deelnemers/${deelnemer.id}/inloglink`, {
    headers,
  });
  expect(made.status()).toBe(201);
  const { url } = (await made.json()) as InloglinkResponse;
  expect(url.startsWith(`${server.base}/authentication/link?token=`)).toBe(true);

  await page.goto(url);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn superelf' })).toBeVisible();

  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('Je hebt nog geen passkey.')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shootBoth(page, 'passkeys-geen');
  await expectNoSeriousA11yViolations(page, { extraRules: true });

  await card.getByRole('button', { name: 'Passkey toevoegen' }).click();
  // Named by the browser and system it was added on (Playwright's user agent says which).
  await expect(card.getByRole('status')).toContainText(/Passkey toegevoegd \(Chrome op \w+\)/);
  const naam = /\((Chrome op \w+)\)/.exec(await card.getByRole('status').innerText())![1]!;
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(card.getByRole('listitem')).toContainText('nog niet gebruikt');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  expect(credentials[0]!.rpId).toBe('localhost');
  await card.scrollIntoViewIfNeeded();
  await shootBoth(page, 'passkeys-een');
  await expectNoSeriousA11yViolations(page, { extraRules: true });

  await signOut(page);

  // Sign in with the passkey: no name, no link, the device offers it.
  await page.goto('/authentication/login');
  const passkeySection = page.getByRole('region', { name: 'Deelnemer met een passkey?' });
  await expect(passkeySection).toBeVisible();
  // The organiser's form is as it was.
  await expect(page.getByLabel('Gebruikersnaam:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await shootBoth(page, 'inloggen-passkey');
  await expectNoSeriousA11yViolations(page, { extraRules: true });
  await passkeySection.getByRole('button', { name: 'Inloggen met een passkey' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn superelf' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(deelnemer.name).first()).toBeAttached();
  const item = card.getByRole('listitem');
  await expect(item).toContainText('laatst gebruikt');
  const [after] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  expect(after!.signCount).toBeGreaterThan(0);

  // Removing asks first; then the list is empty again.
  await item.getByRole('button', { name: `Verwijderen: ${naam}` }).click();
  await expect(item.getByRole('group', { name: `${naam} verwijderen?` })).toBeVisible();
  await shootBoth(page, 'passkeys-verwijderen');
  await expectNoSeriousA11yViolations(page, { extraRules: true });
  await item.getByRole('button', { name: 'Ja, verwijder' }).click();
  await expect(card.getByText('Je hebt nog geen passkey.')).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('Passkey verwijderd.');

  // The passkey left on the device names nothing the site knows: refused in Dutch.
  await signOut(page);
  await page.goto('/authentication/login');
  await page.getByRole('button', { name: 'Inloggen met een passkey' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    'Inloggen met deze passkey lukte niet',
  );
  await expect(page).toHaveURL(/\/authentication\/login$/);
});
