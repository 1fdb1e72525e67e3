// Finds the sheet whose header row (row 1) has the columns a kind needs, and reads the rows
// beneath it as cells by column name.
import { MAX_IMPORT_ROWS } from '@clubelf/contract';
import type ExcelJS from 'exceljs';
import { fileProblem } from './file-problem';
import { cellOf, toText } from './cell-values';
import type { Cell } from './cell-values';

export interface ColumnSpec {
  required: readonly string[];
  optional: readonly string[];
}

export interface SheetRow {
  /** As the spreadsheet numbers it: the header is row 1. */
  row: number;
  /** By the column's name as the spec spells it; a column the sheet lacks reads as empty. */
  cell(column: string): Cell;
}

export interface SheetTable {
  sheetName: string;
  rows: SheetRow[];
  warnings: string[];
}

const key = (header: string) => header.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

interface Header {
  /** Column number (1-based) per spec column name. */
  columns: Map<string, number>;
  missing: string[];
  unknown: string[];
  doubled: string[];
}

function readHeader(sheet: ExcelJS.Worksheet, spec: ColumnSpec): Header {
  const wanted = new Map([...spec.required, ...spec.optional].map((name) => [key(name), name]));
  const columns = new Map<string, number>();
  const unknown: string[] = [];
  const doubled: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    const text = toText(cellOf(cell.value));
    if (!text.ok || text.value === '') return;
    const name = wanted.get(key(text.value));
    if (!name) unknown.push(text.value);
    else if (columns.has(name)) doubled.push(name);
    else columns.set(name, column);
  });
  const missing = spec.required.filter((name) => !columns.has(name));
  return { columns, missing, unknown, doubled };
}

const quoted = (names: readonly string[]) => names.map((n) => `'${n}'`).join(', ');

export function readSheet(workbook: ExcelJS.Workbook, spec: ColumnSpec): SheetTable {
  const sheets = workbook.worksheets;
  const found = sheets
    .map((sheet) => ({ sheet, header: readHeader(sheet, spec) }))
    .find(({ header }) => header.missing.length === 0);
  if (!found) {
    const first = sheets[0] ? readHeader(sheets[0], spec) : undefined;
    const lacking = first
      ? ` Op blad '${sheets[0]!.name}' ontbreekt: ${quoted(first.missing)}.`
      : '';
    throw fileProblem(
      `Geen blad met de kolommen ${quoted(spec.required)} in de eerste regel gevonden.${lacking}`,
    );
  }
  const { sheet, header } = found;
  if (header.doubled.length > 0) {
    throw fileProblem(`De kolom ${quoted(header.doubled)} staat meer dan één keer in de kopregel`);
  }

  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = new Map<string, Cell>();
    for (const [name, column] of header.columns) cells.set(name, cellOf(row.getCell(column).value));
    // A row with text only in unread columns (a remark) is not a row to import.
    if ([...cells.values()].every((cell) => cell === null)) return;
    rows.push({ row: rowNumber, cell: (column) => cells.get(column) ?? null });
  });
  if (rows.length === 0)
    throw fileProblem(`Het blad '${sheet.name}' heeft geen regels onder de kopregel`);
  if (rows.length > MAX_IMPORT_ROWS) {
    throw fileProblem(
      `Het blad heeft ${rows.length} regels; hoogstens ${MAX_IMPORT_ROWS} per bestand`,
    );
  }
  const warnings = header.unknown.map((name) => `De kolom '${name}' wordt niet gelezen`);
  return { sheetName: sheet.name, rows, warnings };
}
