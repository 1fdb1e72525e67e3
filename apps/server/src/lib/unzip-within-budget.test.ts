import { inflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { inflateMeter, unzipWithinBudget, ZipRefusedError } from './unzip-within-budget';
import type { ZipRefusal } from './unzip-within-budget';
import { deflatedZeros, overlappingZip, zipOf } from './zip-bombs';

const MIB = 1024 * 1024;
const BUDGET = { maxUnpackedBytes: 40 * MIB, maxEntries: 1000 };

/** The refusal of these bytes, and how many bytes were inflated before it. */
async function refusalOf(bytes: Buffer): Promise<{ reason: ZipRefusal; inflated: number }> {
  const before = inflateMeter.bytes;
  const error = await unzipWithinBudget(bytes, BUDGET).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ZipRefusedError);
  return { reason: (error as ZipRefusedError).reason, inflated: inflateMeter.bytes - before };
}

describe('unzipping within a budget of inflated bytes', () => {
  it('the test bomb is what it claims: repeated flushed segments inflate to zeros', () => {
    const three = inflateRawSync(deflatedZeros(3));
    expect(three.length).toBe(3 * MIB);
    expect(three.every((b) => b === 0)).toBe(true);
    // ~1030:1, so 1900 MiB of zeros fit in under 2 MB.
    expect(deflatedZeros(1900).length).toBeLessThan(2 * 1000 * 1000);
  });

  it('unpacks an honest zip', async () => {
    const zip = new JSZip();
    zip.file('a.txt', 'hallo');
    zip.file('map/b.bin', Buffer.alloc(100_000, 7));
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const entries = await unzipWithinBudget(bytes, BUDGET);
    expect(entries.map((e) => [e.name, e.data.length])).toEqual([
      ['a.txt', 5],
      ['map/b.bin', 100_000],
    ]);
  });

  it('stops a 1.9 MB bomb of ~2 GB that declares 1 MiB right after that MiB', async () => {
    const bytes = zipOf([
      { name: 'xl/worksheets/sheet1.xml', deflated: deflatedZeros(1900), declaredSize: MIB },
    ]);
    expect(bytes.length).toBeLessThan(2 * 1000 * 1000);
    const { reason, inflated } = await refusalOf(bytes);
    expect(reason).toBe('lies-about-size');
    // Not 1900 MiB: the declared MiB and at most a few chunks of zlib's output.
    expect(inflated).toBeLessThanOrEqual(MIB + 64 * 1024);
  });

  it('refuses overlapping entries whose honest sizes add up to ~2 GB before inflating any', async () => {
    const bytes = overlappingZip(deflatedZeros(20), 100, 20 * MIB);
    expect(bytes.length).toBeLessThan(50 * 1000);
    expect(await refusalOf(bytes)).toEqual({ reason: 'too-big', inflated: 0 });
  });

  it('stops overlapping entries that each under-declare their size at the first', async () => {
    const bytes = overlappingZip(deflatedZeros(20), 100, 1024);
    const { reason, inflated } = await refusalOf(bytes);
    expect(reason).toBe('lies-about-size');
    expect(inflated).toBeLessThanOrEqual(1024 + 64 * 1024);
  });

  it('refuses a zip listing too many entries, and bytes that are no zip', async () => {
    const tiny = { name: 'x', deflated: Buffer.from([0x03, 0x00]), declaredSize: 0 };
    const many = zipOf(Array.from({ length: 1001 }, (_, i) => ({ ...tiny, name: `x${i}` })));
    expect(await refusalOf(many)).toEqual({ reason: 'too-many-entries', inflated: 0 });
    expect((await refusalOf(Buffer.from('PK\u0003\u0004kapot'))).reason).toBe('corrupt');
  });
});
