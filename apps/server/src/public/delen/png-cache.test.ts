import { describe, expect, it } from 'vitest';
import { PngCache } from './png-cache';

const bytes = (text: string) => Promise.resolve(Buffer.from(text));

describe('PngCache', () => {
  it('renders a picture once, also for requests that arrive while it renders', async () => {
    const cache = new PngCache(4);
    let renders = 0;
    const render = () => {
      renders += 1;
      return bytes('a');
    };
    const [a, b] = await Promise.all([cache.get('a', render), cache.get('a', render)]);
    expect(a).toBe(b);
    await cache.get('a', render);
    expect(renders).toBe(1);
  });

  it('keeps at most its bound, dropping the least recently asked', async () => {
    const cache = new PngCache(2);
    await cache.get('a', () => bytes('a'));
    await cache.get('b', () => bytes('b'));
    await cache.get('a', () => bytes('a again'));
    await cache.get('c', () => bytes('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', () => bytes('new'))).toString()).toBe('a');
    expect((await cache.get('b', () => bytes('new b'))).toString()).toBe('new b');
  });

  it('does not keep a failed render', async () => {
    const cache = new PngCache(2);
    await expect(cache.get('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('a', () => bytes('a'))).toString()).toBe('a');
  });
});
