// Web Push on a phone (issue 28, item 3), against a server of its own. What a browser test can
// reach here, and what it cannot:
// - Chromium's own push service (Google's) is not reachable from this machine, and Playwright's
//   contexts are off the record, where Chromium refuses push outright: the card's real path is
//   run up to pushManager.subscribe, which fails, and the card says so in Dutch.
// - To go on, the browser's part that talks to its push service is stood in for, and only that:
//   PushManager's subscribe and getSubscription return a subscription made in the page with
//   WebCrypto (a P-256 key pair and an auth secret, as a browser makes them) whose endpoint is
//   an origin the server is told to accept (PUSH_SERVICES). The card posts it; the organiser's
//   privacy export shows the server keeps it; switching off removes it there.
// - The service worker's push handler is the real one (the built sw.js importing push-sw.js):
//   a push is delivered to it through the DevTools protocol (ServiceWorker.deliverPushMessage)
//   and the notification it shows is read back with registration.getNotifications().
// - The tap: Playwright cannot click a notification, and a `notificationclick` made by script
//   is not trusted (its waitUntil throws, and it may not open a window). But Chromium on Linux
//   shows notifications through the desktop's notification server on D-Bus and takes a click
//   from it: the last test runs a private session bus with a notification server of its own
//   (e2e/support/notification-daemon.ts), taps by its ActionInvoked signal, and the browser
//   dispatches the real click to the real service worker. That needs the browser's regular
//   profile (a persistent context): Chromium routes the click back to a profile by its name,
//   which Playwright's off-the-record contexts do not have.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { mijnPaths, pushPaths } from '@clubelf/contract';
import type { InloglinkResponse, OrganiserDeelnemer } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { notificationOf } from '../apps/server/src/outbox/push-channel';
import { expectNoSeriousA11yViolations } from './support/axe';
import { API_HEADERS } from './support/api';
import { CHROMIUM, CHROMIUM_ARGS } from './support/env';
import { startNotificationDaemon } from './support/notification-daemon';
import { signInOrganiser } from './support/organiser';
import { shoot } from './support/shoot';
import { claimFreePort, startSpecServer, type SpecServer } from './support/spec-server';

let base = '';
let pushOrigin = '';
let server: SpecServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  pushOrigin = `http://127.0.0.1:${await claimFreePort()}`;
  server = await startSpecServer({ name: 'push', env: { PUSH_SERVICES: pushOrigin } });
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
});

interface Organiser {
  request: APIRequestContext;
  headers: Record<string, string>;
}

async function organiser(playwright: {
  request: { newContext: (o: object) => Promise<APIRequestContext> };
}): Promise<Organiser> {
  const request = await playwright.request.newContext({ baseURL: base });
  const session = await signInOrganiser(request);
  return {
    request,
    headers: {
      ...API_HEADERS,
      authorization: `Bearer ${session.token}`,
      'x-xsrf-token': session.xsrf,
    },
  };
}

/** Their subscriptions as the server keeps them, through the organiser's privacy export. */
async function keptFor(o: Organiser, email: string): Promise<{ pushdienst: string }[]> {
  const answer = await o.request.get(
    `${organiserPaths.privacyExport}?email=${encodeURIComponent(email)}`,
    { headers: o.headers },
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { pushAbonnementen: { pushdienst: string }[] }).pushAbonnementen;
}

async function signInParticipant(page: Page, o: Organiser): Promise<OrganiserDeelnemer> {
  const deelnemers = (await (
    await o.request.get(organiserPaths.deelnemers, { headers: o.headers })
  ).json()) as OrganiserDeelnemer[];
  const deelnemer = deelnemers.find((d) => d.email)!;
  const made = (await (
    await o.request.post(mijnPaths.inloglink(deelnemer.id), { headers: o.headers, data: {} })
  ).json()) as InloglinkResponse;
  const link = new URL(made.url);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn superelf' })).toBeVisible();
  return deelnemer;
}

/** A push message to the page's service worker, as its push service would hand it on. */
async function deliverPush(context: BrowserContext, page: Page, payload: unknown): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${base}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: base,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

const PHONE = {
  viewport: { width: 390, height: 844 },
  locale: 'nl-NL',
  timezoneId: 'Europe/Amsterdam',
  serviceWorkers: 'allow' as const,
};

test('without a reachable push service the card says so in Dutch', async ({
  browser,
  playwright,
}) => {
  const o = await organiser(playwright);
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  await context.grantPermissions(['notifications'], { origin: base });
  const page = await context.newPage();
  await signInParticipant(page, o);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const meldingen = page.getByRole('group', { name: 'Meldingen op dit apparaat' });
  await meldingen.getByRole('button', { name: 'Meldingen aanzetten' }).click();
  await expect(meldingen.getByRole('alert')).toHaveText(
    'Je browser kon zich niet aanmelden bij zijn meldingendienst. Probeer het later opnieuw.',
  );
  await context.close();
});

