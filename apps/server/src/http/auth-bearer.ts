// Signed-in routes: a valid bearer token (HS256, unexpired, of an existing account, of its
// current token version: a password change revokes the tokens issued before) or 401. A token
// carries its role (issue 27): organiser routes refuse a participant's with 403 and the
// participant's own routes refuse an organiser's.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findAccountById, type AccountsDb } from './accounts/account-repository';
import { findSignedInPersoon, type PersoonAccountsDb } from './accounts/persoon-account-repository';
import type { TokenService, VerifiedClaims } from './accounts/token-service';
import { HttpError, unauthorized } from './errors';

export interface Organiser {
  accountId: number;
  displayName: string;
}

/** A person signed in by a link (participant/ routes answer only for them). */
export interface Participant {
  persoonId: number;
  displayName: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for organiser routes: sets request.organiser or answers 401 (403 for a
     * participant's token). */
    requireOrganiser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler for participant routes: sets request.participant or answers 401 (403 for an
     * organiser's token). */
    requireParticipant(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    organiser: Organiser | null;
    participant: Participant | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;
const ACCOUNT_ID = /^[1-9][0-9]{0,15}$/;
const PERSOON_SUBJECT = /^persoon:([1-9][0-9]{0,15})$/;

export const ORGANISER_ONLY = 'Alleen de organisatie mag dit doen. Je bent ingelogd als deelnemer.';
export const PARTICIPANT_ONLY =
  'Dit is voor een ingelogde deelnemer. Log in met je inloglink om je eigen teams te zien.';

async function authBearer(
  app: FastifyInstance,
  options: { tokens: TokenService; db: AccountsDb; persoonDb: PersoonAccountsDb },
) {
  app.decorateRequest('organiser', null);
  app.decorateRequest('participant', null);

  async function claimsOf(request: FastifyRequest) {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const claims: VerifiedClaims | null = match?.[1] ? await options.tokens.verify(match[1]) : null;
    return { given: match !== null, claims };
  }

  function refuse(reply: FastifyReply, given: boolean): never {
    reply.header('www-authenticate', given ? 'Bearer error="invalid_token"' : 'Bearer');
    throw unauthorized(given ? 'Invalid or expired token' : 'Missing bearer token');
  }

  app.decorate('requireOrganiser', async (request: FastifyRequest, reply: FastifyReply) => {
    const { given, claims } = await claimsOf(request);
    if (claims?.role === 'participant') throw new HttpError(403, 'forbidden', ORGANISER_ONLY);
    const accountId = claims && ACCOUNT_ID.test(claims.sub) ? Number(claims.sub) : null;
    // A token of an account that no longer exists, or of an older password, is worth nothing.
    const found = accountId === null ? undefined : await findAccountById(options.db, accountId);
    const account = found?.tokenVersion === claims?.ver ? found : undefined;
    if (!account) refuse(reply, given);
    request.organiser = { accountId: account.id, displayName: account.displayName };
  });

  app.decorate('requireParticipant', async (request: FastifyRequest, reply: FastifyReply) => {
    const { given, claims } = await claimsOf(request);
    if (claims?.role === 'organiser') throw new HttpError(403, 'forbidden', PARTICIPANT_ONLY);
    const persoonId = claims ? PERSOON_SUBJECT.exec(claims.sub)?.[1] : undefined;
    // An erased person's account is gone: their tokens are worth nothing either.
    const found = persoonId
      ? await findSignedInPersoon(options.persoonDb, Number(persoonId))
      : undefined;
    const persoon = found?.tokenVersion === claims?.ver ? found : undefined;
    if (!persoon) refuse(reply, given);
    request.participant = { persoonId: persoon.persoonId, displayName: persoon.name };
  });
}

export default fp(authBearer, { name: 'auth-bearer', dependencies: ['error-handler'] });
