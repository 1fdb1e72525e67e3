import { DATA_VERSION_HEADER } from '@clubelf/contract/paths';
import { describe, expect, it } from 'vitest';
import { SeenDataVersion } from './data-version';

const answer = (version?: string) =>
  new Headers(version === undefined ? {} : { [DATA_VERSION_HEADER]: version });

describe('SeenDataVersion', () => {
  it('keeps the newest data version a save was answered with, never going back', () => {
    const seen = new SeenDataVersion();
    expect(seen.current).toBeNull();
    seen.noteAnswer(answer('7'));
    expect(seen.current).toBe(7);
    seen.noteAnswer(answer('5'));
    expect(seen.current).toBe(7);
    seen.noteAnswer(answer('9'));
    expect(seen.current).toBe(9);
  });

  it('ignores answers that name no version or a bad one', () => {
    const seen = new SeenDataVersion();
    for (const bad of [undefined, '', 'abc', '0', '-3', '1.5', '9007199254740993']) {
      seen.noteAnswer(answer(bad));
    }
    expect(seen.current).toBeNull();
  });
});
