// Requests the router refuses before any hook runs: a URL with bad percent-encoding
// ('/assets/..%c0%af..'), a path parameter over maxParamLength. Fastify hands these to the
// `frameworkErrors` option instead of the error handler, and without its hooks, so helmet never
// saw them. They answer here in the one error envelope (error-handler.ts), with the security
// headers that the security-headers plugin sets on every other answer.
import { STATUS_CODES } from 'node:http';
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

/**
 * The `clientErrorHandler` option: a request Node's parser refuses before Fastify sees it (a
 * request line and headers over Node's 16 KB, a malformed request line) is answered on the
 * socket in the envelope with the security headers, and the connection closed.
 */
export function clientErrorHandler(
  headers: OutgoingHeaders,
): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}\r\n`)
    .join('');
  return (error: Error & { code?: string }, socket) => {
    // Gone already: nothing to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, code, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'bad_request', 'Request line and headers too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'bad_request', 'Request timed out']
          : [400, 'bad_request', 'Malformed request'];
    const body = JSON.stringify(errorEnvelope(code, message));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        extra +
        'connection: close\r\n\r\n' +
        body,
    );
  };
}
