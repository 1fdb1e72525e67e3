// A participant's passkeys (issue 27, decision 027): WebAuthn credentials added on Mijn superelf
// after a first sign-in by link, then a way in on their own. The options are what
// @simplewebauthn/server makes and @simplewebauthn/browser takes; the credential the browser
// gives back is checked here for its shape and sizes only, its signatures by the server.
import { z } from 'zod';

/** At most this many passkeys per person: a phone, a laptop, a spare key and some more. */
export const MAX_PASSKEYS = 10;

export const passkeySchema = z.object({
  id: z.number().int(),
  /** The browser and device it was added on, e.g. "Chrome op Android". */
  naam: z.string(),
  /** ISO date-times. */
  aangemaakt: z.string(),
  laatstGebruikt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysResponseSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;

/**
 * The options as @simplewebauthn/server makes them (PublicKeyCredentialCreationOptionsJSON or
 * ...RequestOptionsJSON): passed to the browser as they are, so only the challenge is named.
 */
export const passkeyOptionsResponseSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponseSchema>;

const base64url = (max: number, what: string) =>
  z
    .string({ error: `${what} ontbreekt` })
    .max(max, `${what} is te lang`)
    .regex(/^[A-Za-z0-9_-]*$/, `${what} is geen base64url`);

const transportsSchema = z.array(z.string().max(32)).max(10);

/** What the browser's navigator.credentials.create() gives, as JSON (RegistrationResponseJSON). */
export const passkeyRegistrationSchema = z.object({
  id: base64url(1366, 'Het id van de passkey'),
  rawId: base64url(1366, 'Het id van de passkey'),
  type: z.literal('public-key', { error: 'Dit is geen passkey' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  response: z.object({
    clientDataJSON: base64url(4096, 'De gegevens van de browser'),
    attestationObject: base64url(16384, 'Het antwoord van de passkey'),
    authenticatorData: base64url(16384, 'Het antwoord van de passkey').optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096, 'De publieke sleutel').optional(),
  }),
});

/** What navigator.credentials.get() gives, as JSON (AuthenticationResponseJSON). */
export const passkeyAssertionSchema = z.object({
  id: base64url(1366, 'Het id van de passkey'),
  rawId: base64url(1366, 'Het id van de passkey'),
  type: z.literal('public-key', { error: 'Dit is geen passkey' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  response: z.object({
    clientDataJSON: base64url(4096, 'De gegevens van de browser'),
    authenticatorData: base64url(4096, 'Het antwoord van de passkey'),
    signature: base64url(2048, 'De handtekening'),
    userHandle: base64url(256, 'De gebruiker van de passkey').optional(),
  }),
});

export const passkeyToevoegenRequestSchema = z.object({ credential: passkeyRegistrationSchema });
export type PasskeyToevoegenRequest = z.infer<typeof passkeyToevoegenRequestSchema>;

export const passkeyInloggenRequestSchema = z.object({ credential: passkeyAssertionSchema });
export type PasskeyInloggenRequest = z.infer<typeof passkeyInloggenRequestSchema>;
