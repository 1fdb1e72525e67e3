import type { z } from 'zod';
import { badRequest } from '../errors';

function describeIssue(issue: z.core.$ZodIssue, body: unknown): string {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return `Onbekend veld: ${issue.keys.join(', ')}`;
  if (issue.path.length === 0) return 'De inhoud moet een JSON-object zijn';
  const given = issue.path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    body,
  );
  if (issue.code === 'invalid_type' && given === undefined) return `${field} ontbreekt`;
  if (issue.code === 'invalid_type' && issue.expected === 'boolean')
    return `${field} moet true of false zijn`;
  if (issue.code === 'invalid_type')
    return `${field} moet een ${issue.expected === 'string' ? 'tekst' : issue.expected} zijn`;
  return `${field}: ${issue.message}`;
}

/** The body as the schema says, or a 400 naming every problem per field in Dutch. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw badRequest(parsed.error.issues.map((issue) => describeIssue(issue, body)).join('; '));
}
