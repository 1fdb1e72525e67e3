import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import {
  countAccounts,
  findAccountByUserName,
  updatePasswordHash,
  type AccountsDb,
  type AccountTable,
} from './account-repository';
import { ensureAdminAccount } from './ensure-admin';
import { hashPassword, verifyPassword } from './password-hash';

const messages: string[] = [];
// Collects what would be logged, so the warnings can be checked.
const log = {
  info: (...args: unknown[]) => void messages.push(String(args.at(-1))),
  warn: (...args: unknown[]) => void messages.push(String(args.at(-1))),
} as Parameters<typeof ensureAdminAccount>[2];

describe('ensureAdminAccount', () => {
  let dir: string;
  let raw: Db;
  let db: AccountsDb;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'clubelf-admin-'));
    raw = openDatabase(path.join(dir, 'test.db'));
    await migrateToLatest(raw);
    db = raw.withTables<{ account: AccountTable }>();
  });
  afterEach(async () => {
    await raw.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the organiser from the environment, named after the user name by default', async () => {
    await ensureAdminAccount(
      db,
      { adminUsername: 'Beheer', adminPassword: 'eerste-wachtwoord' },
      log,
    );
    const account = await findAccountByUserName(db, 'beheer');
    expect(account).toMatchObject({ userName: 'beheer', displayName: 'Beheer' });
    expect(await verifyPassword('eerste-wachtwoord', account!.passwordHash)).toBe(true);
  });

  it('leaves the password of an existing organiser alone: a change in the dashboard survives a restart', async () => {
    const config = { adminUsername: 'beheer', adminPassword: 'eerste-wachtwoord' };
    await ensureAdminAccount(db, config, log);
    const created = await findAccountByUserName(db, 'beheer');
    // The organiser changes the password in the dashboard (which raises the token version).
    await updatePasswordHash(db, created!.id, await hashPassword('zelf-gekozen-wachtwoord'));
    await ensureAdminAccount(db, { ...config, adminDisplayName: 'Kees Beheer' }, log);
    const account = await findAccountByUserName(db, 'beheer');
    expect(await verifyPassword('zelf-gekozen-wachtwoord', account!.passwordHash)).toBe(true);
    expect(account?.tokenVersion).toBe(created!.tokenVersion + 1);
    // The display name is no secret: it follows ADMIN_DISPLAY_NAME.
    expect(account?.displayName).toBe('Kees Beheer');
    expect(await countAccounts(db)).toBe(1);
  });

  it('resets the password and display name only with ADMIN_RESET_PASSWORD, ending the sign-ins', async () => {
    await ensureAdminAccount(
      db,
      { adminUsername: 'beheer', adminPassword: 'eerste-wachtwoord' },
      log,
    );
    const before = await findAccountByUserName(db, 'beheer');
    messages.length = 0;
    await ensureAdminAccount(
      db,
      {
        adminUsername: 'beheer',
        adminPassword: 'tweede-wachtwoord',
        adminDisplayName: 'Kees Beheer',
        adminResetPassword: true,
      },
      log,
    );
    const account = await findAccountByUserName(db, 'beheer');
    expect(account?.displayName).toBe('Kees Beheer');
    expect(await verifyPassword('tweede-wachtwoord', account!.passwordHash)).toBe(true);
    expect(await verifyPassword('eerste-wachtwoord', account!.passwordHash)).toBe(false);
    expect(account?.tokenVersion).toBe(before!.tokenVersion + 1);
    expect(await countAccounts(db)).toBe(1);
    expect(messages).toContainEqual(expect.stringMatching(/ADMIN_RESET_PASSWORD is set/));
  });

  it('keeps the stored hash when nothing changed, also when asked to reset', async () => {
    const config = {
      adminUsername: 'beheer',
      adminPassword: 'eerste-wachtwoord',
      adminResetPassword: true,
    };
    await ensureAdminAccount(db, config, log);
    const before = await findAccountByUserName(db, 'beheer');
    await ensureAdminAccount(db, config, log);
    expect(await findAccountByUserName(db, 'beheer')).toEqual(before);
  });

  it('changes nothing without ADMIN_PASSWORD, and warns when there is no organiser at all', async () => {
    messages.length = 0;
    await ensureAdminAccount(db, { adminUsername: 'beheer', adminPassword: undefined }, log);
    expect(await countAccounts(db)).toBe(0);
    expect(messages).toEqual([expect.stringMatching(/no organiser account/)]);
  });
});
