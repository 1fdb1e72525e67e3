// Errors a handler throws on purpose; the error handler turns them into the one error envelope.
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** More for the client to act on (e.g. every problem of a form, field by field). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
