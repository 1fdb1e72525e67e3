import { SignJWT, errors, jwtVerify } from 'jose';

export interface TokenClaims {
  /** The account id. */
  sub: string;
  /** The display name, shown in the header. */
  name: string;
  /** The account's token version when signed: a password change raises it (claim `ver`). */
  ver: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token; null for anything else (expired, tampered, other algorithm). */
  verify(token: string): Promise<TokenClaims | null>;
}

const ALGORITHM = 'HS256';

export function createTokenService(options: {
  secret: string | Uint8Array;
  lifetimeSeconds: number;
  now?: () => number;
}): TokenService {
  const key =
    typeof options.secret === 'string' ? new TextEncoder().encode(options.secret) : options.secret;
  if (key.length < 32) throw new Error('JWT secret must be at least 32 bytes');
  const nowSeconds = () => Math.floor((options.now?.() ?? Date.now()) / 1000);

  return {
    async sign({ sub, name, ver }) {
      const iat = nowSeconds();
      return new SignJWT({ name, ver })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + options.lifetimeSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        // Pinning the algorithm list is what refuses `alg: none` and any algorithm swap.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['sub', 'exp', 'ver'],
          currentDate: new Date(nowSeconds() * 1000),
        });
        const { name, sub, ver } = payload;
        // A token without a version (signed before migration 0005) is refused like a revoked one.
        if (typeof name !== 'string' || typeof sub !== 'string' || !Number.isSafeInteger(ver))
          return null;
        return { sub, name, ver: ver as number };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
