// Anti-forgery (double submit): the server sets a random XSRF-TOKEN cookie the page can read;
// every state-changing request to an API route must echo it in X-XSRF-TOKEN. Another site can
// make the browser send the cookie, but cannot read it to put it in a header.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '@clubelf/contract/paths';
import { HttpError } from './errors';
import { isApiRequest } from './request-path';
import { isKeylessPost } from './api-key-exempt';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Shared caches must never keep (and hand to others) an answer that sets a cookie. */
export const COOKIE_CACHE_CONTROL = 'private, no-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Gives the browser an XSRF-TOKEN cookie with this answer when it has none yet. */
    handOutXsrfCookie(request: FastifyRequest, reply: FastifyReply): void;
  }
}

/** The XSRF-TOKEN cookie of a request (parsed by @fastify/cookie), when it is well-formed. */
export function xsrfCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies[XSRF_COOKIE];
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
}

function sameToken(header: unknown, cookie: string | null): boolean {
  if (typeof header !== 'string' || cookie === null || header.length !== cookie.length)
    return false;
  return timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

async function securityXsrf(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    // The one-click unsubscribe: a mail client's POST, the token decides (api-key-exempt.ts).
    if (isKeylessPost(request)) return;
    if (!sameToken(request.headers[XSRF_HEADER], xsrfCookieOf(request))) {
      throw new HttpError(403, 'forbidden', 'Missing or invalid X-XSRF-TOKEN header');
    }
  });

  // The page (index.html) hands out the cookie: it is the first answer a browser gets, so the
  // page has it before its first write. API answers, assets and other files never set it, so
  // shared caches may keep them.
  app.decorate('handOutXsrfCookie', (request: FastifyRequest, reply: FastifyReply) => {
    if (xsrfCookieOf(request)) return;
    const token = randomBytes(32).toString('base64url');
    const attributes = ['Path=/', 'SameSite=Strict', ...(isHttps(request) ? ['Secure'] : [])];
    reply.header('set-cookie', `${XSRF_COOKIE}=${token}; ${attributes.join('; ')}`);
  });

  // Whatever route sets a cookie, its answer stays out of shared caches.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('set-cookie')) reply.header('cache-control', COOKIE_CACHE_CONTROL);
    return payload;
  });
}

export default fp(securityXsrf, {
  name: 'security-xsrf',
  dependencies: ['error-handler', 'canonical-path', '@fastify/cookie'],
});
