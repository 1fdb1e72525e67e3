// Names the service worker (pwa-options.ts, at build time) and the page share.

/** The served pages (index.html with the API key and the club's colours filled in). */
export const PAGE_CACHE = 'clubelf-paginas';
/** The public API answers. */
export const API_CACHE = 'clubelf-api';
/** The club's colours stylesheet and crest: versioned URLs. */
export const HUISSTIJL_CACHE = 'clubelf-huisstijl';
/**
 * Set by the service worker on an API answer it took from its cache (no network): when that
 * answer was fetched, as an ISO date.
 */
export const FROM_CACHE_HEADER = 'x-clubelf-uit-cache';
