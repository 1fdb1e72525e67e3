import { expect, type APIRequestContext } from '@playwright/test';
import type { LoginResponse, Settings } from '@clubelf/contract';
import { API_HEADERS } from './api';
import { E2E_ADMIN } from './env';

export interface OrganiserSession {
  token: string;
  xsrf: string;
}

/**
 * Signs the organiser in over the API the way the page does: the page hands out the XSRF-TOKEN
 * cookie, then POST /api/accounts/login echoes it in X-XSRF-TOKEN.
 */
export async function signInOrganiser(request: APIRequestContext): Promise<OrganiserSession> {
  await request.get('/home');
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  expect(xsrf, 'the server hands out an XSRF-TOKEN cookie').toBeTruthy();
  const response = await request.post('/api/accounts/login', {
    headers: { ...API_HEADERS, 'x-xsrf-token': xsrf! },
    data: E2E_ADMIN,
  });
  expect(response.status(), 'organiser login').toBe(200);
  const body = (await response.json()) as LoginResponse;
  return { token: body.token, xsrf: xsrf! };
}

export async function putSettings(
  request: APIRequestContext,
  session: OrganiserSession,
  settings: Settings,
): Promise<void> {
  const response = await request.put('/api/settings', {
    headers: {
      ...API_HEADERS,
      authorization: `Bearer ${session.token}`,
      'x-xsrf-token': session.xsrf,
    },
    data: settings,
  });
  expect(response.ok(), `PUT /api/settings answered ${response.status()}`).toBe(true);
}
