import { changePasswordRequestSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { badRequest, unauthorized } from '../errors';
import { findAccountById, updatePasswordHash, type AccountsDb } from './account-repository';
import { parseBody } from './parse-body';
import { hashPassword, verifyPassword } from './password-hash';

export const WRONG_CURRENT_PASSWORD = 'Het huidige wachtwoord is onjuist';

/** POST /api/accounts/password: a signed-in organiser changes their own password. */
export async function changePasswordRoute(app: FastifyInstance, { db }: { db: AccountsDb }) {
  app.post(
    apiPaths.changePassword,
    { preHandler: app.requireOrganiser },
    async (request, reply) => {
      const { currentPassword, newPassword } = parseBody(changePasswordRequestSchema, request.body);
      const account = request.organiser && (await findAccountById(db, request.organiser.accountId));
      if (!account) throw unauthorized('Invalid or expired token');
      if (!(await verifyPassword(currentPassword, account.passwordHash)))
        throw badRequest(WRONG_CURRENT_PASSWORD);
      await updatePasswordHash(db, account.id, await hashPassword(newPassword));
      request.log.info({ accountId: account.id }, 'password changed');
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
