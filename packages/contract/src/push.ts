// Web Push (issue 28, item 3): the site's public VAPID key, and a browser's subscription as
// PushSubscription.toJSON() gives it, sent by the signed-in participant.
import { z } from 'zod';

/** Browsers (subscriptions) one person may have at once; the oldest goes for a new one. */
export const MAX_PUSH_ABONNEMENTEN = 10;

export const pushSleutelResponseSchema = z.object({
  /** base64url of the uncompressed P-256 point (65 bytes): applicationServerKey. */
  publicKey: z.string(),
});
export type PushSleutelResponse = z.infer<typeof pushSleutelResponseSchema>;

/** base64url without padding of exactly `bytes` bytes (no Buffer: the web app shares this). */
const base64url = (bytes: number, message: string) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), message);

const endpointSchema = z
  .string()
  .trim()
  .max(1000, 'Het adres van de pushdienst is te lang.')
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Het adres van de pushdienst is geen geldige URL.');

/** POST /api/mijn/push: PushSubscription.toJSON(). */
export const pushAbonnementSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z
    .object({
      p256dh: base64url(65, 'De sleutel p256dh is geen P-256-sleutel (65 bytes, base64url).'),
      auth: base64url(16, 'Het auth-geheim is geen 16 bytes (base64url).'),
    })
    .strict(),
});
export type PushAbonnement = z.infer<typeof pushAbonnementSchema>;

/** DELETE /api/mijn/push: which of the person's browsers stops getting notifications. */
export const pushAfmeldenSchema = z.object({ endpoint: endpointSchema }).strict();
export type PushAfmelden = z.infer<typeof pushAfmeldenSchema>;

/** The answer to both: how many browsers of theirs now get notifications. */
export const mijnPushResponseSchema = z.object({ apparaten: z.number().int() });
export type MijnPushResponse = z.infer<typeof mijnPushResponseSchema>;
