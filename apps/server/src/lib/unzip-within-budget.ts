// Unpacks an uploaded zip (an .xlsx) into memory under a hard limit on the bytes actually
// inflated. The sizes a zip declares about itself are only used to refuse early: every entry is
// inflated as a stream (yauzl over node:zlib), counted chunk by chunk, and stopped the moment it
// gives more than it declared or the whole gives more than the budget. A zip bomb that lies
// about its sizes therefore costs at most the budget plus one chunk, never its real size.
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';

export interface ZipBudget {
  /** The most bytes all entries together may unpack to. */
  maxUnpackedBytes: number;
  /** The most entries the zip's directory may list. */
  maxEntries: number;
}

export interface UnzippedEntry {
  name: string;
  data: Buffer;
}

/** Why a zip was refused: the caller says it in its own words. */
export type ZipRefusal = 'corrupt' | 'too-many-entries' | 'too-big' | 'lies-about-size';

export class ZipRefusedError extends Error {
  override name = 'ZipRefusedError';
  constructor(
    readonly reason: ZipRefusal,
    /** Bytes this zip had inflated when it was refused. */
    readonly inflatedBytes: number,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/** Every byte inflated by this process so far: tests and logs compare it before and after. */
export const inflateMeter = { bytes: 0 };

/** yauzl's own size check (validateEntrySizes) says this when an entry gives too much. */
const YAUZL_TOO_MANY_BYTES = /^too many bytes in the stream/;

async function openZip(bytes: Buffer): Promise<ZipFile> {
  try {
    return await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      decodeStrings: true,
      // Kept on as a second guard beside the counting below.
      validateEntrySizes: true,
    });
  } catch (error) {
    throw new ZipRefusedError('corrupt', 0, (error as Error).message);
  }
}

/** The directory's entries (files only), refused before anything is inflated if it is too big. */
async function listEntries(zip: ZipFile, budget: ZipBudget): Promise<Entry[]> {
  if (zip.entryCount > budget.maxEntries) {
    throw new ZipRefusedError('too-many-entries', 0, `${zip.entryCount} entries`);
  }
  const entries: Entry[] = [];
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      declared += entry.uncompressedSize;
      entries.push(entry);
    }
  } catch (error) {
    throw new ZipRefusedError('corrupt', 0, (error as Error).message);
  }
  if (declared > budget.maxUnpackedBytes) {
    throw new ZipRefusedError('too-big', 0, `declares ${declared} bytes`);
  }
  return entries;
}

export async function unzipWithinBudget(
  bytes: Buffer,
  budget: ZipBudget,
): Promise<UnzippedEntry[]> {
  const zip = await openZip(bytes);
  const entries = await listEntries(zip, budget);
  const unzipped: UnzippedEntry[] = [];
  let total = 0;
  const refuse = (reason: ZipRefusal, detail: string) =>
    new ZipRefusedError(reason, total, `${detail} after ${total} inflated bytes`);

  for (const entry of entries) {
    const chunks: Buffer[] = [];
    let own = 0;
    try {
      const stream = await zip.openReadStreamPromise(entry);
      // Leaving the loop early (throw) destroys the stream: nothing more is inflated.
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        own += chunk.length;
        total += chunk.length;
        inflateMeter.bytes += chunk.length;
        if (own > entry.uncompressedSize) throw refuse('lies-about-size', entry.fileName);
        if (total > budget.maxUnpackedBytes) throw refuse('too-big', entry.fileName);
        chunks.push(chunk);
      }
    } catch (error) {
      if (error instanceof ZipRefusedError) throw error;
      const message = (error as Error).message;
      if (YAUZL_TOO_MANY_BYTES.test(message)) throw refuse('lies-about-size', entry.fileName);
      throw refuse('corrupt', `${entry.fileName}: ${message}`);
    }
    unzipped.push({ name: entry.fileName, data: Buffer.concat(chunks) });
  }
  return unzipped;
}
