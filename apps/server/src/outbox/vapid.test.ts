// The VAPID settings (decision 029): all three or none, a pair that belongs together, and a
// pair generated once and kept in DATA_DIR on SQLite (the same at the next start).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, parseEnv } from '../config';
import type { Db } from '../db/database';
import { allowedEndpoint } from './push-channel';
import { defaultSubject, resolveVapid } from './vapid';

const pair = webpush.generateVAPIDKeys();
const other = webpush.generateVAPIDKeys();
const refusal = (env: Record<string, string>) => {
  try {
    parseEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('the VAPID settings', () => {
  it('takes all three, and refuses one or two of them naming the missing ones', () => {
    const env = parseEnv({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'mailto:beheer@club.nl',
    });
    expect(env.VAPID_PUBLIC_KEY).toBe(pair.publicKey);
    const message = refusal({ VAPID_PUBLIC_KEY: pair.publicKey });
    expect(message).toContain('VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY');
    expect(message).toContain('VAPID_SUBJECT: required with VAPID_PUBLIC_KEY');
  });

  it('refuses a key that is not one, two keys of different pairs, and a bad subject', () => {
    const base = {
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://superelf.club.nl',
    };
    expect(refusal({ ...base, VAPID_PUBLIC_KEY: 'abc' })).toContain(
      'VAPID_PUBLIC_KEY: must be a P-256 public key',
    );
    expect(refusal({ ...base, VAPID_PRIVATE_KEY: other.privateKey })).toContain(
      'VAPID_PRIVATE_KEY: is not the private key of VAPID_PUBLIC_KEY',
    );
    expect(refusal({ ...base, VAPID_SUBJECT: 'http://superelf.club.nl' })).toContain(
      'VAPID_SUBJECT: must be an https:// URL or a mailto: address',
    );
    expect(refusal({ PUSH_SERVICES: 'push.example.org' })).toContain('PUSH_SERVICES');
  });
});

describe('the kept key pair', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is made once in DATA_DIR (owner-only) and read again at the next start', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'clubelf-vapid-'));
    const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://superelf.club.nl' });
    // On SQLite the database is not read for the keys.
    const noDatabase = undefined as unknown as Db;
    const first = await resolveVapid(config, noDatabase);
    const file = path.join(dir, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(first.subject).toBe('https://superelf.club.nl');
    expect(await resolveVapid(loadConfig({ DATA_DIR: dir }), noDatabase)).toMatchObject({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
  });

  it('takes the mail sender as the subject without an https address', () => {
    expect(
      defaultSubject({
        publicUrl: 'http://127.0.0.1:3000',
        mail: { smtpUrl: 'smtp://x', from: 'Superelf <superelf@club.nl>' },
      }),
    ).toBe('mailto:superelf@club.nl');
  });
});

describe('the endpoints the server posts to', () => {
  it("are the browsers' push services over https, or a configured origin", () => {
    expect(allowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(allowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', [])).toBe(true);
    expect(allowedEndpoint('https://web.push.apple.com/QG', [])).toBe(true);
    expect(allowedEndpoint('http://fcm.googleapis.com/fcm/send/abc', [])).toBe(false);
    expect(allowedEndpoint('https://fcm.googleapis.com.evil.nl/x', [])).toBe(false);
    expect(allowedEndpoint('https://127.0.0.1/x', [])).toBe(false);
    expect(allowedEndpoint('http://127.0.0.1:9/p', ['http://127.0.0.1:9'])).toBe(true);
  });
});
