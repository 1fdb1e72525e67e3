import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config';

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      DEMO: true,
      ADMIN_USERNAME: 'admin',
      LOG_LEVEL: 'info',
    });
    expect(env.API_KEY).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it('reads the given values', () => {
    const env = parseEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DEMO: 'false',
      API_KEY: 'k',
      ADMIN_PASSWORD: 'geheim',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DEMO: false,
      API_KEY: 'k',
      ADMIN_PASSWORD: 'geheim',
    });
  });

  it.each([
    ['0', false],
    ['no', false],
    ['off', false],
    ['1', true],
    ['yes', true],
    ['on', true],
  ])('reads DEMO=%s as %s', (value, expected) => {
    expect(parseEnv({ DEMO: value }).DEMO).toBe(expected);
  });

  it('reads TRUST_PROXY as none, any or a list of addresses', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).TRUST_PROXY).toBe(
      '127.0.0.1,10.0.0.0/8',
    );
  });

  it('reads ADMIN_RESET_PASSWORD (off by default), and only with ADMIN_PASSWORD', () => {
    expect(parseEnv({}).ADMIN_RESET_PASSWORD).toBe(false);
    expect(parseEnv({ ADMIN_PASSWORD: 'geheim', ADMIN_RESET_PASSWORD: 'true' })).toMatchObject({
      ADMIN_RESET_PASSWORD: true,
    });
    expect(() => parseEnv({ ADMIN_RESET_PASSWORD: 'true' })).toThrow(
      /ADMIN_RESET_PASSWORD: needs ADMIN_PASSWORD/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ PORT: '', API_KEY: '  ', DEMO: '' })).toMatchObject({
      PORT: 3000,
      DEMO: true,
    });
    expect(parseEnv({ API_KEY: '' }).API_KEY).toBeUndefined();
  });

  it.each([['abc'], ['70000'], ['-1'], ['80.5']])('refuses PORT=%s naming the variable', (port) => {
    expect(() => parseEnv({ PORT: port })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: port })).toThrow(/PORT: must be a port number/);
  });

  it('reads ROUND_MESSAGE_DELAY_SECONDS (60 by default, 0 allowed) and refuses one out of bounds', () => {
    expect(parseEnv({}).ROUND_MESSAGE_DELAY_SECONDS).toBe(60);
    expect(parseEnv({ ROUND_MESSAGE_DELAY_SECONDS: '0' }).ROUND_MESSAGE_DELAY_SECONDS).toBe(0);
    expect(() => parseEnv({ ROUND_MESSAGE_DELAY_SECONDS: '3601' })).toThrow(
      /ROUND_MESSAGE_DELAY_SECONDS/,
    );
    expect(() => parseEnv({ ROUND_MESSAGE_DELAY_SECONDS: '-1' })).toThrow(
      /ROUND_MESSAGE_DELAY_SECONDS/,
    );
  });

  it('reads OUTBOX_LEASE_SECONDS (60 by default) and refuses one out of bounds', () => {
    expect(parseEnv({}).OUTBOX_LEASE_SECONDS).toBe(60);
    expect(parseEnv({ OUTBOX_LEASE_SECONDS: '15' }).OUTBOX_LEASE_SECONDS).toBe(15);
    for (const value of ['4', '3601', '1.5', 'een minuut']) {
      expect(() => parseEnv({ OUTBOX_LEASE_SECONDS: value })).toThrow(
        /OUTBOX_LEASE_SECONDS: must be a whole number of seconds from 5 to 3600/,
      );
    }
  });

  it('refuses an unknown DEMO value and a short JWT_SECRET', () => {
    expect(() => parseEnv({ DEMO: 'maybe' })).toThrow(/DEMO/);
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
  });
});

