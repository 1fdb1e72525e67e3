import { createHash } from 'node:crypto';
import type { z } from 'zod';

/** A response body as stored and served. */
export interface Answer {
  key: string;
  body: string;
  /** Strong ETag, quoted. */
  etag: string;
}

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * An answer from a value, through its contract schema: parse checks the shape and strips every
 * field the contract does not name (so private data cannot leak into a body).
 */
export function makeAnswer<S extends z.ZodType>(key: string, schema: S, value: z.input<S>): Answer {
  const body = JSON.stringify(schema.parse(value));
  return { key, body, etag: etagOf(body) };
}

/**
 * A response body not yet made: the current season's answers are built when first asked and
 * kept until the next change (season-answers.ts), so a save does not pay for 10,000 bodies.
 */
export interface LazyAnswer {
  key: string;
  build(): Answer;
}

export function lazyAnswer<S extends z.ZodType>(
  key: string,
  schema: S,
  value: () => z.input<S>,
): LazyAnswer {
  return { key, build: () => makeAnswer(key, schema, value()) };
}
