import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * Who signed in: an organiser (an account row) or a participant (a person with an account,
 * issue 27). Organiser tokens carry no role claim, as before; a participant's carries
 * `rol: 'deelnemer'` and the subject `persoon:<id>`, which no organiser check reads as an id.
 */
export type TokenRole = 'organiser' | 'participant';

export interface TokenClaims {
  /** The account id (organiser) or `persoon:<id>` (participant). */
  sub: string;
  /** The display name, shown in the header. */
  name: string;
  /** The account's token version when signed: a password change raises it (claim `ver`). */
  ver: number;
  /** Absent when signing: an organiser. */
  role?: TokenRole;
}

export interface VerifiedClaims extends TokenClaims {
  role: TokenRole;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token; null for anything else (expired, tampered, other algorithm). */
  verify(token: string): Promise<VerifiedClaims | null>;
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
    async sign({ sub, name, ver, role }) {
      const iat = nowSeconds();
      return new SignJWT(role === 'participant' ? { name, ver, rol: 'deelnemer' } : { name, ver })
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
        const { name, sub, ver, rol } = payload;
        // A token without a version (signed before migration 0005) is refused like a revoked one.
        if (typeof name !== 'string' || typeof sub !== 'string' || !Number.isSafeInteger(ver))
          return null;
        if (rol !== undefined && rol !== 'deelnemer') return null;
        const role: TokenRole = rol === 'deelnemer' ? 'participant' : 'organiser';
        return { sub, name, ver: ver as number, role };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
