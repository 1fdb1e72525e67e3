// Opens an uploaded .xlsx or .csv with exceljs. Everything wrong with the file as a whole is a
// 400 with a Dutch reason; what is wrong inside a row is for the row checks.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { fileProblem } from './file-problem';
import { DAMAGED, storedZipOf, unpackXlsx } from './unpack-xlsx';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = '\uFEFF';

export type FileType = 'xlsx' | 'csv';

/** The type from the file's own bytes: an .xlsx is a zip, a .csv is UTF-8 text. */
export function detectFileType(bytes: Buffer, fileName: string): FileType {
  const isZip = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  const named = fileName.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
  if (isZip && named === 'xlsx') return 'xlsx';
  if (!isZip && named === 'csv') return 'csv';
  throw fileProblem(
    named === 'xlsx'
      ? 'Het bestand is geen .xlsx-werkmap (sla het in Excel op als "Excel-werkmap (.xlsx)")'
      : 'Het bestand is geen .csv-tekstbestand',
  );
}

async function loadXlsx(bytes: Buffer): Promise<ExcelJS.Workbook> {
  // exceljs unpacks a zip itself, trusting it: it only ever gets the parts unpacked here, within
  // the budget, stored again without compression.
  const stored = await storedZipOf(await unpackXlsx(bytes));
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(stored as unknown as ExcelJS.Buffer);
  } catch {
    throw fileProblem(DAMAGED);
  }
  return workbook;
}

/** Dutch Excel writes CSV with semicolons; the header line tells which separator is used. */
export function csvDelimiter(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

async function loadCsv(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw fileProblem('Het .csv-bestand is geen UTF-8-tekst (sla het op als "CSV UTF-8")');
  }
  if (text.startsWith(UTF8_BOM)) text = text.slice(1);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.csv.read(Readable.from([text]), {
      sheetName: 'CSV',
      // Cells stay text: the row checks know which column holds a number or a date.
      map: (datum: string) => (datum === '' ? null : datum),
      parserOptions: { delimiter: csvDelimiter(text), trim: true },
    });
  } catch {
    throw fileProblem('Het .csv-bestand kan niet worden gelezen (controleer de aanhalingstekens)');
  }
  return workbook;
}

export async function loadWorkbook(bytes: Buffer, type: FileType): Promise<ExcelJS.Workbook> {
  return type === 'xlsx' ? loadXlsx(bytes) : loadCsv(bytes);
}
