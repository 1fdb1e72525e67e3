// Issue 24: the privacy statement promises within how many minutes an anonymised name leaves
// the shared cache; that holds only while the closed seasons' Cache-Control says so and the
// shipped nginx config honours it (no proxy_cache_valid keeping answers longer).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_CACHE_CONTROL,
  ARCHIVE_SHARED_CACHE_MINUTES,
} from '../../read-model/archive/season-sources';
import { fillStatement, STANDAARD_PRIVACYTEKST } from './privacy-statement';

const NGINX = fileURLToPath(
  new URL('../../../../../docs/deploy/clubelf.nginx.conf', import.meta.url),
);

describe('an erased name in the shared cache', () => {
  it('is kept by a shared cache no longer than the statement promises', () => {
    const sMaxAge = /(?:^|, )s-maxage=(\d+)(?:,|$)/.exec(ARCHIVE_CACHE_CONTROL);
    expect(sMaxAge, ARCHIVE_CACHE_CONTROL).not.toBeNull();
    expect(Number(sMaxAge![1])).toBeLessThanOrEqual(ARCHIVE_SHARED_CACHE_MINUTES * 60);
    const statement = fillStatement(STANDAARD_PRIVACYTEKST, 12, '');
    expect(statement).toContain(`uiterlijk na ${ARCHIVE_SHARED_CACHE_MINUTES} minuten`);
  });

  it('is not kept longer by the shipped nginx config than the app allows', () => {
    const directives = readFileSync(NGINX, 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter((line) => line !== '');
    expect(directives.filter((d) => d.startsWith('proxy_cache_valid'))).toEqual([]);
    expect(directives.filter((d) => d.startsWith('proxy_ignore_headers'))).toEqual([]);
  });
});
