// When a page measured in Chromium is done loading. Playwright's `networkidle` (no request for
// 500 ms) never comes any more: every page keeps its live stream open (`GET /api/live`,
// Server-Sent Events, docs/decisions/013) and the service worker precaches the app after the
// load (docs/decisions/014). So a bench waits for the load event and the page's content, then
// for the page's own requests to settle, leaving out the live stream and the service worker's.
import type { Page, Request } from '@playwright/test';
import { apiPaths } from '@clubelf/contract/paths';

/** How long no counted request may be in flight before the page counts as settled. */
const QUIET_MS = 500;
const TIMEOUT_MS = 30_000;

/** Requests that stay open or run beside the page: never waited for. */
export function isBackgroundRequest(request: Request): boolean {
  if (request.serviceWorker() !== null) return true;
  return new URL(request.url()).pathname === apiPaths.live;
}

export interface RequestTracker {
  /** Resolves once no counted request has been in flight for QUIET_MS. */
  settled(): Promise<void>;
  /** Resolves when the page asked for its live stream. */
  liveOpened: Promise<void>;
  stop(): void;
}

/** Counts `page`'s requests from now on (start it before `page.goto`). */
export function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  let sawLive: () => void = () => {};
  const liveOpened = new Promise<void>((resolve) => (sawLive = resolve));
  const started = (request: Request) => {
    if (new URL(request.url()).pathname === apiPaths.live) sawLive();
    if (isBackgroundRequest(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    liveOpened,
    async settled() {
      const deadline = Date.now() + TIMEOUT_MS;
      while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) {
          const open = [...inFlight].map((r) => new URL(r.url()).pathname).join(', ');
          throw new Error(`the page's requests did not settle within 30 s (open: ${open})`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Waits for what a loaded page does after its load event: the live stream opened (once the
 * browser is idle) and, where service workers run, the worker active. Each wait is bounded;
 * what did not come is returned, so a bench can say so instead of hanging.
 */
export async function afterLoad(
  page: Page,
  tracker: RequestTracker,
  timeoutMs = 15_000,
): Promise<string[]> {
  const missing: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const live = await Promise.race([
    tracker.liveOpened.then(() => true),
    new Promise<boolean>((r) => (timer = setTimeout(() => r(false), timeoutMs))),
  ]);
  clearTimeout(timer);
  if (!live) missing.push(apiPaths.live);
  const worker = await page
    .evaluate(
      (ms) =>
        'serviceWorker' in navigator
          ? Promise.race([
              navigator.serviceWorker.ready.then(() => 'active'),
              new Promise<string>((r) => setTimeout(() => r('not active'), ms)),
            ])
          : Promise.resolve('none'),
      timeoutMs,
    )
    .catch(() => 'not active');
  if (worker === 'not active') missing.push('service worker');
  return missing;
}

/**
 * Opens `url` and waits until it is loaded: the load event, `content` (what the page shows once
 * its data is there), the live stream and the service worker, and then the page's own requests
 * settled. Returns what did not come (see afterLoad).
 */
export async function openSettled(
  page: Page,
  url: string,
  content: () => Promise<void> = async () => {},
): Promise<string[]> {
  const tracker = trackRequests(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await content();
    const missing = await afterLoad(page, tracker);
    await tracker.settled();
    return missing;
  } finally {
    tracker.stop();
  }
}
