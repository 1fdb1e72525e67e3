// What a GET answers to a cache that already has it (If-None-Match, for every answer; for a kept
// web file also If-Modified-Since: 304) and to a client asking for part of a web file (Range,
// If-Range: 206 or 416), as @fastify/static did before the files moved into memory (decision 019).

type Header = string | string[] | undefined;

const one = (header: Header) => (Array.isArray(header) ? header.join(',') : header);

/** What an ETag ends in for one encoding of the same bytes (hot-reads.ts, web-files.ts). */
const ENCODING_SUFFIX = /-(br|gz|gzip)"$/;

/**
 * Whether an If-None-Match header names `etag`: the cache's copy is still good. The one
 * comparison of every conditional GET (kept answers, pictures, web files). Weak comparison
 * (RFC 9110 13.1.2): `W/` is ignored, and so is the suffix that marks an encoding of the same
 * bytes (`-br`, `-gzip` of an answer, `-br`, `-gz` of a web file), so that a cache holding an
 * answer's gzip copy revalidates against its brotli one too. A web file's copies have hashes of
 * their own, so they never match each other's tags.
 */
export function matchesIfNoneMatch(ifNoneMatch: Header, etag: string): boolean {
  const tags = one(ifNoneMatch);
  if (tags === undefined) return false;
  if (tags.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '').replace(ENCODING_SUFFIX, '"');
  const wanted = opaque(etag);
  return tags.split(',').some((tag) => opaque(tag) === wanted);
}

export interface Validators {
  etag: string;
  /** An HTTP date. */
  lastModified: string;
}

/** The cache's copy is still good: answer 304. If-None-Match, when given, decides alone. */
export function isNotModified(
  ifNoneMatch: Header,
  ifModifiedSince: Header,
  { etag, lastModified }: Validators,
): boolean {
  if (ifNoneMatch !== undefined) return matchesIfNoneMatch(ifNoneMatch, etag);
  const since = Date.parse(one(ifModifiedSince) ?? '');
  return Number.isFinite(since) && Date.parse(lastModified) <= since;
}

export type RangeAnswer =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * The one byte range asked for in a body of `size` bytes. Several ranges, a malformed header or
 * an If-Range that no longer matches get the whole body (which RFC 9110 allows).
 */
export function rangeOf(range: Header, ifRange: Header, size: number, v: Validators): RangeAnswer {
  const asked = one(range)?.trim();
  if (!asked?.startsWith('bytes=')) return { kind: 'whole' };
  const condition = one(ifRange)?.trim();
  if (condition !== undefined) {
    const still =
      condition.startsWith('"') || condition.startsWith('W/')
        ? condition === v.etag
        : Date.parse(condition) >= Date.parse(v.lastModified);
    if (!still) return { kind: 'whole' };
  }
  const spec = asked.slice('bytes='.length);
  if (spec.includes(',')) return { kind: 'whole' };
  const match = /^(\d*)-(\d*)$/.exec(spec.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [, from = '', to = ''] = match;
  if (from === '') {
    // The last n bytes.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', start, end };
}
