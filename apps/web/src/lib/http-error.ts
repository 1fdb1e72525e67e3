/** An answer from the API with a non-2xx status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Reads the API's error envelope `{ error: { code, message } }`; falls back to the status text. */
export async function httpErrorFrom(response: Response): Promise<HttpError> {
  let message = response.statusText || `HTTP ${response.status}`;
  let code: string | null = null;
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.message === 'string') message = body.error.message;
    if (typeof body.error?.code === 'string') code = body.error.code;
  } catch {
    // Not JSON (a proxy's error page, say): the status text is all there is.
  }
  return new HttpError(response.status, message, code);
}
