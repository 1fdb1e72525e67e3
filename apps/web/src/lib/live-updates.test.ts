import { describe, expect, it } from 'vitest';
import { dataVersionOf, LiveVersions } from './live-updates';

describe('LiveVersions', () => {
  it('takes the first version as the mark and reports only newer ones', () => {
    const versions = new LiveVersions();
    expect([5, 5, 6, 4, 6, 9].map((v) => versions.isNews(v))).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
  });
});

describe('dataVersionOf', () => {
  it('reads the data version of a changed message and nothing else', () => {
    expect(dataVersionOf('{"dataVersion":12}')).toBe(12);
    expect(dataVersionOf('{"dataVersion":-1}')).toBeNull();
    expect(dataVersionOf('{"dataVersion":"12"}')).toBeNull();
    expect(dataVersionOf('null')).toBeNull();
    expect(dataVersionOf('not json')).toBeNull();
  });
});
