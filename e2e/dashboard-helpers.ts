// Shared steps of the dashboard specs (their own server: see the 'dashboard' project).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { BekerRondeSummary, Deelnemers, Rondes } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { API_HEADERS, apiGet } from './support/api';
import { signInOrganiser, type OrganiserSession } from './support/organiser';
import { startSpecServer } from './support/spec-server';

/**
 * Signs the organiser in and lands on the dashboard: over the API, with the browser's own cookies
 * (the XSRF pair and the device cookie land in its context), and the token where the login form
 * puts it. The login form itself is auth.spec.ts's: loading its page for every one of some 60
 * dashboard tests cost each a page load of the app before the one the test is about.
 */
export async function signInToDashboard(page: Page): Promise<void> {
  const { token } = await signInOrganiser(page.request);
  // The token goes into the origin's storage from a plain text page of the same origin, so no
  // app runs before it is there.
  await page.goto('/robots.txt');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: TOKEN_KEY,
    value: token,
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** docs/spec.md section 9: where the browser keeps the token (the web's token-storage.ts). */
const TOKEN_KEY = 'token';

/** Opens a dashboard section by its link in the dashboard menu and waits for its data. */
export async function openSection(page: Page, label: string, heading = label): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await expectSectionLoaded(page, heading);
}

/** The dashboard section with this heading is on screen with its data. */
export async function expectSectionLoaded(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('.state--loading')).toHaveCount(0);
}

/** Reads organiser endpoints over the API, signed in like the dashboard. */
export async function organiserApi(request: APIRequestContext) {
  const session: OrganiserSession = await signInOrganiser(request);
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(path, {
        headers: { ...API_HEADERS, authorization: `Bearer ${session.token}` },
      });
      expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
    /** A write as another organiser would make it (bearer token, API key, XSRF header). */
    async put<T>(path: string, body: unknown): Promise<T> {
      const response = await request.put(path, {
        headers: {
          ...API_HEADERS,
          authorization: `Bearer ${session.token}`,
          'x-xsrf-token': session.xsrf,
        },
        data: body,
      });
      expect(response.ok(), `PUT ${path} answered ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
  };
}

/** An alert or status with text (the layout keeps an empty alert slot for the shared banner). */
export const messageOf = (page: Page) =>
  page.locator('main').locator('[role="status"], [role="alert"]').filter({ hasText: /\S/ });

export interface OwnServer {
  /** e.g. http://127.0.0.1:40123, for baseURL. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A server of its own, with a freshly seeded demo season in its own data directory, for a spec
 * that changes what every other spec relies on (a season change): stopped and its data removed
 * afterwards.
 */
export async function startOwnServer(name: string): Promise<OwnServer> {
  const server = await startSpecServer({ name });
  return { url: server.base, stop: server.stop };
}

/** Every public GET a visitor's pages make of one season (plus a sample of participants). */
export async function publicSeasonPaths(request: APIRequestContext): Promise<string[]> {
  const beker = await apiGet<BekerRondeSummary[]>(request, apiPaths.bekerrondes);
  const teambeker = await apiGet<BekerRondeSummary[]>(request, apiPaths.teambekerrondes);
  const rondes = await apiGet<Rondes>(request, apiPaths.wedstrijdRondes);
  const deelnemers = await apiGet<Deelnemers>(request, apiPaths.deelnemers);
  const sample = [deelnemers[0]!, deelnemers.at(-1)!].map((d) => d.id);
  return [
    apiPaths.settings,
    apiPaths.siteInfo,
    apiPaths.infoMessages,
    apiPaths.reglement,
    ...Object.values(apiPaths.summary),
    ...Object.values(apiPaths.standen),
    ...[1, 2, 3, 4].map((n) => apiPaths.periodetitel(n)),
    apiPaths.bekerrondes,
    ...beker.map((r) => apiPaths.bekerronde(r.id)),
    apiPaths.teambekerrondes,
    ...teambeker.map((r) => apiPaths.teambekerronde(r.id)),
    ...Object.values(apiPaths.teamstanden),
    ...(['actief', 'nieuw', 'vertrokken', 'totaalscore', 'geselecteerd', 'transfers'] as const).map(
      (list) => apiPaths.spelers(list),
    ),
    apiPaths.wedstrijdRondes,
    ...rondes.map((r) => apiPaths.wedstrijdRonde(r.round, true)),
    apiPaths.deelnemers,
    ...sample.map((id) => apiPaths.deelnemer(id)),
    ...sample.flatMap((id) => [1, 20, 34].map((round) => apiPaths.deelnemerRonde(id, round))),
  ];
}

/** Status and body of every path, as a visitor's browser would be answered. */
export async function publicAnswers(
  request: APIRequestContext,
  paths: readonly string[],
  pathOf: (path: string) => string = (path) => path,
): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  for (const path of paths) {
    const response = await request.get(pathOf(path), { headers: API_HEADERS });
    answers[path] = `${response.status()}\n${await response.text()}`;
  }
  return answers;
}
