// After `vite build` (part of `npm run build`): brotli and gzip copies of the web app's assets,
// which the server sends as they are (apps/server/src/http/web-static.ts).
//   npx tsx scripts/precompress-web.ts [distDir]
import { fileURLToPath } from 'node:url';
import { precompressWebBuild } from '../apps/server/src/http/precompress-web';

const distDir = process.argv[2] ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const files = precompressWebBuild(distDir);
const sum = (pick: (f: (typeof files)[number]) => number) =>
  files.reduce((total, f) => total + pick(f), 0);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(
  `precompressed ${files.length} files in ${distDir}: ${kib(sum((f) => f.bytes))} → ` +
    `brotli ${kib(sum((f) => f.br))}, gzip ${kib(sum((f) => f.gzip))}`,
);
