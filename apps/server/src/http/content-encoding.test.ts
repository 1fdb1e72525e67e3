import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './content-encoding';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0, br;q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    ['gzip;q=0.0, br;q=0', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
  ])('%s gives %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
