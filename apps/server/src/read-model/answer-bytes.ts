// An answer's bytes as sent: UTF-8 once, and each compression made once and kept with the
// answer (season-answers.ts CachedAnswer), so neither the router nor the hot path redoes them.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoding } from '../http/content-encoding';
import type { CachedAnswer } from './season-answers';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli at quality 5: a 1.5 MB standing (10,000 participants) shrinks to about 180 kB in some
 * 50 ms, off the event loop; quality 11 would save 40 kB more at a hundred times the cost.
 */
function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body);
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The body as UTF-8 bytes, made on the first send and kept. */
export function encodedAnswer(answer: CachedAnswer): Buffer {
  answer.encoded ??= Buffer.from(answer.body, 'utf8');
  return answer.encoded;
}

/** The body compressed; concurrent requests share one compression. */
export function compressedAnswer(answer: CachedAnswer, encoding: ContentEncoding): Promise<Buffer> {
  const kept = (answer.compressed ??= {});
  let made = kept[encoding];
  if (!made) {
    made = compress(encodedAnswer(answer), encoding);
    kept[encoding] = made;
    made.then(
      (bytes) => {
        (answer.compressedBytes ??= {})[encoding] = bytes;
      },
      // A failure is not kept: the next request tries again.
      () => {
        if (kept[encoding] === made) delete kept[encoding];
      },
    );
  }
  return made;
}
