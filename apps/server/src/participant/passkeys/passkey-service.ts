// A signed-in person's passkeys (issue 27, decision 027): listing, adding (options, then the
// authenticator's attestation verified by @simplewebauthn/server) and removing their own.
import { MAX_PASSKEYS, type Passkey, type PasskeysResponse } from '@clubelf/contract';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import {
  deletePasskey,
  insertPasskey,
  passkeysOfPersoon,
  type StoredPasskey,
} from '../../http/accounts/passkey-repository';
import { userHandle, type RelyingParty } from '../../http/accounts/webauthn';

export const PASSKEYS_FULL = `Je hebt al ${MAX_PASSKEYS} passkeys. Verwijder er eerst een die je niet meer gebruikt.`;
export const PASSKEY_KNOWN = 'Deze passkey is al toegevoegd.';
export const PASSKEY_NOT_ADDED =
  'Deze passkey kon niet worden toegevoegd. Probeer het opnieuw met hetzelfde apparaat.';
export const PASSKEY_UNKNOWN = 'Deze passkey bestaat niet (meer).';

/** The name on the passkey prompt: the site's, the same for every club's copy. */
const RP_NAME = 'Superelf';

function toPasskey(p: StoredPasskey): Passkey {
  return { id: p.id, naam: p.name, aangemaakt: p.createdAt, laatstGebruikt: p.lastUsedAt };
}

export async function listPasskeys(db: Db, persoonId: number): Promise<PasskeysResponse> {
  return { passkeys: (await passkeysOfPersoon(db, persoonId)).map(toPasskey) };
}

export async function registrationOptions(
  db: Db,
  who: { persoonId: number; displayName: string },
  rp: RelyingParty,
  jwtSecret: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await passkeysOfPersoon(db, who.persoonId);
  if (existing.length >= MAX_PASSKEYS) throw new HttpError(409, 'conflict', PASSKEYS_FULL);
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: who.displayName,
    userDisplayName: who.displayName,
    userID: userHandle(jwtSecret, who.persoonId),
    attestationType: 'none',
    // The authenticators that hold one already: the browser says so instead of a second.
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    // Discoverable: signing in then asks no name, the authenticator offers the passkey.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

export async function addPasskey(
  db: Db,
  persoonId: number,
  input: {
    credential: RegistrationResponseJSON;
    challenge: string;
    rp: RelyingParty;
    name: string;
  },
  now: Date,
): Promise<Passkey> {
  let credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] };
  try {
    const verification = await verifyRegistrationResponse({
      response: input.credential,
      expectedChallenge: input.challenge,
      expectedOrigin: input.rp.origin,
      expectedRPID: input.rp.rpID,
      // As at sign-in: presence required, verification asked for (passkey-login-routes.ts).
      requireUserVerification: false,
    });
    if (!verification.verified) throw new Error('registration not verified');
    credential = verification.registrationInfo.credential;
  } catch (error) {
    throw new HttpError(400, 'bad_request', PASSKEY_NOT_ADDED, {
      problems: [{ field: 'credential', message: PASSKEY_NOT_ADDED }],
      // Why the library refused (origin, challenge, signature): for the log, not the person.
      cause: error instanceof Error ? error.message : String(error),
    });
  }
  const outcome = await insertPasskey(
    db,
    {
      persoonId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? input.credential.response.transports ?? [],
      name: input.name,
      createdAt: now.toISOString(),
    },
    MAX_PASSKEYS,
  );
  if (!outcome.ok) {
    throw new HttpError(409, 'conflict', outcome.reason === 'full' ? PASSKEYS_FULL : PASSKEY_KNOWN);
  }
  return toPasskey(outcome.passkey);
}

export async function removePasskey(db: Db, persoonId: number, id: number): Promise<void> {
  // Another person's passkey is as unknown as one that never was: nothing says it exists.
  if (!(await deletePasskey(db, persoonId, id))) {
    throw new HttpError(404, 'not_found', PASSKEY_UNKNOWN);
  }
}
