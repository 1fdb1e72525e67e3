import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa-options.ts';

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
  },
  // The first screen's module for the server (`vite build --ssr`, decision 031): one bundle with
  // its dependencies, so it runs wherever the build is put (E2E_WEB_DIST) without node_modules.
  ssr: { noExternal: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
