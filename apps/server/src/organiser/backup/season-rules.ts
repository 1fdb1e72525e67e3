// The rules between the seasons of a backup (migration 0007), as the services that close and
// start seasons keep them: exactly one season is current; every other one is closed; a closed
// season carries an archive that parses (archive-rules.ts) and only a closed one does; the
// outcome of a season (seasonResult, seasonPrize) belongs to a closed season; and every person
// a row or an archive points to is in the persoon table. Dutch, stopping after about `max`.
import type { BackupFile } from '@clubelf/contract';
import { archiveSchema } from './archive-rules';
import { backupIssueMessage, isCurrentRow, shown } from './rule-helpers';
import type { Row } from './rule-helpers';

/** The archive's problems, and the persons it names (its [deelnemerId, persoonId] pairs). */
function checkArchive(where: string, archive: string): { problems: string[]; persons: number[] } {
  let document: unknown;
  try {
    document = JSON.parse(archive);
  } catch {
    return { problems: [`${where}: archive is geen geldige JSON`], persons: [] };
  }
  const parsed = archiveSchema.safeParse(document, { error: backupIssueMessage });
  if (parsed.success) {
    return { problems: [], persons: parsed.data.persoonIds.map(([, persoonId]) => persoonId) };
  }
  const problems = parsed.error.issues.map(
    (issue) => `${where}: ${['archive', ...issue.path.map(String)].join('.')} ${issue.message}`,
  );
  return { problems, persons: [] };
}

export function seasonProblems(tables: BackupFile['tables'], max: number): string[] {
  const problems: string[] = [];
  const full = () => problems.length > max;
  const seasons = tables.season ?? [];

  const current = seasons.filter(isCurrentRow).length;
  if (seasons.length > 0 && current !== 1) {
    problems.push(
      `Tabel season heeft ${current === 0 ? 'geen' : current} huidige seizoenen (isCurrent 1): precies één seizoen moet het huidige zijn`,
    );
  }
  const closed = new Set<unknown>();
  const archivedPersons: [number, number[]][] = [];
  for (let i = 0; i < seasons.length && !full(); i++) {
    const row = seasons[i]!;
    const where = `Tabel season, rij ${i + 1}`;
    const isClosed = row.closedAt !== null && row.closedAt !== undefined;
    const archive = row.archive ?? null;
    if (isClosed) closed.add(row.id);
    if (!isClosed && !isCurrentRow(row)) {
      problems.push(
        `${where}: een seizoen dat niet het huidige is moet afgesloten zijn (closedAt)`,
      );
    }
    if (isClosed && archive === null) {
      problems.push(`${where}: archive ontbreekt: een afgesloten seizoen bewaart zijn gegevens`);
    }
    if (!isClosed && archive !== null) {
      problems.push(`${where}: archive hoort alleen bij een afgesloten seizoen (closedAt)`);
    }
    if (typeof archive === 'string') {
      const checked = checkArchive(where, archive);
      problems.push(...checked.problems);
      archivedPersons.push([i, checked.persons]);
    }
  }
  if (full()) return problems;

  const persons = new Set((tables.persoon ?? []).map((p) => p.id));
  const personProblem = (table: string, i: number, persoonId: unknown) =>
    `Tabel ${table}, rij ${i + 1}: persoonId ${shown(persoonId)} bestaat niet in tabel persoon`;
  const check = (table: string, allowNull: boolean, closedOnly: boolean) => {
    const rows: Row[] = tables[table] ?? [];
    for (let i = 0; i < rows.length && !full(); i++) {
      const row = rows[i]!;
      const persoonId = row.persoonId ?? null;
      if (!(persoonId === null && allowNull) && !persons.has(persoonId)) {
        problems.push(personProblem(table, i, persoonId));
      }
      if (closedOnly && !closed.has(row.seasonId)) {
        problems.push(
          `Tabel ${table}, rij ${i + 1}: seasonId ${shown(row.seasonId)} is geen afgesloten seizoen`,
        );
      }
    }
  };
  check('deelnemer', true, false);
  check('seasonResult', false, true);
  check('seasonPrize', true, true);
  // An enrolment sent signed in names its person (migration 0018).
  check('aanmelding', true, false);
  if (full()) return problems;

  for (const [i, named] of archivedPersons) {
    for (const persoonId of new Set(named)) {
      if (full()) return problems;
      if (!persons.has(persoonId)) {
        problems.push(
          `Tabel season, rij ${i + 1}: archive.persoonIds noemt persoon ${persoonId}, die niet in tabel persoon staat`,
        );
      }
    }
  }
  return problems;
}
