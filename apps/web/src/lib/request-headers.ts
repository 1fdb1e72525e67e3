import {
  API_KEY_HEADER,
  DATA_VERSION_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@clubelf/contract/paths';
import { readCookie } from './cookies';

export interface HeaderContext {
  method: string;
  /** The URL as the caller wrote it (relative or absolute). */
  url: string;
  /** The page's origin, e.g. 'https://superelf.example'. */
  origin: string;
  apiKey: string | null;
  token: string | null;
  /** `document.cookie` */
  cookies: string;
  hasBody: boolean;
  /** The newest data version an answer named (a save's): reads ask for data at least as new. */
  dataVersion?: number | null;
}

function isRelative(url: string): boolean {
  return !/^[a-z][a-z\d+\-.]*:/i.test(url) && !url.startsWith('//');
}

/** The headers of docs/spec.md section 7 for one outgoing request. */
export function requestHeaders(ctx: HeaderContext): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (ctx.apiKey) headers.set(API_KEY_HEADER, ctx.apiKey);
  // The bearer token only goes to our own origin, never to a third party.
  if (ctx.token && new URL(ctx.url, ctx.origin).origin === ctx.origin) {
    headers.set('Authorization', `Bearer ${ctx.token}`);
  }
  const method = ctx.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && isRelative(ctx.url)) {
    const xsrf = readCookie(ctx.cookies, XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  if (ctx.hasBody) headers.set('Content-Type', 'application/json');
  if (ctx.dataVersion && isRelative(ctx.url))
    headers.set(DATA_VERSION_HEADER, String(ctx.dataVersion));
  return headers;
}
