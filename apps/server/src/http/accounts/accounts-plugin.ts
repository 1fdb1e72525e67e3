// Sign-in, the password change and the organiser check (requireOrganiser, which
// organiser/organiser-routes.ts attaches). Register after the security plugin (XSRF) in app.ts.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import authBearer from '../auth-bearer';
import type { AccountsDb, AccountTable } from './account-repository';
import { createMemoryAttemptStore } from './attempt-store';
import { changePasswordRoute } from './change-password-route';
import { createDeviceCookies } from './device-cookie';
import { ensureAdminAccount } from './ensure-admin';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { loginRoute } from './login-route';
import { createTokenService } from './token-service';

export interface AccountsPluginOptions {
  /** In-process by default; several server instances need a shared one. Sign-in and password
   * changes share it: a wrong current password counts like a failed sign-in. */
  throttle?: LoginThrottle;
}

async function accounts(app: FastifyInstance, options: AccountsPluginOptions) {
  const db: AccountsDb = app.db.withTables<{ account: AccountTable }>();
  const tokens = createTokenService({
    secret: app.config.jwtSecret,
    lifetimeSeconds: app.config.tokenLifetimeSeconds,
  });
  const throttle = options.throttle ?? createLoginThrottle(createMemoryAttemptStore());
  // Signed by @fastify/cookie with a key derived from the JWT secret (security.ts).
  const devices = createDeviceCookies(app);

  await ensureAdminAccount(db, app.config, app.log);
  await app.register(authBearer, { tokens, db });
  await app.register(loginRoute, { db, tokens, throttle, devices });
  await app.register(changePasswordRoute, { db, throttle, devices, tokens });
}

export default fp(accounts, { name: 'accounts', dependencies: ['error-handler', 'security'] });
