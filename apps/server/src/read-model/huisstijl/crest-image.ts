// The organiser's crest upload, treated as hostile: the bytes must be a PNG, JPEG or WebP (by
// their signature, whatever the request says), small, of a sane pixel count (a 100 kB PNG can
// claim 20000x20000 pixels: it is refused from its header, before any decoding), and decode in
// full. SVG is refused: it is a document that can carry script and outside references, and a
// crest reads fine as a bitmap. What is stored is re-encoded by sharp (libvips) at two sizes,
// so no byte of the upload (metadata, trailing data) reaches a visitor.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { fieldProblem } from '../../http/errors';

export const MAX_CREST_BYTES = 2 * 1024 * 1024;
/** Per side, and in all: enough for any photo of a crest, far below a decompression bomb. */
export const MAX_CREST_SIDE = 4096;
export const MAX_CREST_PIXELS = 4096 * 4096;
export const CREST_SIZES = [128, 256] as const;

const ACCEPTED = 'Kies een PNG-, JPEG- of WebP-afbeelding.';

/** Every refusal is about the uploaded image: the field `crest` of `details.problems`. */
export const crestProblem = (message: string) => fieldProblem('crest', message);

export interface CrestImages {
  /** Changes with every crest: part of its URLs. */
  version: string;
  png128: Buffer;
  png256: Buffer;
  webp128: Buffer;
  webp256: Buffer;
}

type Format = 'png' | 'jpeg' | 'webp';

function formatOf(bytes: Buffer): Format | 'svg' | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  const start = bytes
    .toString('utf8', 0, 512)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (start.startsWith('<svg') || (start.startsWith('<?xml') && start.includes('<svg')))
    return 'svg';
  if (start.startsWith('<!doctype svg') || start.includes('<svg')) return 'svg';
  return undefined;
}

/** Checks and resizes an upload; a 400 with a Dutch message for anything unusable. */
export async function processCrest(bytes: Buffer): Promise<CrestImages> {
  if (bytes.length === 0) throw crestProblem(`Er is geen afbeelding meegestuurd. ${ACCEPTED}`);
  if (bytes.length > MAX_CREST_BYTES) {
    throw crestProblem('Het bestand is te groot: een clubwapen mag hoogstens 2 MB zijn.');
  }
  const format = formatOf(bytes);
  if (format === 'svg') {
    throw crestProblem(
      `SVG-bestanden worden niet geaccepteerd (ze kunnen scripts bevatten). ${ACCEPTED}`,
    );
  }
  if (!format)
    throw crestProblem(`Dit bestand is geen afbeelding die we kunnen lezen. ${ACCEPTED}`);

  const options = { limitInputPixels: MAX_CREST_PIXELS, failOn: 'warning' as const };
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reads the header only (no limit yet, so the claimed size can be named in the answer);
    // nothing is decoded before the size is checked below.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw crestProblem(`Het bestand is beschadigd of geen geldige afbeelding. ${ACCEPTED}`);
  }
  if (!width || !height) {
    throw crestProblem(`Het bestand is beschadigd of geen geldige afbeelding. ${ACCEPTED}`);
  }
  if (width > MAX_CREST_SIDE || height > MAX_CREST_SIDE || width * height > MAX_CREST_PIXELS) {
    throw crestProblem(
      `De afbeelding is te groot (${width} x ${height} pixels); ` +
        `hoogstens ${MAX_CREST_SIDE} x ${MAX_CREST_SIDE} pixels.`,
    );
  }

  const resized = async (size: number) => {
    // Decoded in full (a truncated file fails here), turned upright, fitted into a transparent
    // square, metadata dropped.
    const square = sharp(bytes, options)
      .rotate()
      .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
    const [png, webp] = await Promise.all([
      square.clone().png({ compressionLevel: 9 }).toBuffer(),
      square.clone().webp({ quality: 85 }).toBuffer(),
    ]);
    return { png, webp };
  };
  try {
    const [small, large] = await Promise.all(CREST_SIZES.map(resized));
    if (!small || !large) throw new Error('missing size');
    const version = createHash('sha256').update(large.png).digest('hex').slice(0, 16);
    return {
      version,
      png128: small.png,
      png256: large.png,
      webp128: small.webp,
      webp256: large.webp,
    };
  } catch {
    throw crestProblem(`Het bestand is beschadigd of onvolledig. ${ACCEPTED}`);
  }
}
