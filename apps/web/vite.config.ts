import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
