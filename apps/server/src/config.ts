// The one place that reads the environment: parsed once, validated, frozen.
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseLifetime } from './http/accounts/token-lifetime';
import { readOpenFilesLimit, resolveBudgets } from './http/resource-budgets';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
      error: 'must be one of true, false, 1, 0, yes, no, on, off',
    })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

const optionalText = z.string().optional();

/** A count of at least 1; unset = derived from the descriptor limit (plugins/resource-budgets). */
const optionalCount = z.coerce
  .number({ error: 'must be a whole number of at least 1' })
  .int({ error: 'must be a whole number of at least 1' })
  .min(1, { error: 'must be a whole number of at least 1' })
  .optional();

/** A whole number from `min` to `max`, every refusal saying so in the same words. */
const wholeNumber = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** A URL of one of these protocols with a host, and no query or fragment. */
function httpishUrl(value: string, protocols: readonly string[]): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return protocols.includes(url.protocol) && url.hostname !== '' && !url.search && !url.hash;
}

const envSchema = z.object({
  PORT: wholeNumber(0, 65535, 'must be a port number').default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/./, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number from 3 to 100' })
    .int({ error: 'must be a whole number from 3 to 100' })
    .min(3, { error: 'must be a whole number from 3 to 100' })
    .max(100, { error: 'must be a whole number from 3 to 100' })
    .default(10),
  API_KEY: optionalText,
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    error: 'must be at least 32 characters',
  }),
  ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
  ADMIN_PASSWORD: optionalText,
  ADMIN_DISPLAY_NAME: optionalText,
  /** Set an existing organiser's password back to ADMIN_PASSWORD at start (else only created). */
  ADMIN_RESET_PASSWORD: flag(false),
  TOKEN_LIFETIME: z
    .string()
    .default('8h')
    .transform((v, ctx) => {
      const seconds = parseLifetime(v);
      if (seconds !== null) return seconds;
      ctx.addIssue({ code: 'custom', message: "must be a lifetime such as '8h', '30m' or '1d'" });
      return z.NEVER;
    }),
  DEMO: flag(true),
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): unset = none,
   * 'true' = any, else a comma-separated list of addresses/CIDRs (e.g. nginx's 127.0.0.1).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v): boolean | string => {
      if (v === undefined || v === 'false') return false;
      return v === 'true' ? true : v;
    }),
  /**
   * How often each instance looks at the data version besides the notifications (one lost while
   * the listening connection was down, a write by a script): milliseconds.
   */
  STALE_VIEWS_CHECK_MS: wholeNumber(
    50,
    600_000,
    'must be a whole number of milliseconds from 50 to 600000',
  ).default(5_000),
  /**
   * Where the recompute's engine runs: `main` (on the event loop) or `worker` (a worker thread,
   * decision 030). `main` by default until the engine's result is compact: handing today's result
   * back from the worker costs more than the engine and holds ~3x the memory at 100,000.
   */
  RECOMPUTE_THREAD: z.enum(['worker', 'main']).default('main'),
  /**
   * `true`: a read without a data version after this instance's write waits for its recompute
   * (decision 010's rule), instead of being served the previous answers meanwhile (030). The API
   * tests set it: many read an organiser's write without naming its version.
   */
  READS_WAIT_FOR_OWN_WRITES: flag(false),
  /** Closed seasons kept computed in memory (least recently used goes first). */
  CLOSED_SEASONS_COMPUTED: wholeNumber(1, 50, 'must be a whole number from 1 to 50').default(2),
  /** Share pictures one address may have drawn per minute (pictures already drawn are free). */
  PICTURE_RENDERS_PER_MINUTE: wholeNumber(
    1,
    10_000,
    'must be a whole number from 1 to 10000',
  ).default(30),
  /**
   * How long the outbox's sender holds the messages it claimed (decision 029): a sender that dies
   * mid-batch leaves them to another (or to itself after a restart) this many seconds later. Long
   * enough for a batch to go out, short enough that a restart does not sit idle long.
   */
  OUTBOX_LEASE_SECONDS: wholeNumber(
    5,
    3600,
    'must be a whole number of seconds from 5 to 3600',
  ).default(60),
  /**
   * How long after a round's last change its round message goes out (decision 029): a correction
   * within that time moves the moment, so a burst of corrections sends one message (the last
   * standings), and the fan-out does not weigh on the reads right after a save. 0: at once.
   */
  ROUND_MESSAGE_DELAY_SECONDS: wholeNumber(
    0,
    3600,
    'must be a whole number of seconds from 0 to 3600',
  ).default(60),
  /** The built web app to serve; apps/web/dist when unset (a second build lets runs sit side by side). */
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Mail for the participants' sign-in links (issue 27): smtp:// or smtps://; unset = no mail. */
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => httpishUrl(v, ['smtp:', 'smtps:']), {
      error: 'must be an smtp:// or smtps:// URL (smtps://user:password@host:465)',
    })
    .optional(),
  /** The sender of those mails: an address, optionally with a name ("Superelf <x@club.nl>"). */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      error: 'must be an e-mail address, optionally as "Name <address>"',
    })
    .optional(),
  /** The site's public address (https://superelf.club.nl): the links in mails and messages. */
  PUBLIC_URL: z
    .string()
    .trim()
    .refine((v) => httpishUrl(v, ['http:', 'https:']), {
      error: 'must be an http:// or https:// URL without query or fragment',
    })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /**
   * Web Push's VAPID key pair and contact (decision 029): all three or none; unset = a pair
   * generated once and kept (DATA_DIR on SQLite, the database on PostgreSQL).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^B[A-Za-z0-9_-]{86}$/, {
      error: 'must be a P-256 public key: 65 bytes as base64url (web-push generate-vapid-keys)',
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      error: 'must be a P-256 private key: 32 bytes as base64url (web-push generate-vapid-keys)',
    })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .refine((v) => httpishUrl(v, ['https:']) || /^mailto:[^\s<>@]+@[^\s<>@]+$/.test(v), {
      error: 'must be an https:// URL or a mailto: address (how a push service reaches you)',
    })
    .optional(),
  /**
   * Push services besides the browsers' own (FCM, Mozilla, Apple, Microsoft) that a
   * subscription may name, as origins: a self-hosted one (or a test's receiver).
   */
  PUSH_SERVICES: z
    .string()
    .trim()
    .transform((v) => v.split(',').map((o) => o.trim().replace(/\/+$/, '')))
    .refine((origins) => origins.every((o) => httpishUrl(o, ['http:', 'https:'])), {
      error: 'must be origins separated by commas (https://push.example.org)',
    })
    .optional(),
  /** Resource budgets (decision 019): open connections, live streams in all and per address. */
  MAX_CONNECTIONS: optionalCount,
  LIVE_STREAMS_MAX: optionalCount,
  LIVE_STREAMS_PER_ADDRESS: optionalCount,
});

