import { describe, expect, it } from 'vitest';
import { formatBytes } from './read-file';

describe('formatBytes', () => {
  it('writes sizes the Dutch way', () => {
    expect(formatBytes(1536 * 1024)).toBe('1,5 MB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(320 * 1024)).toBe('320 kB');
    expect(formatBytes(10)).toBe('1 kB');
  });
});
