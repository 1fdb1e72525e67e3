import { describe, expect, it } from 'vitest';
import { fileNameOf } from './content-disposition';

describe('fileNameOf', () => {
  it('reads plain and encoded file names', () => {
    expect(fileNameOf('attachment; filename="standen.xlsx"')).toBe('standen.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''back-up%202026.json")).toBe(
      'back-up 2026.json',
    );
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
