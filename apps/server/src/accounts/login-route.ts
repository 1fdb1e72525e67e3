import { loginRequestSchema, type LoginFailure, type LoginResponse } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { findAccountByUserName, type AccountsDb } from './account-repository';
import type { LoginThrottle } from './login-throttle';
import { parseBody } from './parse-body';
import { createPasswordChecker } from './password-hash';
import type { TokenService } from './token-service';

export const WRONG_CREDENTIALS = 'Inloggegevens zijn onjuist';

function minutes(seconds: number): string {
  const count = Math.ceil(seconds / 60);
  return count === 1 ? '1 minuut' : `${count} minuten`;
}

export interface LoginRouteOptions {
  db: AccountsDb;
  tokens: TokenService;
  throttle: LoginThrottle;
}

/**
 * POST /api/accounts/login. An unknown user name and a wrong password get the same answer
 * after the same scrypt work, so the answer tells a guesser nothing about which names exist.
 */
export async function loginRoute(
  app: FastifyInstance,
  { db, tokens, throttle }: LoginRouteOptions,
) {
  const checkPassword = createPasswordChecker();

  app.post(apiPaths.login, async (request, reply) => {
    const { userName, password } = parseBody(loginRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    const attempt = { userName, address: request.ip };
    const waitSeconds = await throttle.begin(attempt);
    if (waitSeconds > 0) {
      request.log.warn({ userName, address: request.ip }, 'login refused: too many attempts');
      reply.header('retry-after', String(waitSeconds));
      throw new HttpError(
        429,
        'too_many_requests',
        `Te veel inlogpogingen. Probeer het over ${minutes(waitSeconds)} opnieuw.`,
      );
    }

    const account = await findAccountByUserName(db, userName);
    const passwordMatches = await checkPassword(password, account?.passwordHash);
    if (!account || !passwordMatches) {
      request.log.info({ userName, address: request.ip }, 'login failed');
      const failure: LoginFailure = { isAuthSuccessful: false, errorMessage: WRONG_CREDENTIALS };
      return reply.code(401).send(failure);
    }

    await throttle.succeeded(attempt);
    request.log.info({ accountId: account.id }, 'login succeeded');
    const answer: LoginResponse = {
      token: await tokens.sign({ sub: String(account.id), name: account.displayName }),
      isAuthSuccessful: true,
    };
    return reply.send(answer);
  });
}
