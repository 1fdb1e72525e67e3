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

/** One problem of a request: the field it is about (dotted path; null for the whole request). */
export interface FieldProblem {
  field: string | null;
  message: string;
}

/**
 * A 400 naming each problem with its field in `details.problems`, so a form shows each next to
 * its input; the message joins them (the first ten, each once) for a client that shows only it.
 */
export function refusedFields(problems: readonly FieldProblem[]): HttpError {
  return new HttpError(400, 'bad_request', joinMessages(problems.map((p) => p.message)), {
    problems,
  });
}

/** A 400 about one field. */
export const fieldProblem = (field: string, message: string) => refusedFields([{ field, message }]);

/**
 * A 400 with several problems of one field (the rows of an uploaded file, say), each its own
 * entry of `details.problems`, under a message of its own that sums them up.
 */
export function refusedField(field: string, message: string, problems: readonly string[]) {
  return new HttpError(400, 'bad_request', message, {
    problems: problems.map((problem) => ({ field, message: problem })),
  });
}

const MAX_MESSAGES = 10;

/** The distinct messages, the first ten, joined with '; '. */
export function joinMessages(all: readonly string[]): string {
  const messages = [...new Set(all)];
  const shown = messages.slice(0, MAX_MESSAGES);
  if (messages.length > MAX_MESSAGES) shown.push(`en nog ${messages.length - MAX_MESSAGES} fouten`);
  return shown.join('; ');
}
export const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
