// A participant's account and sign-in links are personal data (issue 27): in the person's
// export, and gone with their contact data, which ends their sign-ins. SQLite and PostgreSQL.
import { loginResponseSchema, mijnPaths } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, createApiClient } from '../../test/api-test-client';
import { linkTokenIn, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { startTestServer, type TestServer } from '../../test/test-server';

let sink: SmtpSink;
let server: TestServer;
let client: Awaited<ReturnType<typeof createApiClient>>;
let organiserToken: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    env: {
      ...ADMIN_ENV,
      SMTP_URL: sink.url,
      MAIL_FROM: 'superelf@example.nl',
      PUBLIC_URL: 'https://superelf.example.nl',
    },
  });
  client = await createApiClient(server);
  organiserToken = await client.login();
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

describe("a participant's account in the privacy tools", () => {
  it('is exported with its links (never a hash), and erased with the contact data', async () => {
    const person = await server.db
      .selectFrom('deelnemer')
      .select(['id', 'email', 'persoonId'])
      .where('email', 'is not', null)
      .where('persoonId', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const email = person.email!.toLowerCase();
    await client.send(mijnPaths.inloggen, { body: { email } });
    const mail = await sink.waitFor(email);
    const confirmed = await client.send(mijnPaths.bevestigen, {
      body: { token: linkTokenIn(mail.text) },
    });
    const { token } = loginResponseSchema.parse(await confirmed.json());
    expect((await client.send(mijnPaths.mijn, { method: 'GET', token })).status).toBe(200);

    const exported = await client.send(
      `${organiserPaths.privacyExport}?persoonId=${person.persoonId}`,
      { method: 'GET', token: organiserToken },
    );
    expect(exported.status).toBe(200);
    const text = await exported.text();
    const data = JSON.parse(text) as { accounts: unknown[]; inloglinks: unknown[] };
    expect(data.accounts).toEqual([
      {
        persoonId: person.persoonId,
        email,
        aangemaakt: expect.any(String),
        laatstIngelogd: expect.any(String),
      },
    ]);
    expect(data.inloglinks).toEqual([
      expect.objectContaining({ persoonId: person.persoonId, soort: 'mail', email }),
    ]);
    const hashes = await server.db.selectFrom('inloglink').select('hash').execute();
    for (const { hash } of hashes) expect(text).not.toContain(hash);

    const erased = await client.send(organiserPaths.privacyWissen, {
      body: { persoonId: person.persoonId },
      token: organiserToken,
    });
    expect(erased.status).toBe(200);
    const left = await server.db
      .selectFrom('persoonAccount')
      .select('persoonId')
      .where('persoonId', '=', person.persoonId!)
      .execute();
    expect(left).toEqual([]);
    const links = await server.db
      .selectFrom('inloglink')
      .select('hash')
      .where('persoonId', '=', person.persoonId!)
      .execute();
    expect(links).toEqual([]);
    // Their sign-in ended with the account.
    expect((await client.send(mijnPaths.mijn, { method: 'GET', token })).status).toBe(401);
  });
});
