// Request parsing for the organiser endpoints: every problem named per field, in Dutch. Checks
// that carry their own (Dutch) message in the contract keep it; the rest get one from here.
import type { z } from 'zod';
import { LIMITS } from '@clubelf/contract';
import { badRequest, refusedFields, type FieldProblem } from './errors';

const TYPE_NAMES: Record<string, string> = {
  string: 'een tekst',
  number: 'een getal',
  int: 'een geheel getal',
  boolean: 'true of false',
  array: 'een lijst',
  object: 'een object',
  null: 'leeg (null)',
};

const UNIT: Record<string, [string, string]> = {
  string: ['teken', 'tekens'],
  array: ['element', 'elementen'],
};

function limitText(issue: { origin: string }, n: number | bigint): string {
  const unit = UNIT[issue.origin];
  return unit ? `${n} ${n === 1 ? unit[0] : unit[1]}` : String(n);
}

/** A Dutch predicate for an issue without a message of its own ("moet ... zijn"). */
export function dutchIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `moet ${TYPE_NAMES[issue.expected] ?? issue.expected} zijn`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'mag niet leeg zijn';
      if (issue.origin === 'string' || issue.origin === 'array') {
        return issue.exact
          ? `moet precies ${limitText(issue, issue.minimum)} hebben`
          : `moet minstens ${limitText(issue, issue.minimum)} hebben`;
      }
      return issue.inclusive
        ? `moet minstens ${issue.minimum} zijn`
        : `moet groter dan ${issue.minimum} zijn`;
    case 'too_big':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return issue.exact
          ? `moet precies ${limitText(issue, issue.maximum)} hebben`
          : `mag hoogstens ${limitText(issue, issue.maximum)} hebben`;
      }
      return issue.inclusive
        ? `mag hoogstens ${issue.maximum} zijn`
        : `moet kleiner dan ${issue.maximum} zijn`;
    case 'invalid_value':
      return `moet een van deze waarden zijn: ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'invalid_format':
      return 'heeft een ongeldig formaat';
    default:
      return 'is ongeldig';
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object'
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    input,
  );
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return `Onbekend veld: ${issue.keys.map((k) => (field ? `${field}.${k}` : k)).join(', ')}`;
  }
  if (field === '') {
    return issue.code === 'invalid_type' ? 'De inhoud moet een JSON-object zijn' : issue.message;
  }
  const absentCodes = ['invalid_type', 'invalid_value', 'invalid_union'];
  if (absentCodes.includes(issue.code) && valueAt(input, issue.path) === undefined) {
    return `${field} ontbreekt`;
  }
  return `${field} ${issue.message}`;
}

/**
 * The value as the schema says, or a 400 naming every problem in Dutch: the message joins them
 * (the first ten), `details.problems` gives each with its field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const checked = inputProblems(schema, input);
  if (checked.ok) return checked.value;
  throw refusedFields(checked.problems);
}

/** One problem of an input: the field (dotted path; null for the whole input) and its message. */
export type InputProblem = FieldProblem;

/**
 * The value as the schema says, or every problem with the field it is about (the public
 * enrolment form shows each next to its field); the messages are parseInput's.
 */
export function inputProblems<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.output<S> } | { ok: false; problems: InputProblem[] } {
  const parsed = schema.safeParse(input, { error: dutchIssueMessage });
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return { field: field === '' ? null : field, message: describeIssue(issue, input) };
  });
  return { ok: false, problems };
}

/** A positive id from the path, e.g. /clubs/{id}. */
export function parseId(value: unknown, name = 'id'): number {
  const text = typeof value === 'string' ? value : '';
  const id = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : NaN;
  if (!(id <= LIMITS.maxId)) throw badRequest(`${name} moet een positief geheel getal zijn`);
  return id;
}

/** The {name} path parameter of the request as an id. */
export function idParam(request: { params: unknown }, name = 'id'): number {
  return parseId((request.params as Record<string, unknown> | null)?.[name], name);
}
