// Shared steps of the dashboard specs (their own server: see the 'dashboard' project).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_HEADERS } from './support/api';
import { E2E_ADMIN } from './support/env';
import { signInOrganiser, type OrganiserSession } from './support/organiser';

/** Signs in on the login screen as an organiser would and lands on the dashboard. */
export async function signInToDashboard(page: Page): Promise<void> {
  await page.goto('/authentication/login?returnUrl=%2Fdashboard');
  await page.getByLabel('Gebruikersnaam:').fill(E2E_ADMIN.userName);
  await page.getByLabel('Wachtwoord:').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Opens a dashboard section by its link in the dashboard menu and waits for its data. */
export async function openSection(page: Page, label: string, heading = label): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: label, exact: true })
    .click();
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
