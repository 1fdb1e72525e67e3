import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa-options.ts';

export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions)],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    // The server serves dist/; a source map per chunk helps reading production errors.
    sourcemap: false,
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
