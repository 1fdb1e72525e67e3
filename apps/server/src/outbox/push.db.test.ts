// Web Push (issue 28, item 3; decision 029) over real HTTP on SQLite and PostgreSQL, with a real
// push receiver started here: a local HTTP server in the place of a browser's push service
// (allowed by PUSH_SERVICES), and a "browser" made with node:crypto: its P-256 key pair and
// auth secret. The receiver checks the VAPID signature against GET /api/push/sleutel and
// decrypts the aes128gcm payload (RFC 8291 / RFC 8188) with the browser's private key, as a
// browser does with what its push service hands on. A 410 removes the subscription, a 500 is
// retried with the outbox's backoff, a person without a browser left gets a reason.
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  berichtenPaths,
  inloglinkResponseSchema,
  loginResponseSchema,
  mijnBerichtenResponseSchema,
  mijnPaths,
  mijnPushResponseSchema,
  pushPaths,
  pushSleutelResponseSchema,
  uitslagSchema,
  type OrganiserSchedule,
  type Rondes,
  type Transferperiode,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { jwtVerify, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ENV } from '../test/api-test-client';
import { createOrganiserClient, type OrganiserClient } from '../test/organiser/organiser-client';
import { startAnotherInstance, startTestServer, type TestServer } from '../test/test-server';
import { NO_DEVICE_REASON } from './push-channel';

// ---- The push service: records every push, answers what the test tells it per path. ----

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let receiver: Server;
let receiverOrigin: string;
const received: Received[] = [];
const answers = new Map<string, number>();

function startReceiver(): Promise<void> {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(path) ?? 201;
      response.end();
    });
  });
  return new Promise((resolve) => {
    receiver.listen(0, '127.0.0.1', () => {
      receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
      resolve();
    });
  });
}

// ---- A browser: its push keys, and the decryption of RFC 8291 (aes128gcm, RFC 8188). ----

