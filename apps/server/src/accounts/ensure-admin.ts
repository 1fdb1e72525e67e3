import type { FastifyBaseLogger } from 'fastify';
import {
  countAccounts,
  findAccountByUserName,
  saveAccount,
  type AccountsDb,
} from './account-repository';
import { hashPassword, verifyPassword } from './password-hash';

export interface AdminAccountConfig {
  adminUsername: string;
  adminPassword: string | undefined;
  /** Defaults to the user name. */
  adminDisplayName?: string | undefined;
}

/**
 * At start, ADMIN_USERNAME/ADMIN_PASSWORD create that organiser or reset their password: the
 * environment is the way back in when a password is lost. Without ADMIN_PASSWORD nothing changes.
 */
export async function ensureAdminAccount(
  db: AccountsDb,
  config: AdminAccountConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) {
  const displayName = config.adminDisplayName?.trim() || config.adminUsername.trim();
  if (config.adminPassword === undefined) {
    if ((await countAccounts(db)) === 0) {
      log.warn('no organiser account: set ADMIN_PASSWORD or run "npm run user -- add NAME"');
    }
    return;
  }
  if (config.adminPassword.length < 10) log.warn('ADMIN_PASSWORD is shorter than 10 characters');
  const existing = await findAccountByUserName(db, config.adminUsername);
  // Rehashing on every start would only churn the salt; skip when nothing would change.
  if (
    existing &&
    existing.displayName === displayName &&
    (await verifyPassword(config.adminPassword, existing.passwordHash))
  ) {
    return;
  }
  const { created } = await saveAccount(db, {
    userName: config.adminUsername,
    displayName,
    passwordHash: await hashPassword(config.adminPassword),
  });
  log.info(
    { userName: config.adminUsername },
    created ? 'organiser account created' : 'organiser account reset',
  );
}
