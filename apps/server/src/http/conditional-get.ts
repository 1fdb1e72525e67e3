// What a GET of a kept file answers to a cache that already has it (If-None-Match,
// If-Modified-Since: 304) and to a client asking for part of it (Range, If-Range: 206 or 416),
// as @fastify/static did before the files moved into memory (decision 019).

type Header = string | string[] | undefined;

const one = (header: Header) => (Array.isArray(header) ? header.join(',') : header);

/** Weak comparison (RFC 9110 13.1.2): W/"x" matches "x". */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

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
  const tags = one(ifNoneMatch);
  if (tags !== undefined) {
    if (tags.trim() === '*') return true;
    return tags.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
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
