// The README's screenshots (docs/screenshots/): the built web app served by the real server with
// the demo season, one match of the next speelronde saved so a round is in progress, opened in
// Debian's Chromium at 390 and 1280 px. Needs the web app built (`npm run build`; WEB_DIST_DIR
// serves another build). --only=ronde,bulletin makes only the screens named.
//   npm run screenshots [-- --out=<dir>] [--only=<name>,<name>]
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import type { InlegOverzicht, Rondes, Speelronde, Tussenstand, Uitslag } from '@clubelf/contract';
import { apiPaths, API_KEY_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@clubelf/contract/paths';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { startServerProcess, type ServerProcess } from '../bench/support/server-process';
import { trackRequests } from '../e2e/support/page-settled';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/env';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_KEY = 'screenshots-api-key';
const ADMIN = { userName: 'organisator', password: 'screenshots-wachtwoord-1' };
const WIDTHS = [
  { name: 'telefoon', width: 390, height: 844 },
  { name: 'breed', width: 1280, height: 900 },
] as const;

const outArg = process.argv.find((arg) => arg.startsWith('--out='));
const OUT = path.resolve(
  outArg ? outArg.slice('--out='.length) : path.join(ROOT, 'docs/screenshots'),
);
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const ONLY = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : undefined;
const WEB_DIST = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist');

interface Organiser {
  get<T>(url: string): Promise<T>;
  put<T>(url: string, body: unknown): Promise<T>;
}

/** Signs in over the API the way the page does (the XSRF cookie echoed in its header). */
async function signIn(server: ServerProcess): Promise<Organiser> {
  const home = await fetch(`${server.url}/home`, { headers: { [API_KEY_HEADER]: API_KEY } });
  await home.arrayBuffer();
  const cookie = home.headers.getSetCookie().find((c) => c.startsWith(`${XSRF_COOKIE}=`));
  if (!cookie) throw new Error('the server handed out no XSRF cookie');
  const xsrf = cookie.slice(XSRF_COOKIE.length + 1).split(';')[0]!;
  const base = { [API_KEY_HEADER]: API_KEY, [XSRF_HEADER]: xsrf, cookie: `${XSRF_COOKIE}=${xsrf}` };
  const login = await fetch(`${server.url}${apiPaths.login}`, {
    method: 'POST',
    headers: { ...base, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { ...base, authorization: `Bearer ${token}` };
  const call = async <T>(url: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${server.url}${url}`, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
    });
    if (!response.ok) {
      throw new Error(
        `${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`,
      );
    }
    return (await response.json()) as T;
  };
  return {
    get: (url) => call(url),
    put: (url, body) =>
      call(url, {
        method: 'PUT',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }),
  };
}

async function publicGet<T>(server: ServerProcess, url: string): Promise<T> {
  const response = await fetch(`${server.url}${url}`, { headers: { [API_KEY_HEADER]: API_KEY } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Saves one match of the next speelronde (2-1, the first eleven of each side played and started,
 * two goals and an assist at home, one away), so the screens show a round in progress.
 */
async function saveOneMatch(server: ServerProcess, organiser: Organiser): Promise<number> {
  const rondes = await publicGet<Rondes>(server, apiPaths.wedstrijdRondes);
  const next = rondes.find((r) => r.state === 'gepland');
  if (!next) throw new Error('the demo season has no speelronde left to play');
  const ronde = await publicGet<Speelronde>(server, apiPaths.wedstrijdRonde(next.round));
  const wedstrijd = ronde.wedstrijden[0]!;
  const uitslag = await organiser.get<Uitslag>(organiserPaths.uitslag(wedstrijd.id));
  const played = (side: 'home' | 'away') =>
    uitslag.spelers.filter((s) => s.side === side && s.status === 'actief').slice(0, 11);
  const [home, away] = [played('home'), played('away')];
  const events = [...home, ...away].map((s) => ({
    playerId: s.playerId,
    side: s.side,
    played: true,
    basisplaats: true,
    goals: s === home[10] ? 2 : s === away[10] ? 1 : 0,
    penaltyGoals: 0,
    assists: s === home[9] ? 1 : 0,
    ownGoals: 0,
    yellow: 0,
    secondYellow: false,
    directRed: false,
    penaltiesSaved: 0,
    penaltiesMissed: 0,
  }));
  await organiser.put(organiserPaths.uitslag(wedstrijd.id), {
    version: uitslag.wedstrijd.version,
    homeGoals: 2,
    awayGoals: 1,
    events,
  });
  return next.round;
}

/**
 * An entry fee of € 15 (open fees still count, so no standing changes) of which three in four of
 * the first 60 participants, in name order, have paid, in turn in cash, by transfer and by Tikkie.
 */
async function fillInleg(organiser: Organiser): Promise<void> {
  await organiser.put(organiserPaths.inleg, {
    bedragCenten: 1500,
    onbetaaldTeltMee: true,
    betaalinstructie: 'Maak € 15 over naar NL12 BANK 0123 4567 89 t.n.v. De Trouwe Fans.',
  });
  const { deelnemers } = await organiser.get<InlegOverzicht>(organiserPaths.inleg);
  const wijzen = ['overboeking', 'tikkie', 'contant'] as const;
  for (const [i, d] of deelnemers.slice(0, 60).entries()) {
    if (i % 4 === 3) continue;
    await organiser.put(organiserPaths.inlegBetaling(d.deelnemerId), {
      betaaldOp: `2026-08-${String(1 + (i % 28)).padStart(2, '0')}`,
      wijze: wijzen[i % 3],
      notitie: null,
    });
  }
}

/**
 * Runs `action` (a navigation or a click) and waits until its requests settled and no loading
 * state is left on the page (or gives up on the latter quietly after 10 s). Not `networkidle`:
 * it never comes while the page's live stream is open (e2e/support/page-settled.ts).
 */
async function settle(page: Page, action: () => Promise<unknown>): Promise<void> {
  const requests = trackRequests(page);
  try {
    await action();
    await requests.settled();
  } finally {
    requests.stop();
  }
  await page
    .locator('.state--loading, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST} is missing: run \`npm run build\` first`);
  }
  mkdirSync(OUT, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-screenshots-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    API_KEY,
    ADMIN_USERNAME: ADMIN.userName,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: WEB_DIST,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const organiser = await signIn(server);
    const round = await saveOneMatch(server, organiser);
    const stand = await publicGet<Tussenstand>(server, apiPaths.standen.tussenstand);
    const bekers = await publicGet<{ id: number; isFinished: boolean }[]>(
      server,
      apiPaths.bekerrondes,
    );
    const beker = bekers.filter((b) => b.isFinished).at(-1) ?? bekers[0];
    // fullPage: the whole page, not the first screen of it.
    const screens: { name: string; path: string; signedIn?: boolean; fullPage?: boolean }[] = [
      { name: 'home', path: '/home' },
      { name: 'tussenstand', path: '/standen/tussenstand' },
      { name: 'deelnemer', path: `/deelnemers/${stand.rows[0]!.deelnemerId}` },
      ...(beker ? [{ name: 'beker', path: `/beker/${beker.id}` }] : []),
      // The last round played in full: its matches and, under them, its bulletin.
      { name: 'ronde', path: `/info/wedstrijden/${round - 1}`, fullPage: true },
      { name: 'uitslagen', path: `/dashboard/uitslagen?ronde=${round}`, signedIn: true },
      { name: 'bulletin', path: `/dashboard/bulletin?ronde=${round - 1}`, signedIn: true },
      { name: 'inleg', path: '/dashboard/inleg', signedIn: true },
    ].filter((screen) => !ONLY || ONLY.has(screen.name));
    if (screens.some((screen) => screen.name === 'inleg')) await fillInleg(organiser);
    for (const size of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
        locale: 'nl-NL',
        timezoneId: 'Europe/Amsterdam',
      });
      const page = await context.newPage();
      for (const screen of screens) {
        if (screen.signedIn && !page.url().includes('/dashboard')) {
          await page.goto(
            `${server.url}/authentication/login?returnUrl=${encodeURIComponent(screen.path)}`,
          );
          await page.getByLabel('Gebruikersnaam:').fill(ADMIN.userName);
          await page.getByLabel('Wachtwoord:').fill(ADMIN.password);
          await settle(page, async () => {
            await page.getByRole('button', { name: 'Login' }).click();
            await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
          });
        } else {
          await settle(page, () => page.goto(`${server.url}${screen.path}`));
        }
        if (screen.name === 'uitslagen') {
          // The grid of the saved match: its button opens the editor.
          await settle(page, () =>
            page
              .getByRole('button', { name: / - / })
              .first()
              .click()
              .catch(() => undefined),
          );
          await page
            .getByRole('region', { name: / - / })
            .first()
            .evaluate((editor) => editor.scrollIntoView({ block: 'start' }))
            .catch(() => undefined);
        }
        const file = path.join(OUT, `${screen.name}-${size.width}.png`);
        await page.screenshot({ path: file, fullPage: screen.fullPage === true });
        console.log(`${path.relative(ROOT, file)}  ${screen.path}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
