// Brotli and gzip copies of the built web app's text files, made once after `vite build`
// (scripts/precompress-web.ts), so the server sends them without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILES = /\.(js|mjs|css|svg|json|txt|webmanifest|xml)$/;
/** Smaller files gain less than the headers cost. */
const MIN_BYTES = 1024;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes file.br and file.gz next to every text file of at least 1 kB, at the strongest
 * settings (done once per build, not per request). index.html is left out: the server fills in
 * the API key and serves it itself.
 */
export function precompressWebBuild(distDir: string): PrecompressedFile[] {
  const done: PrecompressedFile[] = [];
  for (const file of filesUnder(distDir)) {
    if (!TEXT_FILES.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzip);
    done.push({
      file: path.relative(distDir, file),
      bytes: body.length,
      br: br.length,
      gzip: gzip.length,
    });
  }
  return done;
}
