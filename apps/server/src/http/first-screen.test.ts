import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { computeSeason } from '@clubelf/engine';
import { lazyAnswer } from '../read-model/answer';
import { createAnswerContext } from '../read-model/answer-context';
import { emptySeason } from '../read-model/empty-season';
import { SeasonAnswers } from '../read-model/season-answers';
import {
  FirstScreenCache,
  isFirstScreenPath,
  MAX_CHOSEN_WAITING,
  type ChosenParticipant,
  type RenderFirstScreen,
} from './first-screen';

const ctx = (() => {
  const season = emptySeason();
  return createAnswerContext(season.meta, season.input, computeSeason(season.input));
})();

/** The answers of data version `version`: one body saying it. */
const answersOf = (version: number) =>
  new SeasonAnswers(version, ctx, [
    lazyAnswer('/api/versie', z.object({ version: z.number() }), () => ({ version })),
  ]);

/**
 * A first screen made from the answers, as entry-server.tsx does: the page shows the body, and
 * the chosen participant's name when there is one (participant 13 has a page it cannot make).
 */
const render: RenderFirstScreen = async (url, answers, gekozen) => {
  const body = answers('/api/versie');
  if (body === undefined || gekozen?.id === 13) return null;
  return {
    html: `<p>${url} ${body}${gekozen ? ` ${gekozen.name}` : ''}</p>`,
    state: body,
    modules: [],
  };
};

const cacheOf = (maxKept?: number, maxChosen?: number, maxChosenChars?: number, draw = render) =>
  new FirstScreenCache(
    draw,
    (season, url) => season.get(url)?.body,
    (error) => {
      throw error;
    },
    undefined,
    maxKept,
    maxChosen,
    maxChosenChars,
  );

const fan = (id: number): ChosenParticipant => ({
  id,
  name: `Fan ${id}`,
  teamName: `Team ${id}`,
  persoonId: id,
});

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

  it("keeps a chosen participant's screens apart from the plain ones, in a bound of their own", async () => {
    const cache = cacheOf(2, 3);
    const v1 = answersOf(1);
    const none = new Map<string, string>();
    expect((await cache.get('/home', v1))?.html).toBe('<p>/home {"version":1}</p>');
    expect((await cache.get('/home', v1, none, fan(5)))?.html).toBe(
      '<p>/home {"version":1} Fan 5</p>',
    );
    expect(cache.renders).toBe(2);
    // A flood of ids: the chosen ones push out only each other; the plain page stays kept.
    for (let id = 100; id < 120; id++) await cache.get('/home', v1, none, fan(id));
    expect(cache.chosenSize).toBe(3);
    expect(cache.size).toBe(1);
    const renders = cache.renders;
    expect((await cache.get('/home', v1))?.html).toBe('<p>/home {"version":1}</p>');
    expect((await cache.get('/home', v1, none, fan(119)))?.html).toContain('Fan 119');
    expect(cache.renders).toBe(renders);
    // Pushed out: rendered again.
    await cache.get('/home', v1, none, fan(5));
    expect(cache.renders).toBe(renders + 1);
  });

  it("bounds the chosen screens' characters too", async () => {
    const cache = cacheOf(2, 100, 60);
    const v1 = answersOf(1);
    for (let id = 100; id < 110; id++) await cache.get('/home', v1, new Map(), fan(id));
    // Each is 47 characters of HTML and data: only one fits in 60.
    expect(cache.chosenSize).toBe(1);
  });

  it('gives the plain screen when a chosen one cannot be made', async () => {
    const cache = cacheOf();
    const v1 = answersOf(1);
    expect((await cache.get('/home', v1, new Map(), fan(13)))?.html).toBe(
      '<p>/home {"version":1}</p>',
    );
    // Both kept: asked again, nothing is rendered.
    await cache.get('/home', v1, new Map(), fan(13));
    expect(cache.renders).toBe(2);
  });

  it('lets only a few chosen renders wait at once; the others get the plain screen', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: RenderFirstScreen = async (url, answers, gekozen) => {
      if (gekozen) await held;
      return render(url, answers, gekozen);
    };
    const cache = cacheOf(undefined, undefined, undefined, slow);
    const v1 = answersOf(1);
    await cache.get('/home', v1);
    const asked = Array.from({ length: 50 }, (_, i) =>
      cache.get('/home', v1, new Map(), fan(i + 1)),
    );
    release();
    const screens = await Promise.all(asked);
    expect(screens.filter((s) => s?.html.includes('Fan')).length).toBe(MAX_CHOSEN_WAITING);
    expect(screens.filter((s) => s?.html === '<p>/home {"version":1}</p>').length).toBe(
      50 - MAX_CHOSEN_WAITING,
    );
    expect(cache.renders).toBe(1 + MAX_CHOSEN_WAITING);
  });
});

describe('isFirstScreenPath', () => {
  const season = new SeasonAnswers(1, ctx, [
    lazyAnswer('/api/bekerrondes/3', z.object({ id: z.number() }), () => ({ id: 3 })),
    lazyAnswer('/api/teambekerrondes/5', z.object({ id: z.number() }), () => ({ id: 5 })),
    lazyAnswer('/api/deelnemers/7', z.object({ id: z.number() }), () => ({ id: 7 })),
  ]);

  it('takes /home, the tussenstand, and the participants and (team)beker rounds the season has', () => {
    for (const path of [
      '/home',
      '/standen/tussenstand',
      '/deelnemers/7',
      '/beker/3',
      '/teambeker/5',
    ]) {
      expect(isFirstScreenPath(path, season), path).toBe(true);
    }
  });

  it('leaves every other path to the browser', () => {
    for (const path of [
      '/beker/4',
      '/beker/03',
      '/beker/schema',
      '/beker/3/',
      '/teambeker/3',
      '/teambeker/schema',
      '/beker/5',
      '/deelnemers/8',
      '/beker/99999999999',
    ]) {
      expect(isFirstScreenPath(path, season), path).toBe(false);
    }
  });
});
