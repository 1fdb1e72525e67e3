// The initial JavaScript of /home: the built web app served by the real server, opened in
// Chromium; every JS response of the first render is gzipped (zlib level 9, as a server would
// send it at best) and summed. Budget: 120 KB gzipped.
//   npx tsx bench/bundle.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/env';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_BYTES = 120 * 1024;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server stopped with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within 120 s`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchBundle(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    console.log('apps/web/dist is missing: run `npm run build` first.');
    return;
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-bundle-'));
  const server = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'apps/server/src/server.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        API_KEY: 'bench-api-key',
        ADMIN_PASSWORD: 'bench-wachtwoord-123',
        DEMO: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForServer(`${base}/home`, server);
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          scripts.push({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        }),
      );
    });
    await page.goto(`${base}/home`, { waitUntil: 'networkidle' });
    // The first render is done when the home cards hold their data.
    await page.locator('main h1').waitFor();
    await page
      .locator('.state--loading')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => {});
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);

    scripts.sort((a, b) => b.gzip - a.gzip);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    for (const s of scripts) {
      console.log(`  ${kb(s.gzip).padStart(9)} gzip  ${kb(s.raw).padStart(9)} raw  ${s.url}`);
    }
    const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
    console.log(
      `Initial JavaScript of /home: ${kb(total)} gzipped in ${scripts.length} files ` +
        `(${total} bytes; ${verdict} the ${kb(BUDGET_BYTES)} budget)`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchBundle();
}
