import type { z } from 'zod';
import { HttpError, type FieldProblem } from '../errors';

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

/**
 * The body as the schema says, or a 400 naming every problem in Dutch: the message joins them,
 * `details.problems` gives each with its field (null for the body as a whole).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const problems: FieldProblem[] = parsed.error.issues.map((issue) => ({
    field: issue.path.length === 0 ? null : issue.path.map(String).join('.'),
    message: describeIssue(issue, body),
  }));
  const message = problems.map((p) => p.message).join('; ');
  throw new HttpError(400, 'bad_request', message, { problems });
}
