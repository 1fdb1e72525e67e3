import { expect, test, type ConsoleMessage } from '@playwright/test';
import { E2E_API_KEY } from './support/env';
import { homeCard, openHomeInApp, openPage } from './support/page';

const OEPS = 'Oeps... Er ging iets fout. Probeer het later nog een keer.';

test.describe('the shared error handler (docs/spec.md section 8)', () => {
  test('a server error logs status and message and shows the Oeps message', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.route('**/api/summary/tussenstand', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal', message: 'Testfout in de tussenstand' } },
      }),
    );
    // Asked of the API by the app (a first visit gets /home's data in the page itself).
    await openPage(page, '/info');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Superelf/ })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: OEPS })).toBeVisible();
    await expect(homeCard(page, 'Tussenstand')).toContainText(
      'Deze gegevens zijn nu niet beschikbaar.',
    );
    // The rest of the page still works.
    await expect(homeCard(page, 'Periodetitels').locator('dt').first()).toHaveText('Periode 1');
    expect(errors).toContain('Backend returned code 500, body was: Testfout in de tussenstand');

    // The card can try again once the server is back.
    await page.unroute('**/api/summary/tussenstand');
    await homeCard(page, 'Tussenstand').getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(homeCard(page, 'Tussenstand').locator('tbody tr').first()).toBeVisible();
  });

  test("a failed connection logs 'An error occurred:' and shows the Oeps message", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // The fairplaycup comes in pages (?vanaf=...): every request for it fails.
    await page.route(/\/api\/standen\/fairplaycup(\?|$)/, (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('/standen/fairplaycup');
    await expect(page.getByRole('alert').filter({ hasText: OEPS })).toBeVisible();
    expect(errors.some((e) => e.startsWith('An error occurred:'))).toBe(true);
    await page.getByRole('button', { name: 'Melding sluiten' }).click();
    await expect(page.getByText(OEPS)).toBeHidden();
  });
});

test.describe('API access (docs/spec.md section 7)', () => {
  test('every API request carries the key the server put in the page', async ({ page }) => {
    const keys = new Set<string | undefined>();
    let count = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) {
        count += 1;
        keys.add(r.headers()['x-api-key']);
      }
    });
    await openHomeInApp(page);
    expect(count).toBeGreaterThan(5);
    expect([...keys]).toEqual([E2E_API_KEY]);
  });

  test('the key is not baked into the JavaScript bundles', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    await openPage(page, '/home');
    await openPage(page, '/deelnemers/scores');
    expect(scripts.length).toBeGreaterThan(1);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      expect(body, url).not.toContain(E2E_API_KEY);
    }
  });

  test('a signed-in visitor sends the bearer token on same-origin requests', async ({ page }) => {
    // A token with a name and a far expiry: the server is not asked, only the header is read.
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ name: 'Testlezer', exp: 4102444800 })}.c2ln`;
    await page.addInitScript((t) => localStorage.setItem('token', t), token);
    const auth = new Set<string | undefined>();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) auth.add(r.headers()['authorization']);
    });
    await openHomeInApp(page);
    await expect(page.getByRole('banner')).toContainText('Testlezer');
    expect([...auth]).toEqual([`Bearer ${token}`]);
  });
});
