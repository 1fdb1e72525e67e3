// Which requests belong to the API, decided from the route that answers them rather than from
// the spelling of the URL (decision 007). The router decodes percent-escapes, so "/%61pi/x"
// reaches the route "/api/x": a check that compared request.url with "/api/" let it through.
import type { FastifyRequest } from 'fastify';

/** RFC 3986 unreserved characters: an escape of one of these is another spelling of the same path. */
const ESCAPED_UNRESERVED = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/i;
const EMPTY_SEGMENT = /\/\//;
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;
const API_PREFIX = /^\/api(?:\/|$)/i;

/** The path of a request URL, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * True for a path in its one accepted spelling: no empty segments ("//"), no dot segments and no
 * percent-escapes of letters, digits or "-._~". Anything else answers 404, so every route has
 * exactly one spelling and nothing can reach it around a check.
 */
export function isCanonicalPath(path: string): boolean {
  return !ESCAPED_UNRESERVED.test(path) && !EMPTY_SEGMENT.test(path) && !DOT_SEGMENT.test(path);
}

/** A path that reads as the API's, in any letter case: unknown ones still need the key first. */
export function looksLikeApiPath(path: string): boolean {
  return API_PREFIX.test(path);
}

/**
 * True when the request is answered by an API route, or would be if the path named one: the
 * matched route's own URL decides, and a request no API route matched (404, or the web app's
 * catch-all) counts as the API's when its path reads as one.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const routeUrl = request.routeOptions.url;
  if (routeUrl !== undefined && looksLikeApiPath(routeUrl)) return true;
  return looksLikeApiPath(pathOf(request.url));
}
