import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAreas, invalidationFor, isPublicAnswer } from './organiser-areas';
import { scheduleQuery, seasonQuery, spelersQuery, teamsQuery, uitslagQuery } from './queries';

/** A client holding an answer under each key, none stale yet. */
function clientWith(keys: QueryKey[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, { held: true });
  return client;
}

const stale = (client: QueryClient, key: QueryKey) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('invalidationFor', () => {
  it("names a write's own dashboard part, what follows from it, the logbook and the public answers", () => {
    const { everything, prefixes, publicAnswers } = invalidationFor('uitslagen');
    expect(everything).toBe(false);
    expect(publicAnswers).toBe(true);
    expect(prefixes).toEqual(
      expect.arrayContaining([
        ['organiser', 'uitslag'],
        ['organiser', 'teams'],
        ['organiser', 'season'],
        ['organiser', 'audit'],
      ]),
    );
    expect(prefixes).not.toContainEqual(['organiser', 'huisstijl']);
  });

  it('leaves the season alone for a write that cannot change it', () => {
    expect(invalidationFor('bekers').prefixes).not.toContainEqual(['organiser', 'season']);
    expect(invalidationFor('clubs').prefixes).not.toContainEqual(['organiser', 'season']);
  });

  it('joins several areas without naming a part twice', () => {
    const { prefixes } = invalidationFor(['inleg', 'aanmeldingen']);
    const names = prefixes.map((key) => key[1]);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['inleg', 'aanmeldingen', 'deelnemers']));
  });

  it('marks only the logbook for a download, the whole dashboard for the season, all for a restore', () => {
    expect(invalidationFor('geen')).toEqual({
      everything: false,
      prefixes: [['organiser', 'audit']],
      publicAnswers: false,
    });
    expect(invalidationFor('seizoen')).toEqual({
      everything: false,
      prefixes: [['organiser']],
      publicAnswers: true,
    });
    expect(invalidationFor(['bekers', 'alles']).everything).toBe(true);
  });
});

describe('isPublicAnswer', () => {
  it("is every key but the dashboard's and a closed season's", () => {
    expect(isPublicAnswer(['summary', 'tussenstand'])).toBe(true);
    expect(isPublicAnswer(['settings'])).toBe(true);
    expect(isPublicAnswer(['seizoenen'])).toBe(true);
    expect(isPublicAnswer(seasonQuery.queryKey)).toBe(false);
    expect(isPublicAnswer(['seizoen', 3, 'summary', 'tussenstand'])).toBe(false);
  });
});

describe('invalidateAreas', () => {
  const keys: QueryKey[] = [
    seasonQuery.queryKey,
    scheduleQuery.queryKey,
    uitslagQuery(4).queryKey,
    teamsQuery.queryKey,
    spelersQuery.queryKey,
    ['organiser', 'huisstijl'],
    ['organiser', 'audit', 1, 50],
    ['summary', 'tussenstand'],
    ['seizoen', 2, 'summary', 'tussenstand'],
  ];

  it("marks a result's parts, the logbook and the public answers stale, nothing else", async () => {
    const client = clientWith(keys);
    await invalidateAreas(client, 'uitslagen');
    expect(stale(client, uitslagQuery(4).queryKey)).toBe(true);
    expect(stale(client, teamsQuery.queryKey)).toBe(true);
    expect(stale(client, seasonQuery.queryKey)).toBe(true);
    expect(stale(client, ['organiser', 'audit', 1, 50])).toBe(true);
    expect(stale(client, ['summary', 'tussenstand'])).toBe(true);
    expect(stale(client, ['organiser', 'huisstijl'])).toBe(false);
    expect(stale(client, ['seizoen', 2, 'summary', 'tussenstand'])).toBe(false);
  });

  it('keeps the public answers and the season fresh after a download', async () => {
    const client = clientWith(keys);
    await invalidateAreas(client, 'geen');
    expect(stale(client, ['organiser', 'audit', 1, 50])).toBe(true);
    expect(stale(client, ['summary', 'tussenstand'])).toBe(false);
    expect(stale(client, seasonQuery.queryKey)).toBe(false);
  });

  it("marks a closed season's answers stale only when everything is restored", async () => {
    const client = clientWith(keys);
    await invalidateAreas(client, 'alles');
    for (const key of keys) expect(stale(client, key)).toBe(true);
  });
});