test('switching notifications on registers this browser; its service worker shows a push', async ({
  browser,
  playwright,
}) => {
  const o = await organiser(playwright);
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  await context.grantPermissions(['notifications'], { origin: base });
  // The stand-in for the browser's push service (see the top of this file).
  await context.addInitScript((endpoint: string) => {
    const b64 = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const KEY = 'push-stand-in';
    const made = () => {
      const kept = localStorage.getItem(KEY);
      if (!kept) return null;
      const json = JSON.parse(kept) as { keys: { p256dh: string; auth: string } };
      return {
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: json.keys }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      };
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = crypto.getRandomValues(new Uint8Array(16));
      const key = options?.applicationServerKey as Uint8Array;
      localStorage.setItem(
        KEY,
        JSON.stringify({
          keys: { p256dh: b64(raw), auth: b64(auth) },
          applicationServerKey: b64(new Uint8Array(key)),
        }),
      );
      return made() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return made() as unknown as PushSubscription;
    };
  }, `${pushOrigin}/push/telefoon`);
  const page = await context.newPage();
  const deelnemer = await signInParticipant(page, o);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  expect(await keptFor(o, deelnemer.email!)).toEqual([]);

  const card = page.getByRole('region', { name: 'Berichten' });
  const meldingen = page.getByRole('group', { name: 'Meldingen op dit apparaat' });
  await meldingen.getByRole('button', { name: 'Meldingen aanzetten' }).click();
  await expect(meldingen.getByRole('status')).toHaveText('Meldingen staan aan op dit apparaat.');
  // Subscribed with the server's key, and the server keeps the subscription.
  const sleutel = (await (
    await o.request.get(pushPaths.sleutel, { headers: API_HEADERS })
  ).json()) as { publicKey: string };
  const used = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('push-stand-in')!) as { applicationServerKey: string })
        .applicationServerKey,
  );
  expect(used).toBe(sleutel.publicKey);
  await expect
    .poll(async () => (await keptFor(o, deelnemer.email!)).map((k) => k.pushdienst))
    .toEqual([new URL(pushOrigin).host]);
  // The first device: every kind comes as a notification; one is switched off and stays off.
  const ronde = meldingen.getByRole('checkbox', { name: 'Je punten en plaats na elke speelronde' });
  await expect(ronde).toBeChecked();
  await meldingen
    .getByRole('checkbox', { name: 'Herinnering voordat een transferperiode sluit' })
    .uncheck();
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: 'Meldingen op dit apparaat' })
      .getByRole('checkbox', { name: 'Herinnering voordat een transferperiode sluit' }),
  ).not.toBeChecked();
  await card.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, { extraRules: true });
  await shoot(page, 'push-aan-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'push-aan-1280');
  await page.setViewportSize({ width: 390, height: 844 });

  // A push to the real service worker, with the payload the server sends for a round.
  const notification = notificationOf(
    { subject: 'Speelronde 21: je staat 3e', idempotencyKey: 'ronde.e2e.push' },
    {
      text: 'Speelronde 21 is gespeeld.\n\nJe team: 42 punten in speelronde 21.',
      path: `/deelnemers/${deelnemer.id}`,
    },
  );
  await deliverPush(context, page, notification);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      }),
    )
    .toEqual([
      {
        title: 'Speelronde 21: je staat 3e',
        body: 'Speelronde 21 is gespeeld.\nJe team: 42 punten in speelronde 21.',
        tag: 'ronde.e2e.push',
        data: { url: `/deelnemers/${deelnemer.id}` },
      },
    ]);

  // Off on this device: the server forgets the subscription.
  await page
    .getByRole('group', { name: 'Meldingen op dit apparaat' })
    .getByRole('button', { name: 'Meldingen uitzetten op dit apparaat' })
    .click();
  await expect(
    page
      .getByRole('group', { name: 'Meldingen op dit apparaat' })
      .getByRole('button', { name: 'Meldingen aanzetten' }),
  ).toBeVisible();
  await expect.poll(() => keptFor(o, deelnemer.email!)).toEqual([]);
  await context.close();
});

test("a tap on the notification opens the participant's page, or focuses it when open", async ({
  playwright,
}) => {
  const o = await organiser(playwright);
  const deelnemers = (await (
    await o.request.get(organiserPaths.deelnemers, { headers: o.headers })
  ).json()) as OrganiserDeelnemer[];
  const deelnemer = deelnemers[0]!;
  const desktop = await startNotificationDaemon();
  const profile = mkdtempSync(path.join(tmpdir(), 'clubelf-push-tap-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...PHONE,
    baseURL: base,
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    // The browser finds the desktop's notification server on this bus.
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: desktop.address },
  });
  try {
    await context.grantPermissions(['notifications'], { origin: base });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/home');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    const round = (tag: string) =>
      notificationOf(
        { subject: `Speelronde 21: je staat 3e (${tag})`, idempotencyKey: `ronde.e2e.${tag}` },
        { text: 'Speelronde 21 is gespeeld.', path: `/deelnemers/${deelnemer.id}` },
      );
    // Shown by the service worker through the desktop, clickable as a whole ("default").
    await deliverPush(context, page, round('tik'));
    const shown = await desktop.waitFor('Speelronde 21: je staat 3e (tik)');
    expect(shown.body).toContain('Speelronde 21 is gespeeld.');
    expect(shown.actions).toContain('default');

    // The tap: no tab is on the participant's page, so the service worker opens one there.
    const opened = context.waitForEvent('page');
    desktop.click(shown.id);
    const tab = await opened;
    await tab.waitForURL(`${base}/deelnemers/${deelnemer.id}`);
    await expect(tab.getByRole('heading', { level: 1, name: deelnemer.name })).toBeVisible();
    // The handler closed the notification it was tapped on.
    await expect.poll(() => desktop.closed).toContain(shown.id);
    expect(context.pages()).toHaveLength(2);

    // A second one while that tab is open: the tap focuses it instead of opening another.
    await deliverPush(context, page, round('weer'));
    const again = await desktop.waitFor('Speelronde 21: je staat 3e (weer)');
    const another = context
      .waitForEvent('page', { timeout: 5_000 })
      .then((p) => p.url())
      .catch(() => undefined);
    desktop.click(again.id);
    await expect.poll(() => desktop.closed).toContain(again.id);
    expect(await another).toBeUndefined();
    expect(tab.url()).toBe(`${base}/deelnemers/${deelnemer.id}`);
  } finally {
    await context.close();
    await desktop.stop();
    rmSync(profile, { recursive: true, force: true });
  }
});
