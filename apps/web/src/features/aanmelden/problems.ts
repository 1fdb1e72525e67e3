// A refused enrolment's problems (error.details.problems) sorted to the fields they are about,
// so each shows next to its input, and the summary at the top names them all.
import type { AanmeldingProbleem } from '@clubelf/contract';

/** The form's fields, in the order of the page. */
export const AANMELD_FIELDS = [
  'naam',
  'teamnaam',
  'email',
  'telefoon',
  'subcompetities',
  'spelerIds',
  'toestemming',
] as const;
export type AanmeldField = (typeof AANMELD_FIELDS)[number];

/** How the summary names each field. */
export const FIELD_LABELS: Record<AanmeldField, string> = {
  naam: 'Naam',
  teamnaam: 'Teamnaam',
  email: 'E-mail',
  telefoon: 'Telefoon',
  subcompetities: 'Subcompetities',
  spelerIds: 'Selectie',
  toestemming: 'Toestemming',
};

export interface SortedProblems {
  /** Per field its sentences, as a person reads them next to the input. */
  fields: Partial<Record<AanmeldField, string[]>>;
  /** Sentences about the request as a whole (or a field the form does not have). */
  general: string[];
  /** Players a broken rule names: marked in the selection. */
  playerIds: Set<number>;
  /** Every problem in page order, for the summary at the top: 'Selectie: Maximaal 3 ...'. */
  summary: string[];
}

const isField = (name: string): name is AanmeldField =>
  (AANMELD_FIELDS as readonly string[]).includes(name);

/**
 * The sentence as shown next to the field: a message about the input itself starts with the
 * field's path ('email moet ...', 'spelerIds.3 moet ...'), which the label already says.
 */
export function withoutPath(message: string, path: string): string {
  const rest = message.startsWith(`${path} `) ? message.slice(path.length + 1) : message;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

export function sortProblems(problems: readonly AanmeldingProbleem[]): SortedProblems {
  const fields: Partial<Record<AanmeldField, string[]>> = {};
  const general: string[] = [];
  const playerIds = new Set<number>();
  for (const problem of problems) {
    for (const id of problem.playerIds) playerIds.add(id);
    const path = problem.field ?? '';
    // 'spelerIds.3' and 'subcompetities.0' belong to their list.
    const name = path.split('.')[0] ?? '';
    if (isField(name)) {
      (fields[name] ??= []).push(withoutPath(problem.message, path));
    } else {
      general.push(problem.message);
    }
  }
  const summary = [
    ...general,
    ...AANMELD_FIELDS.flatMap((field) =>
      (fields[field] ?? []).map((message) => `${FIELD_LABELS[field]}: ${message}`),
    ),
  ];
  return { fields, general, playerIds, summary };
}
