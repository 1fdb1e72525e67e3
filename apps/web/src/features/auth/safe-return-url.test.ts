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

  it('refuses paths that resolve to another host or leave the origin', () => {
    const hostile = [
      '/..//evil.example',
      '/../..//evil.example/x?y=1',
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e%2e//evil.example',
      '/%2E%2E//evil.example',
      '/.%2e//evil.example',
      '/..\\/evil.example',
      '//evil',
      '///evil',
      '/\\evil',
      '/\\/evil',
      'https://evil',
      'http://evil.example',
      'HTTPS://evil',
      '\\evil',
      ' //evil',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/\r//evil',
      '/\u0000//evil',
    ];
    for (const evil of hostile) {
      expect(safeReturnUrl(evil, origin), evil).toBe('/');
    }
  });

  it('whatever it returns is a single-slash path on this origin', () => {
    for (const candidate of [
      '/%2F%2Fevil',
      '/%5C%5Cevil',
      '/..%2F..%2Fevil',
      '/ok/..//evil?x=//evil#//evil',
      '/%2e%2e/%2e%2e/evil',
      '/@evil.example',
      '/..\\evil.example',
      '/..%09//evil',
    ]) {
      const target = safeReturnUrl(candidate, origin);
      expect(target.startsWith('/'), candidate).toBe(true);
      expect(target.startsWith('//') || target.startsWith('/\\'), candidate).toBe(false);
      expect(new URL(target, origin).origin, candidate).toBe(origin);
    }
    // Encoded slashes stay encoded: a path segment of this site, not a host.
    expect(safeReturnUrl('/%2F%2Fevil', origin)).toBe('/%2F%2Fevil');
  });

  it('keeps ordinary paths, resolving dot segments that stay on the site', () => {
    expect(safeReturnUrl('/ok?x=1#y', origin)).toBe('/ok?x=1#y');
    expect(safeReturnUrl('/standen/../dashboard', origin)).toBe('/dashboard');
    expect(safeReturnUrl('/../dashboard', origin)).toBe('/dashboard');
    expect(safeReturnUrl('/ok?next=//evil.example', origin)).toBe('/ok?next=//evil.example');
  });

  it('works with an origin given with a path or trailing slash', () => {
    expect(safeReturnUrl('/dashboard', `${origin}/`)).toBe('/dashboard');
    expect(safeReturnUrl('/..//evil.example', `${origin}/authentication/login`)).toBe('/');
  });

  it('does not lead back to the login screen', () => {
    expect(safeReturnUrl('/authentication/login?returnUrl=%2Fdashboard', origin)).toBe('/');
    expect(safeReturnUrl('/authentication', origin)).toBe('/');
  });
});
