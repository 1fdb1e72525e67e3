// Security headers on every answer (pages and API) through @fastify/helmet.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Scripts only from our own files (Vite emits no inline script), nothing may frame the site,
 * and nothing is loaded from elsewhere. No 'upgrade-insecure-requests': the site also runs on
 * plain http on 127.0.0.1 (development, tests), where that would break every request.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // nosniff, HSTS, COOP/CORP and the rest stay at helmet's defaults.
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
