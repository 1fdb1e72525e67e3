/**
 * A refused write (400) names each problem with its field in `error.details.problems`
 * ({ field: 'name', message: 'name mag niet leeg zijn' }; field null for the request as a
 * whole). This sorts them per field, so each stands next to its input; nothing is read from the
 * sentences themselves.
 */
export interface FieldProblem {
  field: string | null;
  message: string;
}

export interface FieldErrors {
  /** Field path ('name', 'settings.periodes.0.fromRound') -> the problem, without the path. */
  fields: Record<string, string>;
  /** Problems that name no field. */
  general: string[];
}

export const NO_PROBLEMS: FieldErrors = { fields: {}, general: [] };

const isProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldProblem).message === 'string' &&
  (typeof (value as FieldProblem).field === 'string' || (value as FieldProblem).field === null);

/** The problems of an error envelope's `details`; none when it has no such list. */
export function problemsOf(details: unknown): FieldProblem[] {
  const problems = (details as { problems?: unknown } | null | undefined)?.problems;
  return Array.isArray(problems) ? problems.filter(isProblem) : [];
}

/**
 * The message as shown next to its field: the server's message starts with the field's path
 * ('name mag niet leeg zijn', 'name: er is al een club ...'), which the field's label already says.
 */
export function withoutPath(message: string, field: string): string {
  if (message.startsWith(`${field}: `)) return message.slice(field.length + 2);
  if (message.startsWith(`${field} `)) return message.slice(field.length + 1);
  return message;
}

/** Every problem under its field; two of one field are joined. */
export function sortProblems(problems: readonly FieldProblem[]): FieldErrors {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const { field, message } of problems) {
    if (field === null) {
      general.push(message);
      continue;
    }
    const shown = withoutPath(message, field);
    fields[field] = fields[field] ? `${fields[field]}; ${shown}` : shown;
  }
  return { fields, general };
}

/** The problem of one field, or of any field under it ('selectie' also finds 'selectie.3'). */
export function fieldError(fields: Record<string, string>, path: string): string | undefined {
  if (fields[path]) return fields[path];
  const prefix = `${path}.`;
  const nested = Object.entries(fields).filter(([key]) => key.startsWith(prefix));
  return nested.length > 0 ? nested.map(([, problem]) => problem).join('; ') : undefined;
}

/** The problems under one path, keyed by the rest of their path ('periodes' -> '0.fromRound'). */
export function errorsUnder(fields: Record<string, string>, path: string): Record<string, string> {
  const prefix = `${path}.`;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, problem]) => [key.slice(prefix.length), problem]),
  );
}
