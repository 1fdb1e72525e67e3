/**
 * The server answers a refused write (400) with one Dutch sentence per problem, joined by '; ',
 * each starting with the field's path: 'name moet ...', 'events.3.goals: ...', 'kickoff ontbreekt'.
 * This splits it into a message per field, so each can stand next to its input. Problems about
 * the body as a whole (no path) are kept apart.
 */
export interface FieldErrors {
  /** Field path ('name', 'settings.periodes.0.fromRound') -> the problem, without the path. */
  fields: Record<string, string>;
  /** Sentences that name no field. */
  general: string[];
}

const PATH = /^([A-Za-z][\w]*(?:\.[\w]+)*)(?::\s*|\s+)(.+)$/s;
// A sentence's first word is a path only when the rest reads as a problem about it.
const PREDICATE =
  /^(moet|mag|is|ontbreekt|bestaat|komt|past|hoort|heeft|kan|staat|wordt|zit|telt|valt|verschilt)\b/i;

export function parseFieldErrors(message: string): FieldErrors {
  const result: FieldErrors = { fields: {}, general: [] };
  for (const raw of message.split(/;\s+/)) {
    const sentence = raw.trim();
    if (!sentence) continue;
    const match = PATH.exec(sentence);
    const colon = match ? sentence.charAt(match[1]!.length) === ':' : false;
    if (match && (colon || PREDICATE.test(match[2]!))) {
      const [, path, problem] = match;
      const existing = result.fields[path!];
      result.fields[path!] = existing ? `${existing}; ${problem}` : problem!;
    } else {
      result.general.push(sentence);
    }
  }
  return result;
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
