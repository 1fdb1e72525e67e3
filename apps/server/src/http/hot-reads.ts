// The hot path of a public read (decision 011): a GET of the current season's answer, unchanged
// since it was last served, is answered before Fastify sees the request: a map lookup and a
// write of bytes and headers prepared once per change, no routing, no hooks, no promise. It
// stays before the router for speed (a sixth of the cost of a read through Fastify): app.ts's
// HTTP server calls `tryServe` first, which asks the read model explicitly
// (readModel.serveNow, the `serve` that never waits). Only what the router served once as
// exactly that answer is taken here (learned in serveSeasonAnswer); everything else (a conditional request, a body, another method, a wrong
// key, a reader's own write to wait for, answers behind the data, a compression not made yet)
// goes to Fastify as before.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { API_KEY_HEADER, DATA_VERSION_HEADER } from '@clubelf/contract/paths';
import { encodedAnswer } from '../read-model/answer-bytes';
import type { ReadModel } from '../read-model/read-model';
import type { CachedAnswer } from '../read-model/season-answers';
import { negotiateEncoding } from './content-encoding';
import type { ContentEncoding } from './content-encoding';

/** Below this a compressed body saves less than the headers and work cost. */
export const COMPRESS_FROM_BYTES = 1024;
export const API_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=60';
export const JSON_TYPE = 'application/json; charset=utf-8';

/** The ETag of one encoding of a answer: each representation has its own (RFC 9110 8.8.3). */
export function encodedEtag(etag: string, encoding: ContentEncoding | null): string {
  return encoding ? etag.replace(/"$/, `-${encoding}"`) : etag;
}

/** The encoding a answer is sent in for this Accept-Encoding (small bodies go as they are). */
export function encodingFor(answer: CachedAnswer, acceptEncoding: string | string[] | undefined) {
  return answer.body.length >= COMPRESS_FROM_BYTES ? negotiateEncoding(acceptEncoding) : null;
}

/** Set by the route for each answer, so left out of the headers every answer shares. */
const PER_ANSWER = new Set([
  'cache-control',
  'vary',
  'etag',
  'content-type',
  'content-encoding',
  'content-length',
]);

interface PreparedAnswer {
  /** Flat [name, value, name, value, ...] as http.ServerResponse.writeHead takes them. */
  headers: string[];
  body: Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers unchanged public reads before the router (made in app.ts). */
    hotReads: HotReads;
  }
}

/** One per app: `tryServe` runs in the HTTP server's request listener, before Fastify. */
export class HotReads {
  readonly #readModel: ReadModel;
  readonly #expectedKey: Buffer;
  readonly #expectedKeyLength: number;
  /** URLs the router answered with exactly the current season's answer under that key. */
  readonly #urls = new Set<string>();
  /** The headers every answer carries (security headers), taken from the router's answer. */
  #shared: string[] | undefined;
  readonly #prepared = new WeakMap<CachedAnswer, Partial<Record<string, PreparedAnswer>>>();
  /** How many requests were answered here (tests, figures). */
  served = 0;

  constructor(readModel: ReadModel, apiKey: string) {
    this.#readModel = readModel;
    this.#expectedKey = Buffer.from(apiKey);
    this.#expectedKeyLength = apiKey.length;
  }

  /**
   * The router is about to send the current season's answer under `key` for a request of
   * exactly that URL: from now on such requests may be answered here.
   */
  learn(method: string, url: string, key: string, reply: FastifyReply): void {
    if (method !== 'GET' || url !== key || this.#urls.has(url)) return;
    if (!this.#shared) {
      const headers = reply.getHeaders();
      // Headers of one request (a cookie) must never be handed to another.
      if ('set-cookie' in headers) return;
      this.#shared = Object.entries(headers).flatMap(([name, value]) =>
        PER_ANSWER.has(name) || value === undefined ? [] : [name, String(value)],
      );
    }
    this.#urls.add(url);
  }

  /** Answers the request when it is a hot read; false leaves it to Fastify. */
  tryServe(request: IncomingMessage, response: ServerResponse): boolean {
    const { url, headers } = request;
    if (request.method !== 'GET' || url === undefined || !this.#urls.has(url)) return false;
    if (
      headers['if-none-match'] !== undefined ||
      headers[DATA_VERSION_HEADER] !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    ) {
      return false;
    }
    const given = headers[API_KEY_HEADER];
    // A wrong key gets its 401 from the router. Compared in constant time without the router's
    // digest (a hash per request costs a sixth of this path); only the length may show, and
    // the key is in every page of the site anyway.
    const expected = this.#expectedKey;
    if (typeof given !== 'string' || given.length !== this.#expectedKeyLength) {
      return false;
    }
    const bytes = Buffer.from(given);
    if (bytes.length !== expected.length || !timingSafeEqual(bytes, expected)) return false;
    const answer = this.#readModel.serveNow(url);
    if (!answer) return false;
    const prepared = this.#prepare(answer, encodingFor(answer, headers['accept-encoding']));
    if (!prepared) return false;
    response.writeHead(200, prepared.headers);
    response.end(prepared.body);
    this.served += 1;
    return true;
  }

  /** The answer's bytes and headers, made once per answer and encoding. */
  #prepare(answer: CachedAnswer, encoding: ContentEncoding | null): PreparedAnswer | undefined {
    const shared = this.#shared;
    if (!shared) return undefined;
    let kept = this.#prepared.get(answer);
    if (!kept) {
      kept = {};
      this.#prepared.set(answer, kept);
    }
    const name = encoding ?? 'identity';
    const made = kept[name];
    if (made) return made;
    // A compression still to be made is left to the router, which makes it once for all.
    const body = encoding ? answer.compressedBytes?.[encoding] : encodedAnswer(answer);
    if (!body) return undefined;
    const prepared: PreparedAnswer = {
      headers: [
        ...shared,
        'cache-control',
        API_CACHE_CONTROL,
        'vary',
        'Accept-Encoding',
        'etag',
        encodedEtag(answer.etag, encoding),
        'content-type',
        JSON_TYPE,
        ...(encoding ? ['content-encoding', encoding] : []),
        'content-length',
        String(body.length),
      ],
      body,
    };
    kept[name] = prepared;
    return prepared;
  }
}
