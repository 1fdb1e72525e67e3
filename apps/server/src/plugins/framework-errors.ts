// Requests the router refuses before any hook runs: a URL with bad percent-encoding
// ('/assets/..%c0%af..'), a path parameter over maxParamLength. Fastify hands these to the
// `frameworkErrors` option instead of the error handler, and without its hooks, so helmet never
// saw them. They answer here in the one error envelope (error-handler.ts), with the security
// headers that the security-headers plugin sets on every other answer.
import Fastify from 'fastify';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { describeError, errorEnvelope } from './error-handler';
import securityHeaders from './security-headers';

type OutgoingHeaders = Record<string, string | number | string[]>;

/**
 * The headers the security-headers plugin sets, read off a throwaway instance that has only that
 * plugin: one source for the list and its values, whatever helmet adds or changes.
 */
export async function readSecurityHeaders(): Promise<OutgoingHeaders> {
  const probe = Fastify({ logger: false });
  let headers: OutgoingHeaders = {};
  try {
    await probe.register(securityHeaders);
    probe.get('/', (_request, reply) => {
      // Only onRequest hooks have run: what is set now is exactly what helmet set.
      headers = { ...(reply.getHeaders() as OutgoingHeaders) };
      return '';
    });
    await probe.inject({ method: 'GET', url: '/' });
  } finally {
    await probe.close();
  }
  if (Object.keys(headers).length === 0) throw new Error('The security headers could not be read');
  return headers;
}

/** The `frameworkErrors` option of the app: envelope and security headers. */
export function frameworkErrorHandler(
  headers: OutgoingHeaders,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, code, message } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code, message }, 'request refused');
    void reply
      .headers(headers)
      .code(status)
      .type('application/json; charset=utf-8')
      .send(errorEnvelope(code, message));
  };
}
