// The built web app's files, read once at start and kept in memory with their precompressed
// copies (issue 24, decision 019): an answer is a Buffer, so no file descriptor or stream is
// tied to a request, and a client that pipelines requests and leaves early leaves nothing open.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { negotiateEncoding } from './content-encoding';
import type { ContentEncoding } from './content-encoding';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const OTHER_FILES = 'public, max-age=3600';
/**
 * The service worker, its Workbox runtime (vite-plugin-pwa) and its push handlers (push-sw.js):
 * asked again on every check, so a new build reaches every installed app at its next visit
 * rather than an hour later.
 */
const SERVICE_WORKER_FILES = /^\/(sw|push-sw|workbox-[\w-]+)\.js$/;

/**
 * The types a Vite build holds (as the `mime` package names them; text types in UTF-8); any
 * other file is sent as bytes.
 */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'text/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};
const BYTES = 'application/octet-stream';

/** One way of sending a file: its bytes and their own entity tag. */
export interface Representation {
  body: Buffer;
  etag: string;
}

export interface WebFile {
  contentType: string;
  cacheControl: string;
  /** HTTP date of the file's modification. */
  lastModified: string;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

/** Files whose name or folder starts with a dot are never served (as @fastify/static did). */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const relative = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

function representation(body: Buffer, suffix: string): Representation {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${hash}${suffix}"` };
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Every file under `distDir` by its URL path ('/assets/index-1a2b.js'), except index.html
 * (served filled in by web-static.ts) and the .br/.gz copies, which go with their file.
 */
export function loadWebFiles(distDir: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const urlPath of filesUnder(distDir)) {
    if (urlPath === '/index.html' || /\.(br|gz)$/.test(urlPath)) continue;
    const file = path.join(distDir, urlPath);
    const br = readIfThere(`${file}.br`);
    const gzip = readIfThere(`${file}.gz`);
    files.set(urlPath, {
      contentType: TYPES[path.extname(urlPath).toLowerCase()] ?? BYTES,
      cacheControl: urlPath.startsWith('/assets/')
        ? IMMUTABLE
        : SERVICE_WORKER_FILES.test(urlPath)
          ? 'no-cache'
          : OTHER_FILES,
      lastModified: statSync(file).mtime.toUTCString(),
      identity: representation(readFileSync(file), ''),
      br: br && representation(br, '-br'),
      gzip: gzip && representation(gzip, '-gz'),
    });
  }
  return files;
}

/**
 * The representation for a client with this Accept-Encoding: its precompressed copy in the
 * encoding it prefers, else in the other one it takes, else the file itself.
 */
export function pickRepresentation(
  file: WebFile,
  acceptEncoding: string | string[] | undefined,
): { representation: Representation; encoding: ContentEncoding | null } {
  const preferred = negotiateEncoding(acceptEncoding);
  if (preferred === 'br' && file.br) return { representation: file.br, encoding: 'br' };
  // No brotli copy: gzip if the client takes that too (a later br;q=0 outweighs its br).
  const next =
    preferred === 'br' && typeof acceptEncoding === 'string'
      ? negotiateEncoding(`${acceptEncoding},br;q=0`)
      : preferred;
  if (next === 'gzip' && file.gzip) return { representation: file.gzip, encoding: 'gzip' };
  return { representation: file.identity, encoding: null };
}
