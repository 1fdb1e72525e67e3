import { describe, expect, it } from 'vitest';
import { createPasswordChecker, hashPassword, verifyPassword } from './password-hash';

// Low cost keeps the suite quick; the format and checks are the same at any cost.
const fast = { log2N: 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse battery', fast);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so the same password never gives the same hash', async () => {
    const a = await hashPassword('zelfde-wachtwoord', fast);
    const b = await hashPassword('zelfde-wachtwoord', fast);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('stores the scrypt parameters and never the password itself', async () => {
    const stored = await hashPassword('geheim-wachtwoord', fast);
    expect(stored).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('geheim');
  });

  it('uses the default cost (N = 2^15) when none is given', async () => {
    const stored = await hashPassword('standaard-kosten');
    expect(stored.startsWith('scrypt$15$8$1$')).toBe(true);
    expect(await verifyPassword('standaard-kosten', stored)).toBe(true);
  });

  it('treats Unicode forms of the same text as the same password', async () => {
    const stored = await hashPassword('caf\u00e9-wachtwoord', fast);
    expect(await verifyPassword('cafe\u0301-wachtwoord', stored)).toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    for (const bad of [
      '',
      'plain',
      'scrypt$10$8$1$abc',
      'bcrypt$10$8$1$c2FsdA==$a2V5',
      'scrypt$99$8$1$c2FsdA==$a2V5',
    ]) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });

  it('checks an unknown user against a dummy hash and always says no', async () => {
    const check = createPasswordChecker(fast);
    const stored = await hashPassword('bekend-wachtwoord', fast);
    expect(await check('bekend-wachtwoord', undefined)).toBe(false);
    expect(await check('bekend-wachtwoord', stored)).toBe(true);
    expect(await check('fout', stored)).toBe(false);
  });
});
