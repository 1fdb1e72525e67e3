import { SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './token-service';

const secret = 'x'.repeat(48);
const start = Date.UTC(2026, 0, 10, 12, 0, 0);

describe('token service', () => {
  it('signs an HS256 token with name, sub, ver and exp, and verifies it', async () => {
    const service = createTokenService({ secret, lifetimeSeconds: 8 * 3600, now: () => start });
    const token = await service.sign({ sub: '7', name: 'Jan Organisator', ver: 3 });
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: '7', name: 'Jan Organisator', ver: 3 });
    expect(claims.exp).toBe(start / 1000 + 8 * 3600);
    expect(await service.verify(token)).toEqual({
      sub: '7',
      name: 'Jan Organisator',
      ver: 3,
      role: 'organiser',
    });
    // An organiser's token carries no role claim, as before issue 27.
    expect(claims).not.toHaveProperty('rol');
  });

  it("marks a participant's token with rol 'deelnemer' and reads it back", async () => {
    const service = createTokenService({ secret, lifetimeSeconds: 3600, now: () => start });
    const token = await service.sign({
      sub: 'persoon:12',
      name: 'Piet',
      ver: 1,
      role: 'participant',
    });
    expect(decodeJwt(token)).toMatchObject({ sub: 'persoon:12', rol: 'deelnemer' });
    expect(await service.verify(token)).toEqual({
      sub: 'persoon:12',
      name: 'Piet',
      ver: 1,
      role: 'participant',
    });
  });

  it('refuses a token with a role it does not know', async () => {
    const service = createTokenService({ secret, lifetimeSeconds: 3600, now: () => start });
    const token = await new SignJWT({ name: 'X', ver: 1, rol: 'beheerder' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setIssuedAt(start / 1000)
      .setExpirationTime(start / 1000 + 60)
      .sign(new TextEncoder().encode(secret));
    expect(await service.verify(token)).toBeNull();
  });

  it('refuses an expired token', async () => {
    let now = start;
    const service = createTokenService({ secret, lifetimeSeconds: 60, now: () => now });
    const token = await service.sign({ sub: '1', name: 'A', ver: 1 });
    now = start + 61_000;
    expect(await service.verify(token)).toBeNull();
  });

  it('refuses a token whose payload was changed', async () => {
    const service = createTokenService({ secret, lifetimeSeconds: 60 });
    const [header, , signature] = (await service.sign({ sub: '1', name: 'A', ver: 1 })).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '2', name: 'B', exp: 4102444800 })).toString(
      'base64url',
    );
    expect(await service.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const service = createTokenService({ secret, lifetimeSeconds: 60 });
    const other = createTokenService({ secret: 'y'.repeat(48), lifetimeSeconds: 60 });
    expect(await service.verify(await other.sign({ sub: '1', name: 'A', ver: 1 }))).toBeNull();
  });

  it('refuses an unsigned alg: none token', async () => {
    const service = createTokenService({ secret, lifetimeSeconds: 60 });
    const unsigned = new UnsecuredJWT({ name: 'A' })
      .setSubject('1')
      .setExpirationTime('1h')
      .encode();
    expect(await service.verify(unsigned)).toBeNull();
  });

  it('refuses another HMAC algorithm with the right secret', async () => {
    const service = createTokenService({ secret, lifetimeSeconds: 60 });
    const hs512 = await new SignJWT({ name: 'A', ver: 1 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await service.verify(hs512)).toBeNull();
  });

  it('refuses a token without exp, name or version, and garbage', async () => {
    const service = createTokenService({ secret, lifetimeSeconds: 60 });
    const key = new TextEncoder().encode(secret);
    const noExp = await new SignJWT({ name: 'A', ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .sign(key);
    const noName = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(key);
    // Signed before token versions existed: refused like a revoked token.
    const noVersion = await new SignJWT({ name: 'A' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(key);
    const oddVersion = await new SignJWT({ name: 'A', ver: '1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(key);
    for (const token of [noExp, noName, noVersion, oddVersion, '', 'abc', 'a.b.c'])
      expect(await service.verify(token)).toBeNull();
  });

  it('insists on a secret of at least 32 bytes', () => {
    expect(() => createTokenService({ secret: 'kort', lifetimeSeconds: 60 })).toThrow(/32 bytes/);
  });
});
