// Organiser endpoints: a valid bearer token (HS256, unexpired, of an existing account, of its
// current token version: a password change revokes the tokens issued before) or 401.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findAccountById, type AccountsDb } from './accounts/account-repository';
import type { TokenService } from './accounts/token-service';
import { unauthorized } from './errors';

export interface Organiser {
  accountId: number;
  displayName: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for organiser routes: sets request.organiser or answers 401. */
    requireOrganiser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    organiser: Organiser | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;

async function authBearer(app: FastifyInstance, options: { tokens: TokenService; db: AccountsDb }) {
  app.decorateRequest('organiser', null);
  app.decorate('requireOrganiser', async (request: FastifyRequest, reply: FastifyReply) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? await options.tokens.verify(match[1]) : null;
    const accountId = claims && /^[1-9][0-9]{0,15}$/.test(claims.sub) ? Number(claims.sub) : null;
    // A token of an account that no longer exists, or of an older password, is worth nothing.
    const found = accountId === null ? undefined : await findAccountById(options.db, accountId);
    const account = found?.tokenVersion === claims?.ver ? found : undefined;
    if (!account) {
      reply.header('www-authenticate', match ? 'Bearer error="invalid_token"' : 'Bearer');
      throw unauthorized(match ? 'Invalid or expired token' : 'Missing bearer token');
    }
    request.organiser = { accountId: account.id, displayName: account.displayName };
  });
}

export default fp(authBearer, { name: 'auth-bearer', dependencies: ['error-handler'] });
