// A WebAuthn authenticator in software, for API tests (issue 27): an ES256 key pair made with
// node:crypto, an attestation of format 'none' and assertions it really signs, so the server's
// @simplewebauthn/server checks real signatures, counters, origins and challenges. It keeps its
// counter like a security key does (a synced passkey keeps 0); a test may set it back to play a
// cloned key.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** What the encoder takes; a map's values are of these kinds again (checked as it goes). */
type Cbor =
  number | string | Uint8Array | Map<number | string, unknown> | { [key: string]: unknown };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(length, 1);
    return b;
  }
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

/** The CBOR an authenticator writes: integers, text, byte strings and maps (RFC 8949). */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v as Cbor)]),
  ]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/** UP (user present), UV (user verified), AT (attested credential data follows). */
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;
  userHandle: string | undefined;

  constructor(private readonly origin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    // kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    return cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
      'utf8',
    );
  }

  /** navigator.credentials.create() as JSON, for options from the server. */
  create(options: CreationOptions, rpId = options.rp.id ?? new URL(this.origin).hostname) {
    this.userHandle = options.user.id;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
      counter,
      Buffer.alloc(16), // aaguid: none
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /** navigator.credentials.get() as JSON: counts up (unless told not to) and signs. */
  get(
    options: RequestOptions,
    {
      rpId = options.rpId ?? new URL(this.origin).hostname,
      countUp = true,
      signWith = this.privateKey,
    } = {},
  ) {
    if (countUp) this.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAG_UP | FLAG_UV]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), signWith);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}

/** Another key, for a signature the passkey's public key does not verify. */
export function strangerKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
}

/**
 * Adds a passkey for a signed-in participant through the real routes (options, then the
 * attestation), carrying the challenge cookie as a browser would. Its id and the authenticator.
 */
export async function registerPasskey(
  send: (
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<Response>,
  origin: string,
  token: string,
  xsrfCookie: string,
): Promise<{ id: number; authenticator: SoftwareAuthenticator }> {
  const opties = await send('/api/mijn/passkeys/opties', { token });
  if (opties.status !== 200) throw new Error(`passkey options: ${opties.status}`);
  const challengeCookie = opties.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('clubelf_webauthn='));
  if (!challengeCookie) throw new Error('no challenge cookie');
  const authenticator = new SoftwareAuthenticator(origin);
  const added = await send('/api/mijn/passkeys', {
    token,
    body: { credential: authenticator.create((await opties.json()) as CreationOptions) },
    headers: { cookie: `${xsrfCookie}; ${challengeCookie}` },
  });
  if (added.status !== 201) throw new Error(`passkey not added: ${added.status}`);
  return { id: ((await added.json()) as { id: number }).id, authenticator };
}
