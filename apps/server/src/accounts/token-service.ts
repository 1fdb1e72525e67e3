import { SignJWT, errors, jwtVerify } from 'jose';

export interface TokenClaims {
  /** The account id. */
  sub: string;
  /** The display name, shown in the header. */
  name: string;
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
    async sign({ sub, name }) {
      const iat = nowSeconds();
      return new SignJWT({ name })
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
          requiredClaims: ['sub', 'exp'],
          currentDate: new Date(nowSeconds() * 1000),
        });
        if (typeof payload.name !== 'string' || typeof payload.sub !== 'string') return null;
        return { sub: payload.sub, name: payload.name };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
