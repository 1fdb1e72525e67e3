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

/**
 * The signed-in role's token stays under TOKEN_KEY (so every request, every other tab and a page
 * of an older version read it where they always did); a person who is both organiser and
 * participant (issue 27) keeps the other role's token here until they switch to it.
 */
export const OTHER_ROLE_TOKEN_KEY = 'token.other-role';

export type TokenKey = typeof TOKEN_KEY | typeof OTHER_ROLE_TOKEN_KEY;

export function readStoredToken(
  key: TokenKey = TOKEN_KEY,
  storage: KeyValueStorage | null = browserStorage(),
): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredToken(
  key: TokenKey,
  token: string,
  storage: KeyValueStorage | null = browserStorage(),
): void {
  storage?.setItem(key, token);
}

export function removeStoredToken(
  key: TokenKey,
  storage: KeyValueStorage | null = browserStorage(),
): void {
  try {
    storage?.removeItem(key);
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
