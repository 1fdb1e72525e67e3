import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { computeSeason } from '@clubelf/engine';
import { lazyAnswer } from '../read-model/answer';
import { createAnswerContext } from '../read-model/answer-context';
import { emptySeason } from '../read-model/empty-season';
import { SeasonAnswers } from '../read-model/season-answers';
import { FirstScreenCache, type RenderFirstScreen } from './first-screen';

const ctx = (() => {
  const season = emptySeason();
  return createAnswerContext(season.meta, season.input, computeSeason(season.input));
})();

/** The answers of data version `version`: one body saying it. */
const answersOf = (version: number) =>
  new SeasonAnswers(version, ctx, [
    lazyAnswer('/api/versie', z.object({ version: z.number() }), () => ({ version })),
  ]);

/** A first screen made from the answers, as entry-server.tsx does: the page shows the body. */
const render: RenderFirstScreen = async (url, answers) => {
  const body = answers('/api/versie');
  if (body === undefined) return null;
  return { html: `<p>${url} ${body}</p>`, state: body, modules: [] };
};

const cacheOf = (maxKept?: number) =>
  new FirstScreenCache(
    render,
    (season, url) => season.get(url)?.body,
    (error) => {
      throw error;
    },
    undefined,
    maxKept,
  );

describe('FirstScreenCache', () => {
  it('renders a path once per data version, however often it is asked', async () => {
    const cache = cacheOf();
    const v1 = answersOf(1);
    const asked = await Promise.all(Array.from({ length: 50 }, () => cache.get('/home', v1)));
    expect(cache.renders).toBe(1);
    expect(new Set(asked.map((s) => s?.html))).toEqual(new Set(['<p>/home {"version":1}</p>']));
    await cache.get('/home', v1);
    expect(cache.renders).toBe(1);
    // A newer data version: rendered once more, from its answers.
    expect((await cache.get('/home', answersOf(2)))?.html).toBe('<p>/home {"version":2}</p>');
    expect(cache.renders).toBe(2);
  });

  it('keeps a bounded number of paths, the least recently used going first', async () => {
    const cache = cacheOf(2);
    const v1 = answersOf(1);
    await cache.get('/a', v1);
    await cache.get('/b', v1);
    await cache.get('/a', v1);
    await cache.get('/c', v1);
    expect(cache.size).toBe(2);
    expect(cache.renders).toBe(3);
    await cache.get('/a', v1);
    expect(cache.renders).toBe(3);
    await cache.get('/b', v1);
    expect(cache.renders).toBe(4);
  });

  it('counts the extra answers in what a kept screen is of', async () => {
    const cache = cacheOf();
    const v1 = answersOf(1);
    await cache.get('/home', v1, new Map([['/api/x', '{"open":true}']]));
    await cache.get('/home', v1, new Map([['/api/x', '{"open":true}']]));
    expect(cache.renders).toBe(1);
    await cache.get('/home', v1, new Map([['/api/x', '{"open":false}']]));
    expect(cache.renders).toBe(2);
  });
});
