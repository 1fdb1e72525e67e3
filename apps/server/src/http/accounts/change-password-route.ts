import { changePasswordRequestSchema, type ChangePasswordResponse } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { fieldProblem, unauthorized } from '../errors';
import { findAccountById, updatePasswordHash, type AccountsDb } from './account-repository';
import type { DeviceCookies } from './device-cookie';
import type { LoginThrottle } from './login-throttle';
import { attemptOf, tooManyAttempts } from './login-route';
import { parseBody } from './parse-body';
import { hashPassword, verifyPassword } from './password-hash';
import type { TokenService } from './token-service';

export const WRONG_CURRENT_PASSWORD = 'Het huidige wachtwoord is onjuist';

export interface ChangePasswordRouteOptions {
  db: AccountsDb;
  throttle: LoginThrottle;
  devices: DeviceCookies;
  tokens: TokenService;
}

/**
 * POST /api/accounts/password: a signed-in organiser changes their own password. A wrong current
 * password counts like a failed sign-in of the account (a stolen token is no way round the
 * throttle); the change raises the token version, so every token issued before is refused,
 * this request's included. The answer carries a new token, so the browser that made the change
 * stays signed in while every other sign-in ends.
 */
export async function changePasswordRoute(
  app: FastifyInstance,
  { db, throttle, devices, tokens }: ChangePasswordRouteOptions,
) {
  app.post(
    apiPaths.changePassword,
    { preHandler: app.requireOrganiser },
    async (request, reply) => {
      const { currentPassword, newPassword } = parseBody(changePasswordRequestSchema, request.body);
      reply.header('cache-control', 'no-store');
      const account = request.organiser && (await findAccountById(db, request.organiser.accountId));
      if (!account) throw unauthorized('Invalid or expired token');
      const attempt = attemptOf(request, devices, account.userName, account.id);
      const waitSeconds = await throttle.begin(attempt);
      if (waitSeconds > 0) {
        request.log.warn({ accountId: account.id }, 'password change refused: too many attempts');
        throw tooManyAttempts(reply, waitSeconds, 'pogingen');
      }
      if (!(await verifyPassword(currentPassword, account.passwordHash))) {
        request.log.info({ accountId: account.id }, 'password change: wrong current password');
        throw fieldProblem('currentPassword', WRONG_CURRENT_PASSWORD);
      }
      await throttle.succeeded(attempt);
      await updatePasswordHash(db, account.id, await hashPassword(newPassword));
      request.log.info({ accountId: account.id }, 'password changed');
      const changed = await findAccountById(db, account.id);
      if (!changed) throw unauthorized('Invalid or expired token');
      const answer: ChangePasswordResponse = {
        token: await tokens.sign({
          sub: String(changed.id),
          name: changed.displayName,
          ver: changed.tokenVersion,
        }),
      };
      return reply.send(answer);
    },
  );
}
