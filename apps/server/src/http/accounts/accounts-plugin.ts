// Sign-in, the password change and the organiser check (requireOrganiser, which
// organiser/organiser-routes.ts attaches); the participants' sign-in by link and their check
// (requireParticipant, which participant/participant-routes.ts attaches). Register after the
// security plugin (XSRF) in app.ts.
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
import { createSmtpMailer } from '../../lib/mail/mailer';
import { participantLoginRoutes } from './participant-login-routes';
import { passkeyLoginRoutes } from './passkey-login-routes';
import type { PersoonAccountsDb } from './persoon-account-repository';
import { prefixedAttemptStore } from './prefixed-attempt-store';
import type { AttemptStore } from './attempt-store';

export interface AccountsPluginOptions {
  /** In-process by default; several server instances need a shared one. Sign-in and password
   * changes share it: a wrong current password counts like a failed sign-in. */
  throttle?: LoginThrottle;
  /** Where the participants' sign-in counts go (under their own keys); in-process by default. */
  attemptStore?: AttemptStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every sign-in mail asked for so far has been sent (or failed). */
    signInMailsSent(): Promise<void>;
  }
}

/**
 * A mailed link per address: 3 asks per 15 minutes (a person who mistyped may ask again, a
 * stranger cannot fill their inbox); an address may ask for 10 addresses. Presses of a link: 20
 * per address per 15 minutes (a guess at a 32-byte token is hopeless anyway).
 */
const MAIL_POLICY = {
  perUserName: { limit: 3, windowMs: 15 * 60_000 },
  perAddress: { limit: 10, windowMs: 15 * 60_000 },
  perDevice: { limit: 3, windowMs: 15 * 60_000 },
};
const LINK_POLICY = {
  perUserName: { limit: 20, windowMs: 15 * 60_000 },
  perAddress: { limit: 20, windowMs: 15 * 60_000 },
  perDevice: { limit: 20, windowMs: 15 * 60_000 },
};

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
  const persoonDb: PersoonAccountsDb = app.db;
  await app.register(authBearer, { tokens, db, persoonDb });
  await app.register(loginRoute, { db, tokens, throttle, devices });
  await app.register(changePasswordRoute, { db, throttle, devices, tokens });

  const store = options.attemptStore ?? createMemoryAttemptStore();
  const mailer =
    app.config.mail && app.config.publicUrl ? createSmtpMailer(app.config.mail) : undefined;
  if (mailer) app.addHook('onClose', async () => mailer.close());
  const pending = new Set<Promise<void>>();
  app.decorate('signInMailsSent', async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  });
  await app.register(participantLoginRoutes, {
    db: persoonDb,
    tokens,
    mail: mailer && app.config.publicUrl ? { mailer, publicUrl: app.config.publicUrl } : undefined,
    // Their own keys: a flood of link requests never counts against the organiser's name.
    mailThrottle: createLoginThrottle(prefixedAttemptStore(store, 'mijn-mail:'), MAIL_POLICY),
    linkThrottle: createLoginThrottle(prefixedAttemptStore(store, 'mijn-link:'), LINK_POLICY),
    pending,
  });
  // Passkey sign-ins count under their own keys too, as many as link presses.
  await app.register(passkeyLoginRoutes, {
    db: persoonDb,
    tokens,
    throttle: createLoginThrottle(prefixedAttemptStore(store, 'mijn-passkey:'), LINK_POLICY),
  });
}

export default fp(accounts, { name: 'accounts', dependencies: ['error-handler', 'security'] });
