import { decodeJwt } from 'jose';

/** docs/spec.md section 9: the local storage key of the token. */
export const TOKEN_KEY = 'token';

/** Who signed in: an organiser (no role claim) or a participant (`rol: 'deelnemer'`, issue 27). */
export type SignInRole = 'organiser' | 'participant';

export interface TokenClaims {
  name: string;
  role: SignInRole;
  /** Expiry, epoch seconds. */
  exp: number;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be switched off (privacy settings); then nobody is signed in.
    return null;
  }
}

export function readStoredToken(storage: KeyValueStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredToken(
  token: string,
  storage: KeyValueStorage | null = browserStorage(),
): void {
  storage?.setItem(TOKEN_KEY, token);
}

export function removeStoredToken(storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** The name, role and exp claims, or null when the token is not a readable JWT with both. */
export function readTokenClaims(token: string): TokenClaims | null {
  try {
    const claims = decodeJwt(token);
    if (typeof claims.name !== 'string' || typeof claims.exp !== 'number') return null;
    return {
      name: claims.name,
      exp: claims.exp,
      role: claims.rol === 'deelnemer' ? 'participant' : 'organiser',
    };
  } catch {
    return null;
  }
}

/** Claims of a token that has not expired at `nowMs`; null otherwise. */
export function currentClaims(token: string | null, nowMs: number): TokenClaims | null {
  if (!token) return null;
  const claims = readTokenClaims(token);
  return claims && claims.exp * 1000 > nowMs ? claims : null;
}
