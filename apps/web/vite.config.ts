import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa-options.ts';

/**
 * 'app' for a module the entry loads by static imports alone (from index.html down), so it is
 * in the browser before any lazy page anyway; undefined for the rest, which Rolldown splits.
 */
function firstLoadChunk(
  id: string,
  ctx: { getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null },
): string | undefined {
  const seen = new Set<string>();
  const fromEntry = (module: string): boolean => {
    if (seen.has(module)) return false;
    seen.add(module);
    const info = ctx.getModuleInfo(module);
    if (!info) return false;
    return info.isEntry || info.importers.some(fromEntry);
  };
  // The entry (index.html) and the module it loads (main.tsx) stay the entry chunk, which
  // imports 'app': the manifest keeps its entry, which the server's first-screen links skip.
  const info = ctx.getModuleInfo(id);
  if (!info || info.isEntry || info.importers.some((i) => ctx.getModuleInfo(i)?.isEntry)) {
    return undefined;
  }
  return fromEntry(id) ? 'app' : undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server entry's bundle holds React itself: its production build, as in the browser. The
  // JSX must then be compiled for production too, which Vite decides by NODE_ENV: the build
  // script sets it, so a build started from a test (NODE_ENV=test) makes no jsxDEV calls that
  // production React does not have.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  plugins: [react(), VitePWA(pwaOptions)],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    // The server serves dist/; a source map per chunk helps reading production errors.
    sourcemap: false,
    // Which files each lazy chunk needs: the server links a first screen's CSS and chunks from
    // it (decision 031).
    manifest: !isSsrBuild,
    // Every module the entry imports statically in one chunk (decision 031): left to Rolldown,
    // the modules the entry shares with the lazy pages became some 30 chunks of 1-3 KB, each a
    // request before the app starts (on HTTP/1.1 six at a time, round trip after round trip).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: firstLoadChunk }] } } },
  },
  // The first screen's module for the server (`vite build --ssr`, decision 031): one bundle with
  // its dependencies, so it runs wherever the build is put (E2E_WEB_DIST) without node_modules.
  ssr: { noExternal: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
