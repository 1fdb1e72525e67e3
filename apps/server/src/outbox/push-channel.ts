// The push channel (decision 029): a message row of channel 'push' goes to each browser the
// person subscribed, encrypted for that browser (RFC 8291, aes128gcm) and signed with the site's
// VAPID key (RFC 8292) by web-push's generateRequestDetails; the request itself is ours (fetch,
// with a time limit). A push service answering 404 or 410 says the subscription is gone: its row
// is removed and never tried again. Any other refusal or a network error throws, and the outbox
// retries the row with its backoff; a browser already reached then gets it again, and the
// service worker shows it under the same tag, replacing the first (at least once, seen once).
import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { Db } from '../db/database';
import type { ResolvedPayload } from './bericht-payload';
import type { BerichtRow } from './outbox-repository';
import { abonnementenOf, markAbonnementReached, removeAbonnement } from './push-repository';
import type { Vapid } from './vapid';

/** Thrown when a push row can never be delivered: given up at once, with this reason. */
export class Undeliverable extends Error {
  override name = 'Undeliverable';
}

export const NO_DEVICE_REASON =
  'Niet verstuurd: geen apparaat aangemeld voor meldingen (de deelnemer zette meldingen aan, maar op geen enkele browser meer).';

/** The browsers' own push services: a subscription names one of these (or PUSH_SERVICES). */
const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/**
 * Whether the server may POST to this endpoint: a browser's push service over https, or one of
 * the configured origins. Anything else is refused at the door (a subscription is the person's
 * input, and the server must not be made to post to an address of their choosing).
 */
export function allowedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return KNOWN_PUSH_HOSTS.some((h) => url.hostname === h || url.hostname.endsWith(`.${h}`));
}

/** What the service worker shows: title, body, the page a tap opens, and the tag it replaces. */
export interface PushNotification {
  title: string;
  body: string;
  /** A path of the site (the service worker opens it on its own origin). */
  url: string;
  tag: string;
}

const BODY_MAX = 1500;

export function notificationOf(
  row: Pick<BerichtRow, 'subject' | 'idempotencyKey'>,
  payload: Pick<ResolvedPayload, 'text'> & { path?: string },
): PushNotification {
  const body = payload.text.replace(/\n{2,}/g, '\n').trim();
  return {
    title: row.subject,
    body: body.length > BODY_MAX ? `${body.slice(0, BODY_MAX - 1)}…` : body,
    url: payload.path ?? '/dashboard',
    tag: row.idempotencyKey,
  };
}

/** How long a push service keeps it for a browser that is offline, and how urgent it is. */
function delivery(kind: string): { TTL: number; urgency: 'high' | 'normal' } {
  // A reminder is worth little after the deadline; a round's news keeps a few days.
  if (kind === 'deadline') return { TTL: 12 * 3600, urgency: 'high' };
  return { TTL: 3 * 24 * 3600, urgency: 'normal' };
}

export interface PushChannel {
  /** The public key browsers subscribe with (GET /api/push/sleutel). */
  readonly publicKey: string;
  /** Sends to every browser of the row's person; throws to retry, Undeliverable to give up. */
  send(row: BerichtRow, notification: PushNotification): Promise<void>;
}

export function createPushChannel(options: {
  db: Db;
  vapid: Vapid;
  pushServices: readonly string[];
  timeoutMs?: number;
}): PushChannel {
  const { db, vapid } = options;
  return {
    publicKey: vapid.publicKey,
    async send(row, notification) {
      if (row.persoonId === null) throw new Undeliverable('Een pushbericht zonder persoon.');
      const abonnementen = await abonnementenOf(db, row.persoonId);
      if (abonnementen.length === 0) throw new Undeliverable(NO_DEVICE_REASON);
      const body = JSON.stringify(notification);
      const problems: string[] = [];
      let gone = 0;
      for (const a of abonnementen) {
        if (!allowedEndpoint(a.endpoint, options.pushServices)) {
          await removeAbonnement(db, a.id);
          gone++;
          continue;
        }
        const request = webpush.generateRequestDetails(
          { endpoint: a.endpoint, keys: { p256dh: a.p256dh, auth: a.auth } },
          body,
          {
            vapidDetails: vapid,
            contentEncoding: 'aes128gcm',
            ...delivery(row.kind),
            // Messages for the same browser and tag: an undelivered one is replaced.
            topic: topicOf(row.idempotencyKey),
          },
        );
        let status: number;
        try {
          const response = await fetch(request.endpoint, {
            method: 'POST',
            headers: Object.fromEntries(
              Object.entries(request.headers).map(([k, v]) => [k, String(v)]),
            ),
            body: new Uint8Array(request.body),
            signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
          });
          status = response.status;
          await response.body?.cancel();
        } catch (error) {
          problems.push(`${hostOf(a.endpoint)}: ${error instanceof Error ? error.message : error}`);
          continue;
        }
        if (status === 404 || status === 410) {
          await removeAbonnement(db, a.id);
          gone++;
        } else if (status >= 200 && status < 300) {
          await markAbonnementReached(db, a.id, new Date());
        } else {
          problems.push(`${hostOf(a.endpoint)} antwoordde ${status}`);
        }
      }
      if (problems.length > 0) throw new Error(`Pushdienst: ${problems.join('; ')}`);
      if (gone === abonnementen.length) throw new Undeliverable(NO_DEVICE_REASON);
    },
  };
}

const hostOf = (endpoint: string) => (URL.canParse(endpoint) ? new URL(endpoint).host : '?');

/** RFC 8030's Topic: at most 32 characters of the base64url alphabet. */
function topicOf(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}