describe('DATABASE_URL', () => {
  const url = 'postgres://clubelf@db.internal:5432/clubelf';

  it('is unset by default: SQLite', () => {
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(10);
  });

  it('needs API_KEY and JWT_SECRET from the environment, naming both', () => {
    expect(() => parseEnv({ DATABASE_URL: url })).toThrow(
      /API_KEY: required when DATABASE_URL is set.*JWT_SECRET: required when DATABASE_URL is set/,
    );
    expect(() => parseEnv({ DATABASE_URL: url, API_KEY: 'k' })).toThrow(/JWT_SECRET/);
  });

  it.each([['mysql://x/y'], ['/var/lib/clubelf.db'], ['postgres://']])('refuses %s', (value) => {
    expect(() =>
      parseEnv({ DATABASE_URL: value, API_KEY: 'k', JWT_SECRET: 'x'.repeat(32) }),
    ).toThrow(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
  });

  it.each([['2'], ['101'], ['ten']])('refuses DATABASE_POOL_SIZE=%s', (value) => {
    expect(() => parseEnv({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('keeps nothing on the instance disk when it is set', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clubelf-config-pg-'));
    try {
      const dataDir = path.join(dir, 'data');
      const config = loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '4',
        API_KEY: 'shared-key',
        JWT_SECRET: 's'.repeat(32),
      });
      expect(config).toMatchObject({
        databaseUrl: url,
        databasePoolSize: 4,
        apiKey: 'shared-key',
        jwtSecret: 's'.repeat(32),
      });
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'clubelf-config-')), 'data');
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('creates DATA_DIR and keeps generated secrets there, owner-only', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.dataDir).toBe(dataDir);
    expect(config.dbFile).toBe(path.join(dataDir, 'clubelf.db'));
    expect(config.apiKey).toMatch(/^[\w-]{40,}$/);
    expect(config.jwtSecret).toMatch(/^[\w-]{40,}$/);
    expect(config.apiKey).not.toBe(config.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'api-key'), 'utf8').trim()).toBe(config.apiKey);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('reuses the kept secrets on the next start', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.apiKey).toBe(first.apiKey);
    expect(second.jwtSecret).toBe(first.jwtSecret);
  });

  it('prefers the environment over kept secrets', () => {
    loadConfig({ DATA_DIR: dataDir });
    const secret = 'x'.repeat(40);
    const config = loadConfig({ DATA_DIR: dataDir, API_KEY: 'from-env', JWT_SECRET: secret });
    expect(config.apiKey).toBe('from-env');
    expect(config.jwtSecret).toBe(secret);
  });

  it("hands the outbox's lease on in seconds", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).outboxLeaseSeconds).toBe(60);
    expect(loadConfig({ DATA_DIR: dataDir, OUTBOX_LEASE_SECONDS: '20' }).outboxLeaseSeconds).toBe(
      20,
    );
  });

  it('is frozen', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow(TypeError);
  });
});

describe('mail and the public address (issue 27)', () => {
  it('offers no mail without SMTP_URL, and knows no public address without PUBLIC_URL', () => {
    const env = parseEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBeUndefined();
  });

  it('reads the three, the public address without its trailing slash', () => {
    const env = parseEnv({
      SMTP_URL: 'smtps://user:pw@mail.example.nl:465',
      MAIL_FROM: 'Superelf <superelf@example.nl>',
      PUBLIC_URL: 'https://superelf.example.nl/',
    });
    expect(env).toMatchObject({
      SMTP_URL: 'smtps://user:pw@mail.example.nl:465',
      MAIL_FROM: 'Superelf <superelf@example.nl>',
      PUBLIC_URL: 'https://superelf.example.nl',
    });
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.nl' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example.nl' }, 'MAIL_FROM'],
    [{ SMTP_URL: 'smtp://mail.example.nl', MAIL_FROM: 'a@b.nl' }, 'PUBLIC_URL'],
    [{ MAIL_FROM: 'geen adres' }, 'MAIL_FROM'],
    [{ PUBLIC_URL: 'superelf.example.nl' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://superelf.example.nl/?x=1' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://superelf.example.nl' }, 'PUBLIC_URL'],
  ])('stops the start naming the bad setting: %j', (given, name) => {
    expect(() => parseEnv(given)).toThrow(ConfigError);
    expect(() => parseEnv(given)).toThrow(new RegExp(`${name}: `));
  });
});
