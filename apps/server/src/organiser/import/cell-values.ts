// A cell as exceljs gives it (number, text, date, rich text, formula, hyperlink, error) turned
// into the value a column needs, or a Dutch reason why it cannot be.
import type ExcelJS from 'exceljs';

/** A cell reduced to what the checks look at. */
export type Cell = string | number | boolean | Date | { error: string } | null;

export type Converted<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Converted<T> => ({ ok: true, value });
const fail = (message: string): Converted<never> => ({ ok: false, message });

/** The value exceljs read, with formulas replaced by their result and rich text by its text. */
export function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  if ('richText' in value) return cellOf(value.richText.map((part) => part.text).join(''));
  if ('error' in value) return { error: String(value.error) };
  if ('formula' in value || 'sharedFormula' in value) {
    return cellOf((value as { result?: ExcelJS.CellValue }).result ?? null);
  }
  // A hyperlink: Excel turns a typed e-mail address into one.
  if ('text' in value) return cellOf((value as { text: ExcelJS.CellValue }).text);
  return null;
}

export const isEmpty = (cell: Cell) => cell === null;

/** How the cell reads in a message. */
export function shown(cell: Cell): string {
  if (cell === null) return '(leeg)';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'object') return cell.error;
  return String(cell);
}

function refuseError(cell: Cell): Converted<never> | undefined {
  if (cell !== null && typeof cell === 'object' && !(cell instanceof Date)) {
    return fail(`bevat een foutwaarde (${cell.error})`);
  }
  return undefined;
}

/** Text, trimmed and in one Unicode form; '' for an empty cell. */
export function toText(cell: Cell, maxLength = 200): Converted<string> {
  const error = refuseError(cell);
  if (error) return error;
  if (cell instanceof Date) return fail('is een datum, verwacht is tekst');
  const text = cell === null ? '' : String(cell).normalize('NFC').trim().replace(/\s+/g, ' ');
  if (text.length > maxLength) return fail(`is te lang (hoogstens ${maxLength} tekens)`);
  return ok(text);
}

/** Text that must be there. */
export function toRequiredText(cell: Cell, maxLength = 200): Converted<string> {
  const text = toText(cell, maxLength);
  return text.ok && text.value === '' ? fail('ontbreekt') : text;
}

/** A whole number from min to max; null for an empty cell. */
export function toOptionalInteger(
  cell: Cell,
  range: { min: number; max: number },
): Converted<number | null> {
  return cell === null ? ok(null) : toInteger(cell, range);
}

/** A whole number from min to max; an empty cell is `empty` when given, else missing. */
export function toInteger(
  cell: Cell,
  { min, max, empty }: { min: number; max: number; empty?: number },
): Converted<number> {
  const error = refuseError(cell);
  if (error) return error;
  if (cell === null) return empty === undefined ? fail('ontbreekt') : ok(empty);
  const value =
    typeof cell === 'number'
      ? cell
      : typeof cell === 'string' && /^-?\d+$/.test(cell.trim())
        ? Number(cell)
        : NaN;
  if (!Number.isInteger(value)) return fail(`'${shown(cell)}' is geen geheel getal`);
  if (value < min || value > max) return fail(`${value} moet tussen ${min} en ${max} liggen`);
  return ok(value);
}

const YES = new Set(['ja', 'j', 'x', '1', 'true', 'waar', 'yes', 'y']);
const NO = new Set(['nee', 'n', '0', 'false', 'onwaar', 'no']);

/** ja/nee (also x, 1/0, WAAR/ONWAAR); an empty cell is `empty`. */
export function toFlag(cell: Cell, empty: boolean): Converted<boolean> {
  const error = refuseError(cell);
  if (error) return error;
  if (cell === null) return ok(empty);
  if (typeof cell === 'boolean') return ok(cell);
  if (cell === 1 || cell === 0) return ok(cell === 1);
  const text = typeof cell === 'string' ? cell.trim().toLowerCase() : '';
  if (YES.has(text)) return ok(true);
  if (NO.has(text)) return ok(false);
  return fail(`'${shown(cell)}' is geen ja of nee`);
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 2000 && year <= 2100 ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

// Excel counts days from 30-12-1899; exceljs hands date cells over as UTC midnight Dates.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** A date as 'YYYY-MM-DD': a date cell, or text as dd-mm-jjjj, d/m/jjjj or jjjj-mm-dd. */
export function toDate(cell: Cell): Converted<string> {
  const error = refuseError(cell);
  if (error) return error;
  if (cell === null) return fail('ontbreekt');
  if (typeof cell === 'number') cell = new Date(EXCEL_EPOCH_MS + Math.round(cell) * DAY_MS);
  if (cell instanceof Date) {
    const iso = isoDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
    return iso ? ok(iso) : fail(`'${shown(cell)}' is geen geldige datum`);
  }
  const text = String(cell).trim();
  const dutch = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const parts = dutch
    ? [Number(dutch[3]), Number(dutch[2]), Number(dutch[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : undefined;
  const date = parts && isoDate(parts[0]!, parts[1]!, parts[2]!);
  return date ? ok(date) : fail(`'${text}' is geen datum (schrijf dd-mm-jjjj)`);
}

/** A time of day as 'HH:mm': a time cell, a day fraction, or text as 20:00 or 20.00. */
export function toTime(cell: Cell): Converted<string> {
  const error = refuseError(cell);
  if (error) return error;
  if (cell === null) return fail('ontbreekt');
  let minutes: number | undefined;
  if (cell instanceof Date) minutes = cell.getUTCHours() * 60 + cell.getUTCMinutes();
  else if (typeof cell === 'number' && cell >= 0 && cell < 1) minutes = Math.round(cell * 1440);
  else if (typeof cell === 'string') {
    const match = /^(\d{1,2})[:.](\d{2})(?::00)?$/.exec(cell.trim());
    if (match && Number(match[1]) < 24 && Number(match[2]) < 60) {
      minutes = Number(match[1]) * 60 + Number(match[2]);
    }
  }
  if (minutes === undefined || minutes >= 1440) {
    return fail(`'${shown(cell)}' is geen tijd (schrijf uu:mm, bijvoorbeeld 20:00)`);
  }
  return ok(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
}
