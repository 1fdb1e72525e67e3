// For tests: zip bombs built in memory, small on the wire and lying about what they unpack to.
import { constants, deflateRawSync } from 'node:zlib';

const MIB = 1024 * 1024;
/** A final, empty deflate block (fixed Huffman, end-of-block only). */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * A raw deflate stream of `mib` MiB of zeros, without deflating them all: one MiB is deflated
 * with a full flush (byte-aligned, no history, not final) and that segment repeated.
 */
export function deflatedZeros(mib: number): Buffer {
  const segment = deflateRawSync(Buffer.alloc(MIB), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  return Buffer.concat([...Array<Buffer>(mib).fill(segment), FINAL_EMPTY_BLOCK]);
}

export interface BombEntry {
  name: string;
  /** Raw deflate data. */
  deflated: Buffer;
  /** The uncompressed size written in the local header and the central directory. */
  declaredSize: number;
}

function localHeader(name: Buffer, compressed: number, declared: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4); // version needed
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt16LE(0x21, 12); // date: 1980-01-01
  header.writeUInt32LE(compressed, 18);
  header.writeUInt32LE(declared, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralHeader(name: Buffer, compressed: number, declared: number, offset: number) {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4); // made by
  header.writeUInt16LE(20, 6); // version needed
  header.writeUInt16LE(8, 10); // deflate
  header.writeUInt16LE(0x21, 14);
  header.writeUInt32LE(compressed, 20);
  header.writeUInt32LE(declared, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** A zip of these entries; each size it declares is the given (false) one, in both headers. */
export function zipOf(entries: BombEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, deflated, declaredSize } of entries) {
    const encoded = Buffer.from(name);
    const local = localHeader(encoded, deflated.length, declaredSize);
    centrals.push(centralHeader(encoded, deflated.length, declaredSize, offset));
    locals.push(local, deflated);
    offset += local.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  return Buffer.concat([
    ...locals,
    directory,
    endOfDirectory(entries.length, directory.length, offset),
  ]);
}

/**
 * One deflated entry stored once but listed `count` times in the central directory, each
 * listing pointing at the same bytes (overlapping entries: the unpacked size multiplies).
 */
export function overlappingZip(deflated: Buffer, count: number, declaredSize: number): Buffer {
  const local = localHeader(Buffer.from('xl/worksheets/sheet1.xml'), deflated.length, declaredSize);
  const directory = Buffer.concat(
    Array.from({ length: count }, (_, i) =>
      centralHeader(
        Buffer.from(`xl/worksheets/sheet${i + 1}.xml`),
        deflated.length,
        declaredSize,
        0,
      ),
    ),
  );
  const offset = local.length + deflated.length;
  return Buffer.concat([
    local,
    deflated,
    directory,
    endOfDirectory(count, directory.length, offset),
  ]);
}

/** A gzip member around raw deflate data (CRC left 0: a bomb is never read to its end). */
export function gzipOf(deflated: Buffer, size: number): Buffer {
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([header, deflated, trailer]);
}
