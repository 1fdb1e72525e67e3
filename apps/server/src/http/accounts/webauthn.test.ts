// The name a person sees for a passkey, from the browser that added it, and the user handle
// an authenticator keeps (the same per person, nothing of who they are).
import { describe, expect, it } from 'vitest';
import { passkeyName, userHandle } from './webauthn';

describe('passkeyName', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome op Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari op iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge op Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
      'Firefox op Mac',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet op Android',
    ],
    ['curl/8.5.0', 'Passkey'],
    [undefined, 'Passkey'],
  ])('%s -> %s', (userAgent, name) => {
    expect(passkeyName(userAgent)).toBe(name);
  });
});

describe('userHandle', () => {
  const secret = 'a-jwt-secret-of-at-least-32-bytes-long!';
  it('is 32 bytes, the same for one person and different for another', () => {
    const a = userHandle(secret, 7);
    expect(a).toHaveLength(32);
    expect(Buffer.from(userHandle(secret, 7)).equals(Buffer.from(a))).toBe(true);
    expect(Buffer.from(userHandle(secret, 8)).equals(Buffer.from(a))).toBe(false);
    expect(Buffer.from(userHandle(`${secret}x`, 7)).equals(Buffer.from(a))).toBe(false);
  });
});
