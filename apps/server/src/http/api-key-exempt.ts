// The only API routes answered without the X-Api-Key (docs/decisions/015): the pictures to share.
// A link preview's og:image is fetched by the chat app's crawler and an <img> by the browser;
// neither can send a header. They show what every page shows anyway (and every page carries the
// key), so the exemption gives nothing away. Kept as an explicit list of route patterns, matched
// against the route that answers (never the URL's text, decision 007), so that another spelling
// of the path or any other route still needs the key; route-security.api.test.ts checks that
// every other route refuses a request without it.
import type { FastifyRequest } from 'fastify';

/** Route patterns (as registered), answered to GET and HEAD without the key. */
export const API_KEY_EXEMPT_ROUTES: readonly string[] = [
  '/api/speelrondes/:round/bulletin.png',
  '/api/deelnemers/:id/kaart.png',
  '/api/seizoenen/:seizoenId/speelrondes/:round/bulletin.png',
  '/api/seizoenen/:seizoenId/deelnemers/:id/kaart.png',
];

const EXEMPT = new Set(API_KEY_EXEMPT_ROUTES);

/**
 * The one write without key or XSRF pair: the one-click unsubscribe (RFC 8058), posted by a mail
 * client that has only the URL of the List-Unsubscribe header. Its token alone decides, and it
 * can only switch one kind of mail off for one person (public/afmelden/).
 */
export const KEYLESS_POST_ROUTES: readonly string[] = ['/api/afmelden'];

/** True when `request` is the one-click unsubscribe's POST. */
export function isKeylessPost(request: FastifyRequest): boolean {
  const routeUrl = request.routeOptions.url;
  return (
    request.method === 'POST' && routeUrl !== undefined && KEYLESS_POST_ROUTES.includes(routeUrl)
  );
}

/** True when the route answering `request` is one of the exempt reads. */
export function isApiKeyExempt(request: FastifyRequest): boolean {
  if (isKeylessPost(request)) return true;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const routeUrl = request.routeOptions.url;
  return routeUrl !== undefined && EXEMPT.has(routeUrl);
}
