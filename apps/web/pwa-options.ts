// The service worker (vite-plugin-pwa, Workbox's generateSW): the site readable without signal.
// docs/decisions/014-installable-and-offline.md says why each part is as it is.
//
// Workbox copies the functions below into sw.js by their source text: each must stand on its
// own (no outside names, no imports), and runs in the service worker, not in the page.
// So the names they use (the header x-clubelf-uit-cache) are written out in them; the cache
// names come from src/lib/offline/sw-names.ts.
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { API_CACHE, HUISSTIJL_CACHE, PAGE_CACHE } from './src/lib/offline/sw-names.ts';

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  filename: 'sw.js',
  // The server serves the manifest (the club's name, colours and crest are the organiser's).
  manifest: false,
  // Registered by the app after the load (lib/pwa/register-service-worker.ts), lazily.
  injectRegister: false,
  registerType: 'autoUpdate',
  // Off in `vite dev`: no worker between the developer and a fresh module.
  devOptions: { enabled: false },
  workbox: {
    // The hashed files only: index.html holds a placeholder for the API key and is never
    // served as it is, so it is neither precached nor the navigation fallback.
    globPatterns: ['assets/**/*.{js,css,woff2}'],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // Web Push (decision 029): the push and notificationclick handlers, from public/push-sw.js.
    importScripts: ['/push-sw.js'],
    // A new build takes over at once (its assets are precached before it does); the pages
    // already open keep their own scripts, which the server still has under the same names.
    skipWaiting: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        // Pages: the network first (the head carries today's colours), the last served page
        // when there is no answer within 3 s. Every route is the same single-page app, so all
        // pages share one cache entry: any page opens offline once one page was seen.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          !url.pathname.startsWith('/api/') &&
          (request.mode === 'navigate' ||
            (request.headers.get('accept') ?? '').includes('text/html')),
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGE_CACHE,
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
          plugins: [
            { cacheKeyWillBeUsed: async () => '/__pagina__' },
            {
              // A page with its first screen made on the server (decision 031) holds that
              // route's content and data: kept as every route's page it would show the wrong
              // one. Only the app's shell is kept (the first visit asks for it, see
              // register-service-worker.ts).
              cacheWillUpdate: async ({ response }) => {
                if (response.status !== 200) return null;
                const html = await response.clone().text();
                return html.includes('id="clubelf-first-screen"') ? null : response;
              },
            },
          ],
        },
      },
      {
        // Public API reads: the network first, so an answer is never older than the server's
        // (live updates refetch after every save); the last answer when there is none within
        // 3 s, marked with when it was fetched. Never: the organiser's routes, signing in,
        // anything sent with a token, the live stream.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/api/organiser/') &&
          !url.pathname.startsWith('/api/accounts/') &&
          url.pathname !== '/api/live' &&
          !request.headers.has('authorization') &&
          !(request.headers.get('accept') ?? '').includes('text/event-stream'),
        handler: 'NetworkFirst',
        options: {
          cacheName: API_CACHE,
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 },
          plugins: [
            {
              cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                if (!cachedResponse) return cachedResponse;
                const headers = new Headers(cachedResponse.headers);
                const fetched = cachedResponse.headers.get('date');
                headers.set(
                  'x-clubelf-uit-cache',
                  fetched ? new Date(fetched).toISOString() : new Date(0).toISOString(),
                );
                return new Response(cachedResponse.body, {
                  status: cachedResponse.status,
                  statusText: cachedResponse.statusText,
                  headers,
                });
              },
            },
          ],
        },
      },
      {
        // The colours stylesheet and crest: a new URL for every change, so kept as they are.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          /^\/huisstijl\/(kleuren|wapen)\//.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: HUISSTIJL_CACHE,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 20 },
        },
      },
    ],
  },
};