interface Browser {
  endpoint: string;
  path: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

function browser(name: string): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${name}`;
  const endpoint = `${receiverOrigin}${path}`;
  return {
    endpoint,
    path,
    ecdh,
    auth,
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
    },
  };
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const h = createHmac('sha256', key);
  for (const d of data) h.update(d);
  return h.digest();
};

/** What the browser's service worker gets as event.data: the decrypted payload. */
function decrypt(b: Browser, body: Buffer): unknown {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const serverKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  expect(rs).toBeGreaterThanOrEqual(ciphertext.length);
  const secret = b.ecdh.computeSecret(serverKey);
  const prkKey = hmac(b.auth, secret);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    b.ecdh.getPublicKey(),
    serverKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(
    0,
    16,
  );
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(
    0,
    12,
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record: the text, then the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

/** The VAPID header (RFC 8292): a JWT for the push service's origin, signed with the site's key. */
async function checkVapid(r: Received, publicKey: string) {
  const authorization = String(r.headers.authorization);
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  expect(match, authorization).not.toBeNull();
  expect(match![2]).toBe(publicKey);
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  }).export({ format: 'jwk' });
  const { payload } = await jwtVerify(match![1]!, await importJWK(jwk, 'ES256'));
  expect(payload.aud).toBe(receiverOrigin);
  expect(payload.sub).toMatch(/^(mailto:|https:)/);
}

// ---- The site. ----

let server: TestServer;
let client: OrganiserClient;
const WAIT = { timeout: 30_000, interval: 100 };

beforeAll(async () => {
  await startReceiver();
  server = await startTestServer({
    // The round's messages at once: the tests wait for them.
    env: {
      ...ADMIN_ENV,
      PUSH_SERVICES: receiverOrigin,
      LOG_LEVEL: 'warn',
      ROUND_MESSAGE_DELAY_SECONDS: '0',
    },
  });
  client = await createOrganiserClient(server);
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function signIn(deelnemerId: number): Promise<string> {
  const link = inloglinkResponseSchema.parse(
    await client.ok('POST', mijnPaths.inloglink(deelnemerId), undefined, 201),
  );
  const confirmed = await client.send(mijnPaths.bevestigen, {
    body: { token: new URL(link.url).searchParams.get('token') },
  });
  return loginResponseSchema.parse(await confirmed.json()).token;
}

async function enterScore(wedstrijdId: number, home: number, away: number) {
  const uitslag = uitslagSchema.parse(await client.ok('GET', organiserPaths.uitslag(wedstrijdId)));
  await client.ok('PUT', organiserPaths.uitslag(wedstrijdId), {
    version: uitslag.wedstrijd.version,
    homeGoals: home,
    awayGoals: away,
    events: [],
  });
}

/** Completes the next round still to be played: every participant's position is new. */
async function completeNextRound(): Promise<number> {
  const rondes = await server.getJson<Rondes>(apiPaths.wedstrijdRondes);
  const round = rondes.find((r) => r.state === 'gepland')!.round;
  const schedule = await client.ok<OrganiserSchedule>('GET', organiserPaths.speelschema);
  for (const w of schedule.rondes[round - 1]!.wedstrijden) await enterScore(w.id, 1, 0);
  return round;
}

async function pushRow(persoonId: number, round: number) {
  return server.db
    .selectFrom('bericht')
    .selectAll()
    .where('channel', '=', 'push')
    .where('persoonId', '=', persoonId)
    .where('idempotencyKey', 'like', `ronde.%.r${round}.p${persoonId}.%`)
    .executeTakeFirst();
}

const subscriptions = (persoonId: number) =>
  server.db
    .selectFrom('pushAbonnement')
    .select(['endpoint', 'lastSuccessAt'])
    .where('persoonId', '=', persoonId)
    .orderBy('id')
    .execute();

describe('Web Push', () => {
  let publicKey: string;
  let persoonId: number;
  let deelnemerId: number;
  let token: string;
  let other: { persoonId: number; token: string };
  let phone: Browser;
  let laptop: Browser;
  const mine = (method: string, path: string, body?: unknown, as = token) =>
    client.send(path, { method, body, token: as });

  it('hands out one VAPID public key, the same on another instance', async () => {
    const answer = await fetch(`${server.url}${pushPaths.sleutel}`, {
      headers: { 'x-api-key': server.apiKey },
    });
    expect(answer.status).toBe(200);
    publicKey = pushSleutelResponseSchema.parse(await answer.json()).publicKey;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const second = await startAnotherInstance(server);
    try {
      const again = pushSleutelResponseSchema.parse(await second.getJson(pushPaths.sleutel));
      expect(again.publicKey).toBe(publicKey);
    } finally {
      await second.close();
    }
  });

  it('keeps a browser of the signed-in participant, refusing other addresses and bad keys', async () => {
    const [a, b] = await server.db
      .selectFrom('deelnemer')
      .innerJoin('selectieSpeler', 'selectieSpeler.deelnemerId', 'deelnemer.id')
      .select(['deelnemer.id', 'deelnemer.persoonId'])
      .distinct()
      .where('deelnemer.persoonId', 'is not', null)
      .where('deelnemer.startRonde', '<=', 1)
      .orderBy('deelnemer.id')
      .limit(2)
      .execute();
    deelnemerId = a!.id;
    persoonId = a!.persoonId!;
    token = await signIn(deelnemerId);
    other = { persoonId: b!.persoonId!, token: await signIn(b!.id) };
    phone = browser('phone');
    laptop = browser('laptop');

    const saved = await mine('POST', pushPaths.mijn, phone.json);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(mijnPushResponseSchema.parse(await saved.json())).toEqual({ apparaten: 1 });
    // The same browser again is the same subscription.
    expect(await (await mine('POST', pushPaths.mijn, phone.json)).json()).toEqual({ apparaten: 1 });
    expect((await subscriptions(persoonId)).map((s) => s.endpoint)).toEqual([phone.endpoint]);

    // An address that is no browser's push service: the server will not post there.
    const elsewhere = await mine('POST', pushPaths.mijn, {
      ...phone.json,
      endpoint: 'https://intern.voorbeeld.nl/hook',
    });
    expect(elsewhere.status).toBe(400);
    const refused = (await elsewhere.json()) as {
      error: { message: string; details: { problems: { field: string }[] } };
    };
    expect(refused.error.details.problems.map((p) => p.field)).toEqual(['endpoint']);
    expect(refused.error.message).toMatch(/pushdienst/);
    const badKeys = await mine('POST', pushPaths.mijn, {
      ...phone.json,
      keys: { p256dh: 'kort', auth: phone.json.keys.auth },
    });
    expect(badKeys.status).toBe(400);
    // The organiser's token is not a participant's.
    expect((await mine('POST', pushPaths.mijn, phone.json, client.token)).status).toBe(403);
    expect(await subscriptions(persoonId)).toHaveLength(1);
  });

  it("sends a round's message to the browser: signed, encrypted, title, body and the page", async () => {
    const choices = mijnBerichtenResponseSchema.parse(
      await (await mine('GET', berichtenPaths.mijn)).json(),
    ).voorkeuren;
    const on = { ...choices, ronde: { mail: false, push: true } };
    expect((await mine('PUT', berichtenPaths.mijn, on)).status).toBe(200);

    const round = await completeNextRound();
    await vi.waitFor(
      async () => expect((await pushRow(persoonId, round))?.status).toBe('sent'),
      WAIT,
    );
    const row = (await pushRow(persoonId, round))!;
    expect(row.idempotencyKey).toMatch(/\.push$/);
    // Mail was switched off for this kind: no mail row; the other participant has no push row.
    const mails = await server.db
      .selectFrom('bericht')
      .select('id')
      .where('channel', '=', 'mail')
      .where('persoonId', '=', persoonId)
      .where('kind', '=', 'ronde')
      .execute();
    expect(mails).toEqual([]);
    expect(await pushRow(other.persoonId, round)).toBeUndefined();

    const pushes = received.filter((r) => r.path === phone.path);
    expect(pushes).toHaveLength(1);
    const push = pushes[0]!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe(String(3 * 24 * 3600));
    expect(push.headers.urgency).toBe('normal');
    await checkVapid(push, publicKey);
    const shown = decrypt(phone, push.body) as Record<string, string>;
    expect(shown.title).toMatch(new RegExp(`^Speelronde ${round}: je staat \\d+e$`));
    expect(shown.body).toContain(`punten in speelronde ${round}`);
    expect(shown.body).toMatch(/Rondewinnaar/);
    expect(shown.url).toBe(`/deelnemers/${deelnemerId}`);
    expect(shown.tag).toBe(row.idempotencyKey);
    expect((await subscriptions(persoonId))[0]!.lastSuccessAt).not.toBeNull();
  });

  it('removes a browser its push service says is gone (410) and retries a 500 with backoff', async () => {
    expect((await mine('POST', pushPaths.mijn, laptop.json)).status).toBe(200);
    answers.set(phone.path, 500);
    answers.set(laptop.path, 410);
    const round = await completeNextRound();
    await vi.waitFor(async () => {
      const row = await pushRow(persoonId, round);
      expect(row?.status).toBe('waiting');
      expect(row?.attempts).toBe(1);
    }, WAIT);
    const waiting = (await pushRow(persoonId, round))!;
    expect(waiting.lastError).toContain('500');
    // Backoff: the next attempt 30 s on, not at once.
    expect(Date.parse(waiting.nextAttemptAt) - Date.now()).toBeGreaterThan(10_000);
    // The 410 removed the laptop's subscription; the phone's stays.
    expect((await subscriptions(persoonId)).map((s) => s.endpoint)).toEqual([phone.endpoint]);

    // The push service is back; the retry's time has come (set here instead of waiting 30 s).
    answers.delete(phone.path);
    await server.db
      .updateTable('bericht')
      .set({ nextAttemptAt: new Date().toISOString() })
      .where('id', '=', waiting.id)
      .execute();
    await vi.waitFor(
      async () => expect((await pushRow(persoonId, round))?.status).toBe('sent'),
      WAIT,
    );
    expect((await pushRow(persoonId, round))!.attempts).toBe(2);
    const toPhone = received.filter((r) => r.path === phone.path).slice(-2);
    const texts = toPhone.map((r) => decrypt(phone, r.body) as { title: string });
    expect(texts.every((t) => t.title.startsWith(`Speelronde ${round}:`))).toBe(true);
    expect(received.filter((r) => r.path === laptop.path)).toHaveLength(1);
  });

  it('is in the export, removed only by its owner, and a round without a browser says why', async () => {
    const exported = (await client.ok(
      'GET',
      `${organiserPaths.privacyExport}?persoonId=${persoonId}`,
    )) as { pushAbonnementen: Record<string, unknown>[] };
    expect(exported.pushAbonnementen).toEqual([
      expect.objectContaining({ persoonId, pushdienst: new URL(receiverOrigin).host }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(phone.json.keys.p256dh);

    // Another participant naming this endpoint removes nothing.
    expect(
      (await mine('DELETE', pushPaths.mijn, { endpoint: phone.endpoint }, other.token)).status,
    ).toBe(200);
    expect(await subscriptions(persoonId)).toHaveLength(1);
    const removed = await mine('DELETE', pushPaths.mijn, { endpoint: phone.endpoint });
    expect(mijnPushResponseSchema.parse(await removed.json())).toEqual({ apparaten: 0 });
    expect(await subscriptions(persoonId)).toEqual([]);

    const round = await completeNextRound();
    await vi.waitFor(
      async () => expect((await pushRow(persoonId, round))?.status).toBe('failed'),
      WAIT,
    );
    const row = (await pushRow(persoonId, round))!;
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe(NO_DEVICE_REASON);
  });

  it('reminds of a transfer deadline by push: urgent, kept 12 hours, opening the transfers', async () => {
    expect((await mine('POST', pushPaths.mijn, phone.json)).status).toBe(200);
    const choices = mijnBerichtenResponseSchema.parse(
      await (await mine('GET', berichtenPaths.mijn)).json(),
    ).voorkeuren;
    const on = { ...choices, deadline: { mail: false, push: true } };
    expect((await mine('PUT', berichtenPaths.mijn, on)).status).toBe(200);
    const rondes = await server.getJson<Rondes>(apiPaths.wedstrijdRondes);
    const fromRound = rondes.find((r) => r.state === 'gepland')!.round;
    for (const w of await client.ok<Transferperiode[]>('GET', organiserPaths.transferperiodes)) {
      if (w.isOpen) {
        await client.ok('PUT', organiserPaths.transferperiode(w.id), {
          version: w.version,
          fromRound: w.fromRound,
          isOpen: false,
        });
      }
    }
    // Closes in two hours (Amsterdam wall time, as the organiser's form sends it).
    const closes = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Amsterdam',
      dateStyle: 'short',
      timeStyle: 'short',
    })
      .format(new Date(Date.now() + 2 * 3_600_000))
      .replace(' ', 'T');
    await client.ok(
      'POST',
      organiserPaths.transferperiodes,
      { fromRound, isOpen: true, sluitOp: closes },
      201,
    );
    const row = () =>
      server.db
        .selectFrom('bericht')
        .selectAll()
        .where('kind', '=', 'deadline')
        .where('persoonId', '=', persoonId)
        .execute();
    await vi.waitFor(async () => {
      const rows = await row();
      expect(rows.map((r) => [r.channel, r.status])).toEqual([['push', 'sent']]);
    }, WAIT);
    const push = received.filter((r) => r.path === phone.path).at(-1)!;
    expect(push.headers.urgency).toBe('high');
    expect(push.headers.ttl).toBe(String(12 * 3600));
    const shown = decrypt(phone, push.body) as Record<string, string>;
    expect(shown.title).toMatch(/^Transfers: de deadline is /);
    expect(shown.body).toContain(`vanaf speelronde ${fromRound} sluit op`);
    expect(shown.url).toBe(`/dashboard/transfers/${deelnemerId}`);
  });

  it('erases the subscriptions with the contact data', async () => {
    expect(await subscriptions(persoonId)).toHaveLength(1);
    await client.ok('POST', organiserPaths.privacyWissen, { persoonId });
    expect(await subscriptions(persoonId)).toEqual([]);
  });
});