/**
 * On PostgreSQL several instances serve one site: a secret each made up for itself would
 * reject the others' tokens and keys, so they come from the shared environment.
 */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.ADMIN_RESET_PASSWORD && env.ADMIN_PASSWORD === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_RESET_PASSWORD'],
      message: 'needs ADMIN_PASSWORD (the password to set)',
    });
  }
  // Mail sign-in needs all three: where to send from, through what, and where the link leads.
  if (env.SMTP_URL !== undefined) {
    for (const name of ['MAIL_FROM', 'PUBLIC_URL'] as const) {
      if (env[name] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'required when SMTP_URL is set (the sender and the links of the sign-in mail)',
        });
      }
    }
  }
  checkVapid(env, ctx);
  if (env.DATABASE_URL === undefined) return;
  for (const name of ['API_KEY', 'JWT_SECRET'] as const) {
    if (env[name] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'required when DATABASE_URL is set (every instance must use the same one)',
      });
    }
  }
});

/** The VAPID settings come all three or not at all, and the two keys must be one pair. */
function checkVapid(env: z.infer<typeof envSchema>, ctx: z.RefinementCtx) {
  const names = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
  const given = names.filter((n) => env[n] !== undefined);
  if (given.length === 0) return;
  if (given.length < names.length) {
    for (const name of names.filter((n) => env[n] === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `required with ${given.join(' and ')} (all three VAPID settings, or none)`,
      });
    }
    return;
  }
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(env.VAPID_PRIVATE_KEY!, 'base64url'));
    if (ecdh.getPublicKey('base64url') === env.VAPID_PUBLIC_KEY) return;
  } catch {
    // Not a key on the curve: said below.
  }
  ctx.addIssue({
    code: 'custom',
    path: ['VAPID_PRIVATE_KEY'],
    message: 'is not the private key of VAPID_PUBLIC_KEY (the two must be one pair)',
  });
}

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute. */
  readonly dataDir: string;
  /** The SQLite file, used when databaseUrl is unset. */
  readonly dbFile: string;
  /** PostgreSQL (DATABASE_URL) instead of the SQLite file; several instances may share it. */
  readonly databaseUrl: string | undefined;
  /** Connections per instance to PostgreSQL (three at least: locks hold one aside). */
  readonly databasePoolSize: number;
  readonly apiKey: string;
  readonly jwtSecret: string;
  readonly adminUsername: string;
  readonly adminPassword: string | undefined;
  /** Shown in the header; the user name when unset. */
  readonly adminDisplayName: string | undefined;
  /** ADMIN_RESET_PASSWORD: an existing organiser's password is set to adminPassword at start. */
  readonly adminResetPassword: boolean;
  /** How long a sign-in token is valid (TOKEN_LIFETIME, default 8h). */
  readonly tokenLifetimeSeconds: number;
  /** Seed the demo season into an empty database. */
  readonly demo: boolean;
  /** Fastify's trustProxy: behind nginx the login throttle must see the visitor's address. */
  readonly trustProxy: boolean | string;
  /** STALE_VIEWS_CHECK_MS: how often the answers are checked against the data version. */
  readonly staleViewsCheckMs: number;
  /** RECOMPUTE_THREAD: the recompute's engine in a worker thread, or on the event loop. */
  readonly recomputeThread: 'worker' | 'main';
  /** READS_WAIT_FOR_OWN_WRITES: every read after this instance's write waits for it. */
  readonly readsWaitForOwnWrites: boolean;
  /** CLOSED_SEASONS_COMPUTED: closed seasons kept computed (by use). */
  readonly closedSeasonsComputed: number;
  /** PICTURE_RENDERS_PER_MINUTE: share pictures drawn per address and minute, beyond: 429. */
  readonly pictureRendersPerMinute: number;
  /** OUTBOX_LEASE_SECONDS: how long the outbox's sender holds the messages it claimed. */
  readonly outboxLeaseSeconds: number;
  /** ROUND_MESSAGE_DELAY_SECONDS: a round's message goes out this long after its last change. */
  readonly roundMessageDelaySeconds: number;
  /** WEB_DIST_DIR, absolute; undefined = apps/web/dist. */
  readonly webDistDir: string | undefined;
  readonly logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** SMTP_URL and MAIL_FROM: both set (with PUBLIC_URL) or mail sign-in is not offered. */
  readonly mail: { readonly smtpUrl: string; readonly from: string } | undefined;
  /** PUBLIC_URL without a trailing slash: the start of every sign-in link; undefined = unknown. */
  readonly publicUrl: string | undefined;
  /** VAPID_*: Web Push's key pair and contact as configured; undefined = generated and kept. */
  readonly vapid:
    | { readonly publicKey: string; readonly privateKey: string; readonly subject: string }
    | undefined;
  /** PUSH_SERVICES: origins a subscription may name besides the browsers' own push services. */
  readonly pushServices: readonly string[];
  /** MAX_CONNECTIONS: the HTTP server's server.maxConnections. */
  readonly maxConnections: number;
  /** LIVE_STREAMS_MAX: live streams at once on this instance; more get a 503. */
  readonly liveStreamsMax: number;
  /** LIVE_STREAMS_PER_ADDRESS: live streams at once from one client address. */
  readonly liveStreamsPerAddress: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function parseEnv(env: Record<string, string | undefined>) {
  // An empty variable counts as unset (PORT= must not become port 0).
  const given = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = checkedEnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/**
 * A secret from the environment, else the one kept in DATA_DIR, else a new one written there
 * (owner-only), so that restarts keep issued tokens and the site's API key valid.
 */
function persistentSecret(dataDir: string, fileName: string, given: string | undefined): string {
  if (given !== undefined) return given;
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept !== '') return kept;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Reads the configuration once at start. On SQLite it creates DATA_DIR and keeps missing
 * secrets there; on PostgreSQL (DATABASE_URL) the secrets are given, and nothing is kept on
 * the instance's own disk.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  openFiles = readOpenFilesLimit(),
): Config {
  const e = parseEnv(env);
  const resolved = resolveBudgets(
    {
      maxConnections: e.MAX_CONNECTIONS,
      liveStreamsMax: e.LIVE_STREAMS_MAX,
      liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
    },
    openFiles,
  );
  if ('problems' in resolved) {
    throw new ConfigError(`Invalid configuration: ${resolved.problems.join('; ')}`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.DATABASE_URL === undefined) mkdirSync(dataDir, { recursive: true });
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir,
    dbFile: path.join(dataDir, 'clubelf.db'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    apiKey: persistentSecret(dataDir, 'api-key', e.API_KEY),
    jwtSecret: persistentSecret(dataDir, 'jwt-secret', e.JWT_SECRET),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    adminDisplayName: e.ADMIN_DISPLAY_NAME,
    adminResetPassword: e.ADMIN_RESET_PASSWORD,
    tokenLifetimeSeconds: e.TOKEN_LIFETIME,
    demo: e.DEMO,
    trustProxy: e.TRUST_PROXY,
    staleViewsCheckMs: e.STALE_VIEWS_CHECK_MS,
    recomputeThread: e.RECOMPUTE_THREAD,
    readsWaitForOwnWrites: e.READS_WAIT_FOR_OWN_WRITES,
    closedSeasonsComputed: e.CLOSED_SEASONS_COMPUTED,
    pictureRendersPerMinute: e.PICTURE_RENDERS_PER_MINUTE,
    outboxLeaseSeconds: e.OUTBOX_LEASE_SECONDS,
    roundMessageDelaySeconds: e.ROUND_MESSAGE_DELAY_SECONDS,
    webDistDir: e.WEB_DIST_DIR === undefined ? undefined : path.resolve(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    mail:
      e.SMTP_URL !== undefined && e.MAIL_FROM !== undefined
        ? Object.freeze({ smtpUrl: e.SMTP_URL, from: e.MAIL_FROM })
        : undefined,
    publicUrl: e.PUBLIC_URL,
    vapid:
      e.VAPID_PUBLIC_KEY !== undefined &&
      e.VAPID_PRIVATE_KEY !== undefined &&
      e.VAPID_SUBJECT !== undefined
        ? Object.freeze({
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT,
          })
        : undefined,
    pushServices: Object.freeze(e.PUSH_SERVICES ?? []),
    ...resolved.budgets,
  });
}
