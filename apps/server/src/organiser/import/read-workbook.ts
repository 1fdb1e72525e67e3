// Opens an uploaded .xlsx or .csv with exceljs. Everything wrong with the file as a whole is a
// 400 with a Dutch reason; what is wrong inside a row is for the row checks.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { badRequest } from '../../errors';

/** A zip that unpacks to far more than any real sheet is refused before it is unpacked. */
export const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = '\uFEFF';

export type FileType = 'xlsx' | 'csv';

/** The type from the file's own bytes: an .xlsx is a zip, a .csv is UTF-8 text. */
export function detectFileType(bytes: Buffer, fileName: string): FileType {
  const isZip = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  const named = fileName.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
  if (isZip && named === 'xlsx') return 'xlsx';
  if (!isZip && named === 'csv') return 'csv';
  throw badRequest(
    named === 'xlsx'
      ? 'Het bestand is geen .xlsx-werkmap (sla het in Excel op als "Excel-werkmap (.xlsx)")'
      : 'Het bestand is geen .csv-tekstbestand',
  );
}

/** The unpacked size the zip's own directory declares, read without unpacking anything. */
async function declaredUnpackedBytes(zip: JSZip): Promise<number> {
  let total = 0;
  zip.forEach((_path, entry) => {
    // jszip keeps the central directory's sizes on the entry; not in its typings.
    const size = (entry as unknown as { _data?: { uncompressedSize?: unknown } })._data
      ?.uncompressedSize;
    if (typeof size === 'number') total += size;
  });
  return total;
}

async function loadXlsx(bytes: Buffer): Promise<ExcelJS.Workbook> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw badRequest('Het .xlsx-bestand is beschadigd en kan niet worden geopend');
  }
  if ((await declaredUnpackedBytes(zip)) > MAX_UNPACKED_BYTES) {
    throw badRequest('Het .xlsx-bestand is uitgepakt te groot (meer dan 40 MB)');
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest('Het .xlsx-bestand is beschadigd en kan niet worden geopend');
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
    throw badRequest('Het .csv-bestand is geen UTF-8-tekst (sla het op als "CSV UTF-8")');
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
    throw badRequest('Het .csv-bestand kan niet worden gelezen (controleer de aanhalingstekens)');
  }
  return workbook;
}

export async function loadWorkbook(bytes: Buffer, type: FileType): Promise<ExcelJS.Workbook> {
  return type === 'xlsx' ? loadXlsx(bytes) : loadCsv(bytes);
}
