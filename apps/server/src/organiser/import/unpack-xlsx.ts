// The parts of an uploaded .xlsx, unpacked under a hard limit on the bytes actually inflated
// (never on the sizes the zip declares), each refusal a 400 in Dutch; and those parts packed
// again, stored without compression, for exceljs to read.
import JSZip from 'jszip';
import { fileProblem } from './file-problem';
import type { UnzippedEntry, ZipRefusal } from '../../lib/unzip-within-budget';
import { unzipWithinBudget, ZipRefusedError } from '../../lib/unzip-within-budget';

/** A zip that unpacks to far more than any real sheet is refused while it is unpacked. */
export const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;
/** An .xlsx has some tens of parts; a zip listing more is no workbook. */
export const MAX_ZIP_ENTRIES = 1000;

export const DAMAGED = 'Het .xlsx-bestand is beschadigd en kan niet worden geopend';

const REFUSALS: Record<ZipRefusal, string> = {
  corrupt: DAMAGED,
  'too-many-entries': `Het .xlsx-bestand bestaat uit te veel onderdelen (meer dan ${MAX_ZIP_ENTRIES})`,
  'too-big': `Het .xlsx-bestand is uitgepakt te groot (meer dan ${MAX_UNPACKED_BYTES / 1024 / 1024} MB)`,
  'lies-about-size':
    'Het .xlsx-bestand is beschadigd: een onderdeel pakt groter uit dan het bestand zelf opgeeft',
};

export async function unpackXlsx(bytes: Buffer): Promise<UnzippedEntry[]> {
  try {
    return await unzipWithinBudget(bytes, {
      maxUnpackedBytes: MAX_UNPACKED_BYTES,
      maxEntries: MAX_ZIP_ENTRIES,
    });
  } catch (error) {
    if (error instanceof ZipRefusedError) throw fileProblem(REFUSALS[error.reason]);
    throw error;
  }
}

export async function storedZipOf(entries: UnzippedEntry[]): Promise<Buffer> {
  const zip = new JSZip();
  for (const { name, data } of entries) zip.file(name, data);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}
