import { loginRequestSchema, type LoginFailure, type LoginResponse } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { findAccountByUserName, type AccountsDb } from './account-repository';
import type { DeviceCookies } from './device-cookie';
import type { LoginAttempt, LoginThrottle } from './login-throttle';
import { parseBody } from './parse-body';
import { createPasswordChecker } from './password-hash';
import type { TokenService } from './token-service';

export const WRONG_CREDENTIALS = 'Inloggegevens zijn onjuist';

function minutes(seconds: number): string {
  const count = Math.ceil(seconds / 60);
  return count === 1 ? '1 minuut' : `${count} minuten`;
}

/** The 429 of a throttled attempt, with Retry-After. */
export function tooManyAttempts(reply: FastifyReply, waitSeconds: number, what: string) {
  reply.header('retry-after', String(waitSeconds));
  return new HttpError(
    429,
    'too_many_requests',
    `Te veel ${what}. Probeer het over ${minutes(waitSeconds)} opnieuw.`,
  );
}

/** The throttle's view of an attempt on this account from this request (device cookie or not). */
export function attemptOf(
  request: FastifyRequest,
  devices: DeviceCookies,
  userName: string,
  accountId: number | undefined,
): LoginAttempt & { deviceId: string | undefined } {
  const deviceId = devices.deviceOf(request.cookies, accountId) ?? undefined;
  return {
    userName,
    address: request.ip,
    device: deviceId && `${accountId}:${deviceId}`,
    deviceId,
  };
}

/** Answers carrying a token stay out of every cache, also when they set the device cookie. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  // Runs after the app's onSend hooks, which give any answer with a cookie `private, no-cache`.
  reply.header('cache-control', 'no-store');
  return payload;
}

export interface LoginRouteOptions {
  db: AccountsDb;
  tokens: TokenService;
  throttle: LoginThrottle;
  devices: DeviceCookies;
}

/**
 * POST /api/accounts/login. An unknown user name and a wrong password get the same answer
 * after the same scrypt work, so the answer tells a guesser nothing about which names exist.
 * A success sets the device cookie, which keeps this browser out of the account's lockout.
 */
export async function loginRoute(
  app: FastifyInstance,
  { db, tokens, throttle, devices }: LoginRouteOptions,
) {
  const checkPassword = createPasswordChecker();

  app.post(apiPaths.login, { onSend: noStore }, async (request, reply) => {
    const { userName, password } = parseBody(loginRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    const account = await findAccountByUserName(db, userName);
    const attempt = attemptOf(request, devices, userName, account?.id);
    const waitSeconds = await throttle.begin(attempt);
    if (waitSeconds > 0) {
      request.log.warn(
        { userName, address: request.ip, knownDevice: attempt.device !== undefined },
        'login refused: too many attempts',
      );
      throw tooManyAttempts(reply, waitSeconds, 'inlogpogingen');
    }

    const passwordMatches = await checkPassword(password, account?.passwordHash);
    if (!account || !passwordMatches) {
      request.log.info({ userName, address: request.ip }, 'login failed');
      const failure: LoginFailure = { isAuthSuccessful: false, errorMessage: WRONG_CREDENTIALS };
      return reply.code(401).send(failure);
    }

    await throttle.succeeded(attempt);
    request.log.info({ accountId: account.id }, 'login succeeded');
    reply.header(
      'set-cookie',
      devices.issue(account.id, {
        secure: request.protocol === 'https',
        deviceId: attempt.deviceId,
      }),
    );
    const answer: LoginResponse = {
      token: await tokens.sign({
        sub: String(account.id),
        name: account.displayName,
        ver: account.tokenVersion,
      }),
      isAuthSuccessful: true,
    };
    return reply.send(answer);
  });
}
