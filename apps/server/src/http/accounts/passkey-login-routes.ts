// A participant signs in with a passkey (issue 27, decision 027), open to anyone:
//   POST /api/mijn/passkey/opties     authentication options for a discoverable credential (no
//                                     name asked first: the authenticator offers its passkeys);
//                                     the challenge goes in a signed cookie, nothing is written
//   POST /api/mijn/passkey/inloggen   the signed challenge for a sign-in token, the answer of the
//                                     link's sign-in ({token, isAuthSuccessful: true})
// Its throttle counts under its own prefix (mijn-passkey:), so it cannot lock the organiser
// out; a refused attempt writes nothing but its count (no counter, no sign-in noted).
import { passkeyInloggenRequestSchema, passkeyPaths } from '@clubelf/contract';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { noStore, tooManyAttempts } from './login-route';
import type { LoginThrottle } from './login-throttle';
import { parseBody } from './parse-body';
import { participantSignInAnswer } from './participant-login-routes';
import { findPasskeyForSignIn, recordPasskeyUse } from './passkey-repository';
import type { PersoonAccountsDb } from './persoon-account-repository';
import type { TokenService } from './token-service';
import { relyingParty, setChallengeCookie, takeChallenge } from './webauthn';

export const PASSKEY_REFUSED =
  'Inloggen met deze passkey lukte niet. Probeer het opnieuw, of log in met een inloglink.';

/** A person has a minute to pick a passkey and unlock it (the library's default). */
const TIMEOUT_MS = 60_000;

export interface PasskeyLoginOptions {
  db: PersoonAccountsDb;
  tokens: TokenService;
  /** Sign-ins per address. */
  throttle: LoginThrottle;
}

function refused(): HttpError {
  return new HttpError(400, 'bad_request', PASSKEY_REFUSED, {
    problems: [{ field: 'credential', message: PASSKEY_REFUSED }],
  });
}

export async function passkeyLoginRoutes(
  app: FastifyInstance,
  { db, tokens, throttle }: PasskeyLoginOptions,
) {
  app.post(passkeyPaths.inlogOpties, { onSend: noStore }, async (request, reply) => {
    const { rpID } = relyingParty(app, request);
    // No allowCredentials: a discoverable credential, the authenticator says whose it is.
    const options = await generateAuthenticationOptions({
      rpID,
      userVerification: 'preferred',
      timeout: TIMEOUT_MS,
    });
    setChallengeCookie(app, request, reply, {
      purpose: 'a',
      persoonId: 0,
      value: options.challenge,
      now: new Date(),
    });
    // PublicKeyCredential...OptionsJSON: passkeyOptionsResponseSchema in the contract.
    return reply.send(options);
  });

  app.post(passkeyPaths.inloggen, { onSend: noStore }, async (request, reply) => {
    const { credential } = parseBody(passkeyInloggenRequestSchema, request.body);
    const attempt = { userName: `passkey:${request.ip}`, address: request.ip };
    const waitSeconds = await throttle.begin(attempt);
    if (waitSeconds > 0) throw tooManyAttempts(reply, waitSeconds, 'pogingen met een passkey');
    const now = new Date();
    const challenge = takeChallenge(app, request, reply, { purpose: 'a', persoonId: 0, now });
    const found = await findPasskeyForSignIn(db, credential.id);
    if (!found) {
      request.log.info({ address: request.ip }, 'unknown passkey refused');
      throw refused();
    }
    const { rpID, origin } = relyingParty(app, request);
    let newCounter: number;
    try {
      const verification = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: found.passkey.credentialId,
          publicKey: Buffer.from(found.passkey.publicKey, 'base64url'),
          counter: found.passkey.counter,
          transports: found.passkey.transports,
        },
        // User presence is required; verification (PIN, face) is asked for, not demanded: a
        // security key without a PIN is as good as the e-mailed link, the other way in.
        requireUserVerification: false,
      });
      if (!verification.verified) throw refused();
      newCounter = verification.authenticationInfo.newCounter;
    } catch (error) {
      // A wrong signature, origin, challenge or a counter that went back (a cloned key).
      request.log.info({ address: request.ip, err: error }, 'passkey assertion refused');
      throw refused();
    }
    if (!(await recordPasskeyUse(db, found.passkey, newCounter, now))) throw refused();
    await throttle.succeeded(attempt);
    request.log.info({ persoonId: found.persoon.persoonId }, 'participant signed in by passkey');
    return reply.send(await participantSignInAnswer(tokens, found.persoon));
  });
}
