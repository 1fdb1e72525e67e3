import { expect, test, type Page } from '@playwright/test';
import { flushPage } from './support/clock';
import { E2E_ADMIN } from './support/env';

/** Content-Security-Policy violations would mean the page needs inline script or style. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function fillLogin(page: Page, userName: string, password: string) {
  await page.getByLabel('Gebruikersnaam:').fill(userName);
  await page.getByLabel('Wachtwoord:').fill(password);
}

/** Alerts with text: the layout keeps an empty alert slot for the shared error banner. */
const alertOf = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** An unsigned JWT with the given claims: the page only reads name and exp, never verifies. */
function fakeToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

test.describe('login screen', () => {
  test('the empty path of /authentication leads to the login screen', async ({ page }) => {
    await page.goto('/authentication');
    await expect(page).toHaveURL(/\/authentication\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expect(page).toHaveTitle(/Inloggen/);
  });

  test('the Login button stays disabled until both fields are filled in', async ({ page }) => {
    const violations = watchCsp(page);
    await page.goto('/authentication/login');
    const button = page.getByRole('button', { name: 'Login' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Gebruikersnaam:').fill(E2E_ADMIN.userName);
    await expect(button).toBeDisabled();
    await page.getByLabel('Wachtwoord:').fill('iets');
    await expect(button).toBeEnabled();
    await page.getByLabel('Gebruikersnaam:').fill('');
    await expect(button).toBeDisabled();
    expect(violations).toEqual([]);
  });

  test('says which field is required once it was touched and left empty', async ({ page }) => {
    await page.goto('/authentication/login');
    await expect(page.getByText('Username is required')).toHaveCount(0);
    await page.getByLabel('Gebruikersnaam:').focus();
    await page.getByLabel('Wachtwoord:').focus();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toHaveCount(0);
    await page.getByLabel('Gebruikersnaam:').focus();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Wachtwoord:').fill('x');
    await expect(page.getByText('Password is required')).toHaveCount(0);
  });

  test('a wrong password shows the red alert with "Inloggegevens zijn onjuist", hidden on the next submit', async ({
    page,
  }) => {
    await page.goto('/authentication/login');
    await fillLogin(page, E2E_ADMIN.userName, 'helemaal-verkeerd');
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = alertOf(page);
    await expect(alert).toHaveText('Inloggegevens zijn onjuist');
    // The login screen's own message, not the shared 'Oeps' banner.
    await expect(page.getByText(/Oeps/)).toHaveCount(0);
    // Red: the text clearly more red than green or blue.
    const color = await alert.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    expect(r! - Math.max(g!, b!)).toBeGreaterThan(50);
    // The alert sits above the form.
    const alertBox = (await alert.boundingBox())!;
    const formBox = (await page.getByLabel('Gebruikersnaam:').boundingBox())!;
    expect(alertBox.y).toBeLessThan(formBox.y);

    // Slow the next answer down, so the moment between submit and answer can be seen.
    await page.route('**/api/accounts/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(alert).toHaveCount(0);
    await expect(alertOf(page)).toHaveText('Inloggegevens zijn onjuist');
    await expect(page).toHaveURL(/\/authentication\/login$/);
  });

  test('any other failure shows "Onbekende fout bij inloggen" (here: the throttle\'s 429)', async ({
    page,
  }) => {
    await page.goto('/authentication/login');
    const userName = `raadpoging-${Date.now()}`;
    const button = page.getByRole('button', { name: 'Login' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await fillLogin(page, userName, `gok-${attempt}`);
      const answer = page.waitForResponse('**/api/accounts/login');
      await button.click();
      expect((await answer).status()).toBe(401);
      await expect(alertOf(page)).toHaveText('Inloggegevens zijn onjuist');
    }
    const refused = page.waitForResponse('**/api/accounts/login');
    await button.click();
    expect((await refused).status()).toBe(429);
    await expect(alertOf(page)).toHaveText('Onbekende fout bij inloggen');
  });
});

test.describe('guard, sign-in and sign-out', () => {
  test('an anonymous visitor of /dashboard is sent to the login screen with returnUrl', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/authentication/login?returnUrl=%2Fdashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  });

  test('a right login goes to returnUrl, shows the display name and logout, and logout goes to /', async ({
    page,
  }) => {
    const violations = watchCsp(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/returnUrl=%2Fdashboard/);
    await fillLogin(page, E2E_ADMIN.userName, E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`Welkom, ${E2E_ADMIN.userName}!`)).toBeVisible();
    const header = page.getByRole('banner');
    const name = header.getByRole('link', { name: `Ingelogd als ${E2E_ADMIN.userName}` });
    await expect(name).toBeVisible();
    await expect(name).toHaveText(new RegExp(`${E2E_ADMIN.userName}$`));
    const logout = header.getByRole('button', { name: 'Uitloggen' });
    await expect(logout).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // Still signed in after a reload: the token is kept under the key "token".
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(4);

    await logout.click();
    await expect(page).toHaveURL(/\/(home)?$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(header.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0);
    await expect(name).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/authentication/login?returnUrl=%2Fdashboard');
    expect(violations).toEqual([]);
  });

  test('without returnUrl a right login goes to the root', async ({ page }) => {
    await page.goto('/authentication/login');
    await fillLogin(page, E2E_ADMIN.userName, E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/(home)?$/);
    await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
  });

  test('a returnUrl to another site is ignored', async ({ page }) => {
    await page.goto('/authentication/login?returnUrl=' + encodeURIComponent('//evil.example/x'));
    await fillLogin(page, E2E_ADMIN.userName, E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/(home)?$/);
  });

  test('a returnUrl whose dot segments resolve to another host lands on our own root', async ({
    page,
    baseURL,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/authentication/login?returnUrl=' + encodeURIComponent('/..//evil.example'));
    await fillLogin(page, E2E_ADMIN.userName, E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/(home)?$/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('an expired token signs the user out', async ({ page }) => {
    await page.goto('/authentication/login');
    const expired = fakeToken({
      name: 'Verlopen',
      sub: '1',
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    await page.evaluate((token) => localStorage.setItem('token', token), expired);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/authentication/login?returnUrl=%2Fdashboard');
    await expect(page.getByText('Verlopen')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a token that expires while the page is open signs the user out', async ({ page }) => {
    // The page's clock, not the machine's: the token expires exactly one hour after this moment,
    // however long the page takes to load.
    const start = Date.UTC(2027, 0, 30, 12, 0, 0);
    const exp = start / 1000 + 3600;
    await page.clock.install({ time: start });
    await page.goto('/authentication/login');
    const shortLived = fakeToken({ name: 'Kortstondig', sub: '1', exp });
    await page.evaluate((token) => localStorage.setItem('token', token), shortLived);
    await page.goto('/home');
    const logout = page.getByRole('button', { name: 'Uitloggen' });
    await expect(logout).toBeVisible();

    // One second before the expiry: still signed in (timers due by then have run).
    await page.clock.pauseAt(exp * 1000 - 1000);
    await flushPage(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(shortLived);
    await expect(logout).toBeVisible();

    // Past the expiry, with the page left alone: signed out.
    await page.clock.runFor(2000);
    await expect(logout).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/authentication/login?returnUrl=%2Fdashboard');
    await fillLogin(page, E2E_ADMIN.userName, E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('shows the four settings flags as the server holds them', async ({ page }) => {
    const settings = await page.evaluate(async () => {
      const key = document.querySelector<HTMLMetaElement>('meta[name="clubelf-api-key"]')!.content;
      const response = await fetch('/api/settings', { headers: { 'x-api-key': key } });
      return (await response.json()) as Record<string, boolean>;
    });
    for (const [label, key] of [
      ['Aanmelding tonen', 'showAanmelding'],
      ['Competitieoverzichten tonen', 'showCompetitieOverzichten'],
      ['Teamoverzichten tonen', 'showTeamOverzichten'],
      ['Spelersoverzichten tonen', 'showSpelersOverzichten'],
    ] as const) {
      const box = page.getByRole('checkbox', { name: label });
      if (settings[key]) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    }
  });

  test('a wrong current password is refused with a message, and the password stays', async ({
    page,
  }) => {
    await page.getByLabel('Huidig wachtwoord:').fill('niet-het-wachtwoord');
    await page.getByLabel('Nieuw wachtwoord:', { exact: true }).fill('een-nieuw-wachtwoord');
    await page.getByLabel('Herhaal nieuw wachtwoord:').fill('een-nieuw-wachtwoord');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(alertOf(page)).toHaveText('Het huidige wachtwoord is onjuist');
    // Not an 'Oeps': the shared error banner stays away.
    await expect(page.getByText(/Oeps/)).toHaveCount(0);
  });

  test('checks the new password before sending it', async ({ page }) => {
    await page.getByLabel('Huidig wachtwoord:').fill(E2E_ADMIN.password);
    await page.getByLabel('Nieuw wachtwoord:', { exact: true }).fill('kort');
    await page.getByLabel('Herhaal nieuw wachtwoord:').fill('kort');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(alertOf(page)).toHaveText('Het nieuwe wachtwoord moet minstens 10 tekens hebben.');
    await page.getByLabel('Nieuw wachtwoord:', { exact: true }).fill('een-nieuw-wachtwoord');
    await page.getByLabel('Herhaal nieuw wachtwoord:').fill('een-ander-wachtwoord');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(alertOf(page)).toHaveText('De nieuwe wachtwoorden zijn niet gelijk.');
  });
});
