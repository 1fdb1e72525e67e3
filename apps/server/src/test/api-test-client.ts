// For API tests: real HTTP against a test server, with the API key and the XSRF cookie handled
// the way the web app does it (cookie from the first answer, echoed in the header on writes).
import { XSRF_COOKIE } from '@clubelf/contract/paths';
import type { TestServer } from './test-server';

export const ADMIN = {
  userName: 'organisator',
  password: 'e2e-wachtwoord-123',
  displayName: 'Jan Organisator',
};

export const ADMIN_ENV = {
  ADMIN_USERNAME: ADMIN.userName,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_DISPLAY_NAME: ADMIN.displayName,
};

export interface SendOptions {
  method?: string;
  body?: unknown;
  token?: string;
  /** Leave out or replace a header the client would send. */
  headers?: Record<string, string | undefined>;
}

export function xsrfCookieFrom(response: Response): string | null {
  for (const cookie of response.headers.getSetCookie()) {
    const match = new RegExp(`^${XSRF_COOKIE}=([^;]*)`).exec(cookie);
    if (match?.[1]) return match[1];
  }
  return null;
}

export async function createApiClient(server: TestServer) {
  // Like a browser: the page hands out the XSRF cookie.
  const first = await server.get('/');
  await first.arrayBuffer();
  const cookie = xsrfCookieFrom(first);
  if (!cookie) throw new Error('the server set no XSRF-TOKEN cookie');
  const xsrf: string = cookie;

  async function send(path: string, options: SendOptions = {}): Promise<Response> {
    const method = options.method ?? 'POST';
    const headers: Record<string, string> = {
      'x-api-key': server.apiKey,
      cookie: `${XSRF_COOKIE}=${xsrf}`,
      'x-xsrf-token': xsrf,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    return fetch(`${server.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  }

  async function login(userName = ADMIN.userName, password = ADMIN.password): Promise<string> {
    const response = await send('/api/accounts/login', { body: { userName, password } });
    const body = (await response.json()) as { token?: string };
    if (response.status !== 200 || !body.token) throw new Error(`login failed: ${response.status}`);
    return body.token;
  }

  return { xsrf, send, login };
}
