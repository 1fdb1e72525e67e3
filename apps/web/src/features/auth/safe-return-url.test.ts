import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './safe-return-url';

const origin = 'https://superelf.example';

describe('safeReturnUrl', () => {
  it('keeps a path of this site, with query and hash', () => {
    expect(safeReturnUrl('/dashboard', origin)).toBe('/dashboard');
    expect(safeReturnUrl('/standen/tussenstand?x=1#top', origin)).toBe(
      '/standen/tussenstand?x=1#top',
    );
  });

  it('goes to the root without a returnUrl', () => {
    expect(safeReturnUrl(null, origin)).toBe('/');
    expect(safeReturnUrl(undefined, origin)).toBe('/');
    expect(safeReturnUrl('', origin)).toBe('/');
  });

  it('never leaves the site', () => {
    for (const evil of [
      'https://evil.example/dashboard',
      '//evil.example/dashboard',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      'dashboard',
      `${origin}.evil.example/x`,
    ]) {
      expect(safeReturnUrl(evil, origin)).toBe('/');
    }
  });

  it('does not lead back to the login screen', () => {
    expect(safeReturnUrl('/authentication/login?returnUrl=%2Fdashboard', origin)).toBe('/');
    expect(safeReturnUrl('/authentication', origin)).toBe('/');
  });
});
