// The JavaScript of /home: the built web app served by the real server, opened in Chromium; every
// JS response is gzipped (zlib level 9, as a server would send it at best) and summed, split by
// the page's own clock into what was asked for before the load event (the first screen: budget
// 120 KB gzipped) and the chunks that come after it (the live updates, opened once the browser
// is idle, and the service worker's registration). The service worker's own downloads (its
// script and the precache) are counted apart. The page is measured once its content is there,
// its live stream open, its worker active and its other requests settled (e2e/support/
// page-settled.ts: `networkidle` never comes with a live stream open).
// Needs the web app built (`npm run build`); WEB_DIST_DIR measures another build.
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
import { openSettled } from '../e2e/support/page-settled';

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

interface Script {
  url: string;
  raw: number;
  gzip: number;
}

const sumGzip = (scripts: readonly Script[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);

function printScripts(title: string, scripts: Script[]): void {
  console.log(`${title}:`);
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(s.gzip).padStart(9)} gzip  ${kb(s.raw).padStart(9)} raw  ${s.url}`);
  }
}

export async function benchBundle(): Promise<void> {
  const webDist = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.log(`${webDist} is missing: run \`npm run build\` first.`);
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
        WEB_DIST_DIR: webDist,
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
    // A context of its own: service workers run (Playwright allows them by default).
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const scripts: Script[] = [];
    const worker: { url: string; wire: number }[] = [];
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
    // The worker's own requests reach the context, not the page. Counted: its script and the
    // build's files it precaches; not the page and answers it is handed to keep (decision 014).
    context.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      const script = /^\/(sw|workbox-[^/]*)\.js$/.test(pathname);
      if (!script && (request.serviceWorker() === null || !pathname.startsWith('/assets/'))) return;
      pending.push(
        request.sizes().then((sizes) => {
          worker.push({ url: pathname, wire: sizes.responseBodySize });
        }),
      );
    });
    const missing = await openSettled(page, `${base}/home`, async () => {
      // The first render is done when the home cards hold their data.
      await page.locator('main h1').waitFor();
      await page
        .locator('.state--loading')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => {});
    });
    await Promise.all(pending);
    // The page's own clock: a script asked for before the load event began is the first screen's.
    const started = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined;
      return {
        load: navigation?.loadEventStart ?? 0,
        resources: performance
          .getEntriesByType('resource')
          .map((e) => ({ url: new URL(e.name).pathname, start: e.startTime })),
      };
    });
    const startOf = new Map(started.resources.map((r) => [r.url, r.start]));
    const beforeLoad = scripts.filter((s) => (startOf.get(s.url) ?? Infinity) < started.load);
    const afterLoad = scripts.filter((s) => !beforeLoad.includes(s));
    await context.close();

    printScripts('Before the load event (the first screen)', beforeLoad);
    printScripts('After the load event', afterLoad);
    const initial = sumGzip(beforeLoad);
    const later = sumGzip(afterLoad);
    const verdict = initial <= BUDGET_BYTES ? 'within' : 'OVER';
    console.log(
      `Initial JavaScript of /home (before the load event): ${kb(initial)} gzipped in ` +
        `${beforeLoad.length} files (${initial} bytes; ${verdict} the ${kb(BUDGET_BYTES)} budget)`,
    );
    console.log(
      `After the load event: ${kb(later)} gzipped in ${afterLoad.length} files ` +
        `(${afterLoad.map((s) => path.basename(s.url)).join(', ') || 'none'}); ` +
        `${kb(initial + later)} in all`,
    );
    // Each file once; a file the page had loaded already comes from the browser's cache (Chromium
    // reports no body size for it), so what is left is what the precache adds on the wire.
    const fetched = new Map<string, number>();
    for (const w of worker) fetched.set(w.url, Math.max(fetched.get(w.url) ?? 0, w.wire));
    const anew = [...fetched.values()].filter((wire) => wire > 0);
    console.log(
      fetched.size > 0
        ? `Service worker (its script, then the precache of the whole build, once per build): ` +
            `${fetched.size} files, ${anew.length} of them not loaded by the page before, ` +
            `${kb(anew.reduce((sum, wire) => sum + wire, 0))} on the wire (brotli)`
        : 'Service worker: no requests of its own seen',
    );
    if (missing.length > 0) console.log(`Did not come within 15 s: ${missing.join(', ')}`);
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
