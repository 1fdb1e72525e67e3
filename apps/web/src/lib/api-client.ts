import { readApiKey } from './api-key';
import { fileNameOf } from './content-disposition';
import { seenDataVersion } from './data-version';
import { HttpError, httpErrorFrom } from './http-error';
import { offlineStatus } from './offline/offline-status';
import { requestHeaders } from './request-headers';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
}

let tokenProvider: () => string | null = () => null;
let apiKey: string | null | undefined;

/** Wired once at start-up to the auth feature, so this module does not depend on it. */
export function setTokenProvider(provider: () => string | null): void {
  tokenProvider = provider;
}

/**
 * Sends one request with the headers of docs/spec.md section 7 (the API key, the signed-in user's
 * bearer token, the XSRF token of a write) and gives the answer as it came, whatever its status.
 * A dropped connection rejects.
 */
export async function apiFetch(
  url: string,
  options: RequestOptions & { cache?: RequestCache } = {},
): Promise<Response> {
  apiKey ??= readApiKey();
  const method = options.method ?? 'GET';
  const hasBody = options.body !== undefined;
  const headers = requestHeaders({
    method,
    url,
    origin: window.location.origin,
    apiKey,
    token: tokenProvider(),
    cookies: document.cookie,
    hasBody,
    // Data at least as new as this tab's last save (data-version.ts).
    dataVersion: seenDataVersion.current,
  });
  // A file (the club's crest) goes as it is, with its own type; anything else as JSON.
  const isFile = options.body instanceof Blob;
  if (isFile)
    headers.set('Content-Type', (options.body as Blob).type || 'application/octet-stream');
  const response = await fetch(url, {
    method,
    headers,
    body: isFile ? (options.body as Blob) : hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
    credentials: 'same-origin',
    cache: options.cache,
  });
  // Whether the answer came from the service worker's cache: the offline notice shows it.
  if (method === 'GET') offlineStatus.noteAnswer(url, response);
  seenDataVersion.noteAnswer(response.headers);
  return response;
}

async function send(url: string, options: RequestOptions): Promise<Response> {
  // The API's answers may be kept by shared caches for a few seconds, but this page always
  // asks the server again (a cheap 304 thanks to the ETag): what the organiser has just saved
  // shows on the very next load, and TanStack Query already does the in-page caching.
  const response = await apiFetch(url, { ...options, cache: 'no-cache' });
  if (!response.ok) throw await httpErrorFrom(response);
  return response;
}

/**
 * On the server (entry-server.tsx), the answers of the reads come from the server's own read
 * model instead of over HTTP: the body under that URL, or undefined when it holds none.
 */
export type ServerAnswers = (url: string) => string | undefined;
let serverAnswers: ServerAnswers | null = null;

/** Set while the server fills a first screen's queries; null again afterwards. */
export function answerReadsFrom(source: ServerAnswers | null): void {
  serverAnswers = source;
}

/** The one way the app talks to the API: JSON in, JSON out, errors as HttpError. */
export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  if (serverAnswers && (options.method ?? 'GET') === 'GET') {
    const body = serverAnswers(url);
    // Not in the read model: the page is not made on the server (entry-server.tsx gives up).
    if (body === undefined) throw new HttpError(404, `Niet op de server: ${url}`);
    return JSON.parse(body) as T;
  }
  const response = await send(url, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function apiGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(url, { signal });
}

/** For downloads (the interest form): the body as a Blob plus the server's file name. */
export async function apiBlob(url: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(url, {});
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

export { HttpError };
