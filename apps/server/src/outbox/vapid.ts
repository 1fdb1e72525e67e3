// The site's VAPID identity for Web Push (decision 029): the configured one (VAPID_*, all three
// checked at start), else a pair generated once with web-push and kept. On SQLite it is kept in
// DATA_DIR beside the other secrets. On PostgreSQL several instances must sign with the same
// pair (a browser's subscription is bound to the public key it was made with), and their disks
// are their own: the pair is kept in the database (push_sleutel, one row; whichever instance
// starts first writes it, the others read it). Requiring the keys in the configuration there
// (as API_KEY and JWT_SECRET are) would stop every existing deployment at its next start for a
// feature it may not use; the private key in the database gives a reader of it nothing they
// could not already do with the data (it can only send notifications to this site's browsers).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { keepVapidKeys, keptVapidKeys } from './push-repository';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  /** How a push service reaches the site's keeper: an https: URL or a mailto: address. */
  subject: string;
}

const KEY_FILE = 'vapid-keys.json';

/** The contact when none is configured: the site's https address, else the mail sender. */
export function defaultSubject(config: Pick<Config, 'publicUrl' | 'mail'>): string {
  if (config.publicUrl?.startsWith('https://')) return config.publicUrl;
  const from = config.mail?.from;
  const address = from ? (/<([^>]+)>/.exec(from)?.[1] ?? from).trim() : undefined;
  return address ? `mailto:${address}` : 'mailto:beheer@clubelf.invalid';
}

function isPair(keys: unknown): keys is { publicKey: string; privateKey: string } {
  if (typeof keys !== 'object' || keys === null) return false;
  const k = keys as Record<string, unknown>;
  return (
    typeof k.publicKey === 'string' &&
    /^B[A-Za-z0-9_-]{86}$/.test(k.publicKey) &&
    typeof k.privateKey === 'string' &&
    /^[A-Za-z0-9_-]{43}$/.test(k.privateKey)
  );
}

function keptInDataDir(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isPair(kept)) return kept;
    throw new Error(`${file} holds no VAPID key pair: remove it to have a new one made`);
  }
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify({ publicKey, privateKey })}\n`, { mode: 0o600 });
  return { publicKey, privateKey };
}

async function keptInDatabase(db: Db): Promise<{ publicKey: string; privateKey: string }> {
  const kept = await keptVapidKeys(db);
  if (kept) return kept;
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  await keepVapidKeys(db, { publicKey, privateKey }, new Date());
  // Another instance may have written its pair first: the stored one counts.
  return (await keptVapidKeys(db))!;
}

export async function resolveVapid(
  config: Pick<Config, 'vapid' | 'dataDir' | 'databaseUrl' | 'publicUrl' | 'mail'>,
  db: Db,
): Promise<Vapid> {
  if (config.vapid) return { ...config.vapid };
  const keys =
    config.databaseUrl === undefined ? keptInDataDir(config.dataDir) : await keptInDatabase(db);
  return { ...keys, subject: defaultSubject(config) };
}
