// docs/deploy/clubelf.nginx.conf sits in front of the app. A body nginx finds too big gets
// nginx's bare 413 page and never reaches the app, so nginx must let through every body the app
// takes, and every body it refuses itself with a Dutch message (a 2 MiB import is about 2.8 MB
// of base64; a backup restore may be 64 MiB).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AANMELDING_LIMITS, MAX_BACKUP_BYTES } from '@clubelf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_BODY_LIMIT } from '../../organiser/import/import-routes';
import { startTestServer, type TestServer } from '../test-server';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const SERVER_SRC = path.join(ROOT, 'apps/server/src');

/** nginx's size syntax: bytes, or k/m/g (powers of 1024); 0 turns the check off. */
function nginxSize(text: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(text);
  if (!match) throw new Error(`not an nginx size: ${text}`);
  const power = ['', 'k', 'm', 'g'].indexOf(match[2]!.toLowerCase());
  const bytes = Number(match[1]) * 1024 ** power;
  return bytes === 0 ? Infinity : bytes;
}

/** Every client_max_body_size in the file, comments left out. */
function nginxBodyLimits(conf: string): number[] {
  const code = conf.replace(/#.*$/gm, '');
  return [...code.matchAll(/\bclient_max_body_size\s+(\S+?)\s*;/g)].map((m) => nginxSize(m[1]!));
}

/** The server's own source files (tests left out) that set a body limit. */
function filesSettingBodyLimits(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => /\bbodyLimit\s*:/.test(readFileSync(path.join(dir, file), 'utf8')))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ empty: true });
});
afterAll(() => server?.close());

describe('nginx in front of the app', () => {
  it('reads nginx sizes', () => {
    expect(nginxSize('2m')).toBe(2 * 1024 * 1024);
    expect(nginxSize('512K')).toBe(512 * 1024);
    expect(nginxSize('1g')).toBe(1024 ** 3);
    expect(nginxSize('1000')).toBe(1000);
    expect(nginxSize('0')).toBe(Infinity);
  });

  it('lets through every body the app takes or refuses itself, up to the largest body limit', () => {
    // Each limit the app sets is read below; a new one must be added here.
    expect(filesSettingBodyLimits(SERVER_SRC)).toEqual([
      'app.ts',
      'organiser/backup/backup-routes.ts',
      'organiser/import/import-routes.ts',
      'participant/mijn/mijn-routes.ts',
      'public/aanmeldingen/aanmelding-routes.ts',
      'public/afmelden/afmelden-routes.ts',
    ]);
    const appLimits = {
      'the app as a whole': server.app.initialConfig.bodyLimit!,
      'a spreadsheet import': IMPORT_BODY_LIMIT,
      'a backup restore': MAX_BACKUP_BYTES,
      'an enrolment (public, or signed in: the same limit)': AANMELDING_LIMITS.requestBytes,
      // A mail client's one-click unsubscribe (RFC 8058): a small form body.
      'an unsubscribe': 4096,
    };
    const largest = Math.max(...Object.values(appLimits));
    expect(largest).toBe(MAX_BACKUP_BYTES);

    const conf = readFileSync(path.join(ROOT, 'docs/deploy/clubelf.nginx.conf'), 'utf8');
    const limits = nginxBodyLimits(conf);
    // Without the directive nginx allows 1 MiB.
    expect(limits.length).toBeGreaterThan(0);
    for (const limit of limits) {
      for (const [what, appLimit] of Object.entries(appLimits)) {
        expect(limit, `client_max_body_size against ${what}`).toBeGreaterThanOrEqual(appLimit);
      }
    }
  });
});
