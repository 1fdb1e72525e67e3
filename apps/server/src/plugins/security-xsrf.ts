// Anti-forgery (double submit): the server sets a random XSRF-TOKEN cookie the page can read;
// every state-changing /api request must echo it in X-XSRF-TOKEN. Another site can make the
// browser send the cookie, but cannot read it to put it in a header.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '@clubelf/contract/paths';
import { HttpError } from '../errors';
import { isApiPath } from './api-key';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The XSRF-TOKEN cookie of a request, when it has a well-formed one. */
export function readXsrfCookie(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === XSRF_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return TOKEN_PATTERN.test(value) ? value : null;
    }
  }
  return null;
}

function sameToken(header: unknown, cookie: string | null): boolean {
  if (typeof header !== 'string' || cookie === null || header.length !== cookie.length)
    return false;
  return timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
}

function isPageRequest(url: string): boolean {
  return !isApiPath(url) && !url.startsWith('/assets/');
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

async function securityXsrf(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return;
    if (!sameToken(request.headers[XSRF_HEADER], readXsrfCookie(request.headers.cookie))) {
      throw new HttpError(403, 'forbidden', 'Missing or invalid X-XSRF-TOKEN header');
    }
  });

  // The page (index.html, or any other non-API answer) hands out the cookie: it is the first
  // answer a browser gets, so the page has it before its first write. API answers and the
  // hashed assets never set it, so shared caches may keep them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (readXsrfCookie(request.headers.cookie) || !isPageRequest(request.url)) return payload;
    const token = randomBytes(32).toString('base64url');
    const attributes = ['Path=/', 'SameSite=Strict', ...(isHttps(request) ? ['Secure'] : [])];
    reply.header('set-cookie', `${XSRF_COOKIE}=${token}; ${attributes.join('; ')}`);
    return payload;
  });
}

export default fp(securityXsrf, { name: 'security-xsrf', dependencies: ['error-handler'] });
