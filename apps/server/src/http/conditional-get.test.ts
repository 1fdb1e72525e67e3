import { describe, expect, it } from 'vitest';
import { isNotModified, matchesIfNoneMatch } from './conditional-get';

// An answer's tags: one entity, its encodings marked by a suffix (hot-reads.ts encodedEtag).
const ANSWER = '"Zm9vYmFy"';
// A web file's tags: each copy has a hash of its own, marked -br or -gz (web-files.ts).
const FILE = '"aaaaaaaaaaaaaaaaaaaaaaaaaaa"';
const FILE_BR = '"bbbbbbbbbbbbbbbbbbbbbbbbbbb-br"';
const FILE_GZ = '"ccccccccccccccccccccccccccc-gz"';

describe('matchesIfNoneMatch', () => {
  it('matches the same tag, weakly, anywhere in a list, and * alone', () => {
    expect(matchesIfNoneMatch(ANSWER, ANSWER)).toBe(true);
    expect(matchesIfNoneMatch(`W/${ANSWER}`, ANSWER)).toBe(true);
    expect(matchesIfNoneMatch(`"stale", ${ANSWER}`, ANSWER)).toBe(true);
    expect(matchesIfNoneMatch(['"stale"', ANSWER], ANSWER)).toBe(true);
    expect(matchesIfNoneMatch(' * ', ANSWER)).toBe(true);
  });

  it('does not match another tag, an empty or a missing header', () => {
    expect(matchesIfNoneMatch('"stale"', ANSWER)).toBe(false);
    expect(matchesIfNoneMatch('', ANSWER)).toBe(false);
    expect(matchesIfNoneMatch(undefined, ANSWER)).toBe(false);
    expect(matchesIfNoneMatch('"Zm9vYmF"', ANSWER)).toBe(false);
  });

  it("lets an answer's gzip or brotli copy revalidate against any encoding of it", () => {
    for (const held of ['"Zm9vYmFy-gzip"', '"Zm9vYmFy-br"', `W/"Zm9vYmFy-br"`]) {
      expect(matchesIfNoneMatch(held, ANSWER), held).toBe(true);
      expect(matchesIfNoneMatch(held, '"Zm9vYmFy-br"'), held).toBe(true);
    }
    expect(matchesIfNoneMatch('"Zm9vYmFy-deflate"', ANSWER)).toBe(false);
  });

  it("matches a web file's copy only with its own tag", () => {
    for (const tag of [FILE, FILE_BR, FILE_GZ]) {
      expect(matchesIfNoneMatch(tag, tag)).toBe(true);
      for (const other of [FILE, FILE_BR, FILE_GZ].filter((t) => t !== tag)) {
        expect(matchesIfNoneMatch(other, tag), `${other} for ${tag}`).toBe(false);
      }
    }
  });
});

describe('isNotModified', () => {
  const validators = { etag: FILE_BR, lastModified: 'Tue, 03 Nov 2026 10:00:00 GMT' };

  it('lets If-None-Match decide alone when it is there', () => {
    expect(isNotModified(FILE_BR, undefined, validators)).toBe(true);
    expect(isNotModified(FILE_GZ, 'Wed, 04 Nov 2026 10:00:00 GMT', validators)).toBe(false);
    expect(isNotModified('', 'Wed, 04 Nov 2026 10:00:00 GMT', validators)).toBe(false);
  });

  it('otherwise compares If-Modified-Since with the last modification', () => {
    expect(isNotModified(undefined, 'Tue, 03 Nov 2026 10:00:00 GMT', validators)).toBe(true);
    expect(isNotModified(undefined, 'Mon, 02 Nov 2026 10:00:00 GMT', validators)).toBe(false);
    expect(isNotModified(undefined, 'gisteren', validators)).toBe(false);
    expect(isNotModified(undefined, undefined, validators)).toBe(false);
  });
});
