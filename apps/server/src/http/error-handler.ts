// One error envelope, {error: {code, message}}, for every non-2xx answer. Details of a 5xx
// stay in the log; the client learns only that something went wrong.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
};

/** Fastify's own refusals (body parsing, limits), said in Dutch like every other message. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Het verzoek is te groot.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Dit soort inhoud wordt niet ondersteund; stuur JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'De lengte van het verzoek klopt niet.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'De inhoud van het verzoek ontbreekt.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'De inhoud van het verzoek is geen geldige JSON.',
  // The router's refusals (see framework-errors.ts); the message never echoes the path.
  FST_ERR_BAD_URL: 'Het adres van het verzoek is ongeldig.',
  FST_ERR_MAX_PARAM_LENGTH: 'Het adres van het verzoek is te lang.',
};

export function errorEnvelope(code: string, message: string, details?: Record<string, unknown>) {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

/**
 * PostgreSQL refuses text it cannot store (a NUL character, a byte sequence that is not UTF-8):
 * the input was bad, not the server, and the transaction it broke has rolled back.
 */
const POSTGRES_BAD_TEXT = new Set(['22021', '22P05']);
export const BAD_TEXT_MESSAGE =
  'De invoer bevat een teken dat niet kan worden opgeslagen (zoals een nul-teken).';

/** The status and envelope for any thrown value. */
export function describeError(error: unknown): {
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
} {
  if (error instanceof HttpError) {
    const { statusCode: status, code, message, details } = error;
    return details === undefined ? { status, code, message } : { status, code, message, details };
  }
  const databaseCode = (error as { code?: unknown } | null)?.code;
  if (typeof databaseCode === 'string' && POSTGRES_BAD_TEXT.has(databaseCode)) {
    return { status: 400, code: 'bad_request', message: BAD_TEXT_MESSAGE };
  }
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const fastifyCode = (error as Partial<FastifyError>).code;
    const message =
      (fastifyCode && FASTIFY_MESSAGES[fastifyCode]) ??
      (error instanceof Error ? error.message : 'Bad request');
    return { status, code: CODES[status] ?? 'client_error', message };
  }
  return { status: 500, code: 'internal_error', message: 'Internal server error' };
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, code, message, details } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code, message }, 'request refused');
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(errorEnvelope(code, message, details));
  });
}

export default fp(errorHandler, { name: 'error-handler' });
