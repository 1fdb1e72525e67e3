import type { FastifyBaseLogger } from 'fastify';
import {
  countAccounts,
  findAccountByUserName,
  saveAccount,
  updateDisplayName,
  type AccountsDb,
} from './account-repository';
import { hashPassword, verifyPassword } from './password-hash';

export interface AdminAccountConfig {
  adminUsername: string;
  adminPassword: string | undefined;
  /** Defaults to the user name. */
  adminDisplayName?: string | undefined;
  /** ADMIN_RESET_PASSWORD: set an existing organiser's password to ADMIN_PASSWORD. */
  adminResetPassword?: boolean | undefined;
}

/**
 * At start, ADMIN_USERNAME/ADMIN_PASSWORD create that organiser when the account is missing. An
 * existing organiser keeps the password they chose in the dashboard; only ADMIN_RESET_PASSWORD
 * sets it back to ADMIN_PASSWORD (the way back in when a password is lost), which also ends
 * every sign-in of that account. Without ADMIN_PASSWORD nothing changes.
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
  if (existing && !config.adminResetPassword) {
    log.info(
      { userName: config.adminUsername },
      'organiser exists: ADMIN_PASSWORD only creates it (ADMIN_RESET_PASSWORD=true resets it)',
    );
    if (existing.displayName !== displayName) {
      await updateDisplayName(db, existing.id, displayName);
      log.info({ userName: config.adminUsername }, 'organiser display name updated');
    }
    return;
  }
  if (existing) {
    log.warn(
      { userName: config.adminUsername },
      'ADMIN_RESET_PASSWORD is set: remove it once signed in, or every start sets the password back',
    );
  }
  // Rehashing on every start would only churn the salt (and end sign-ins); skip when the
  // password is already the one given.
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
