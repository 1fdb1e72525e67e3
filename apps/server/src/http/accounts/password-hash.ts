import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt cost parameters. N = 2^15 with r = 8 is OWASP's minimum for scrypt and costs a few
 * dozen milliseconds per check: cheap for an organiser, expensive for a guesser with a stolen
 * database. The parameters are stored in every hash so they can be raised later without
 * invalidating existing accounts.
 */
export interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { log2N: 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.log2N;
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is exactly that for N = 2^15.
  const maxmem = 256 * N * params.r;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_BYTES,
      { N, r: params.r, p: params.p, maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes with a fresh random salt: `scrypt$log2N$r$p$salt$key` (salt and key base64). */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return [
    PREFIX,
    params.log2N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [log2N, r, p] = parts.slice(1, 4).map(Number);
  if (![log2N, r, p].every((n) => Number.isInteger(n) && n! > 0) || log2N! > 22) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length === 0 || key.length !== KEY_BYTES) return null;
  return { params: { log2N: log2N!, r: r!, p: p! }, salt, key };
}

/** True when the password matches; a malformed stored hash never matches. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/**
 * A checker that spends the same scrypt work on an unknown user name as on a known one, so the
 * answer time does not tell a guesser which user names exist.
 */
export function createPasswordChecker(params: ScryptParams = DEFAULT_SCRYPT_PARAMS) {
  // Made up front: made on the first unknown name, that answer would take twice as long.
  const dummy = hashPassword(randomBytes(16).toString('hex'), params);
  return async function check(password: string, stored: string | undefined): Promise<boolean> {
    if (stored === undefined) {
      await verifyPassword(password, await dummy);
      return false;
    }
    return verifyPassword(password, stored);
  };
}
