// Without mail settings (issue 27): `npm start` works, the site says mail sign-in is not offered
// and refuses an ask in Dutch, and the organiser's link still signs in, pointing at the address
// the organiser reached the site by (no PUBLIC_URL).
import { inloglinkResponseSchema, mijnPaths } from '@clubelf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, createApiClient } from '../../test/api-test-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { MAIL_UNAVAILABLE } from './participant-login-routes';

let server: TestServer;
let client: Awaited<ReturnType<typeof createApiClient>>;

beforeAll(async () => {
  server = await startTestServer({ env: { ...ADMIN_ENV } });
  client = await createApiClient(server);
});
afterAll(() => server?.close());

describe('participant sign-in without mail settings', () => {
  it('says mail is not offered and refuses an ask in Dutch, writing nothing', async () => {
    const opties = await client.send(mijnPaths.inlogopties, { method: 'GET' });
    expect(await opties.json()).toEqual({ mail: false });
    const asked = await client.send(mijnPaths.inloggen, { body: { email: 'iemand@example.nl' } });
    expect(asked.status).toBe(404);
    expect(((await asked.json()) as { error: { message: string } }).error.message).toBe(
      MAIL_UNAVAILABLE,
    );
    const rows = await server.db.selectFrom('inloglink').select('hash').execute();
    expect(rows).toEqual([]);
  });

  it("makes the organiser's link on the address the organiser used", async () => {
    const token = await client.login();
    const deelnemer = await server.db
      .selectFrom('deelnemer')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const made = await client.send(mijnPaths.inloglink(deelnemer.id), { token });
    expect(made.status).toBe(201);
    const { url } = inloglinkResponseSchema.parse(await made.json());
    expect(url.startsWith(`${server.url}/authentication/link?token=`)).toBe(true);
    const confirmed = await client.send(mijnPaths.bevestigen, {
      body: { token: new URL(url).searchParams.get('token') },
    });
    expect(confirmed.status).toBe(200);
  });
});
