// Registers the service worker (sw.js, made by vite-plugin-pwa at build time). Imported lazily
// after the page's load event (main.tsx), so neither this module nor workbox-window weighs on the
// first screen.
import { Workbox } from 'workbox-window';
import { API_KEY_HEADER } from '@clubelf/contract/paths';
import { readApiKey } from '../api-key';

/**
 * The first visit's page and answers were fetched before the worker existed: once it controls
 * the page, it is asked to fetch them again through its own routes (Workbox's CACHE_URLS), so a
 * page seen once opens without signal. URLs no route caches (the organiser's, the live stream)
 * are passed over by the worker without a request.
 */
export function firstVisitUrls(
  pageUrl: string,
  resources: readonly string[],
  origin: string,
  apiKey: string | null,
): Array<string | [string, RequestInit]> {
  // The page as the app's shell, without a first screen (a URL with a query string is never
  // made on the server, decision 031): the worker keeps one page for every route, so it must
  // not hold this route's content. The worker keys it as every page (PAGE_CACHE).
  const shell = new URL(pageUrl);
  shell.searchParams.set('app', 'shell');
  const page: [string, RequestInit] = [shell.href, { headers: { accept: 'text/html' } }];
  const urls = resources.map((name) => new URL(name, origin));
  const hrefs = [...new Set(urls.filter((url) => url.origin === origin).map((url) => url.href))];
  const others = hrefs.flatMap((href): Array<string | [string, RequestInit]> => {
    if (!new URL(href).pathname.startsWith('/api/')) return [href];
    // The API needs its key; without one (a page served without it) the answers are skipped.
    return apiKey ? [[href, { headers: { [API_KEY_HEADER]: apiKey } }]] : [];
  });
  return [page, ...others];
}

/**
 * `firstScreenApiUrls`: the answers a page made on the server came in the page itself (decision
 * 031), not by requests of its own; the worker fetches them like the page's requests.
 */
export function registerServiceWorker(firstScreenApiUrls: readonly string[] = []): void {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) return;
    const resources = [
      ...performance.getEntriesByType('resource').map((entry) => entry.name),
      ...firstScreenApiUrls,
    ].filter((name) => !name.includes('/api/live'));
    const urlsToCache = firstVisitUrls(
      window.location.href,
      resources,
      window.location.origin,
      readApiKey(),
    );
    void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } });
  });
  wb.register().catch((error: unknown) => {
    // The site works without it (no offline reading): the console only.
    console.warn('Service worker niet geregistreerd', error);
  });
}
