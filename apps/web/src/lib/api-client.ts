import { readApiKey } from './api-key';
import { HttpError, httpErrorFrom } from './http-error';
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

async function send(url: string, options: RequestOptions): Promise<Response> {
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
  });
  const response = await fetch(url, {
    method,
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
    credentials: 'same-origin',
    // The API's answers may be kept by shared caches for a few seconds, but this page always
    // asks the server again (a cheap 304 thanks to the ETag): what the organiser has just saved
    // shows on the very next load, and TanStack Query already does the in-page caching.
    cache: 'no-cache',
  });
  if (!response.ok) throw await httpErrorFrom(response);
  return response;
}

/** The one way the app talks to the API: JSON in, JSON out, errors as HttpError. */
export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
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
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return {
    blob: await response.blob(),
    fileName: match?.[1] ? decodeURIComponent(match[1]) : null,
  };
}

export { HttpError };
