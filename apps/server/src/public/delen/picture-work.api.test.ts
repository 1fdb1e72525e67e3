// What the share pictures may cost the server, over real HTTP on the seeded demo: they are
// laid out and drawn in the worker pool (its counters name the threads that did it, never this
// one), one address may have PICTURE_RENDERS_PER_MINUTE drawn (here 2), beyond that a Dutch 429
// in the error envelope with Retry-After, while a picture already drawn is still answered; the
// workers end with the app. The tests run in order and share the address's minute.
import { threadId } from 'node:worker_threads';
import type { Deelnemers } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';

let server: TestServer;
let ids: number[];

/** GET without the API key, as a chat app's crawler asks. */
const bare = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${p}`, { headers });

beforeAll(async () => {
  server = await startTestServer({ env: { PICTURE_RENDERS_PER_MINUTE: '2' } });
  ids = (await server.getJson<Deelnemers>(apiPaths.deelnemers)).slice(0, 3).map((d) => d.id);
});
afterAll(() => server?.close());

describe('the share pictures', () => {
  it('are laid out and drawn in a worker thread, not on the event loop', async () => {
    const pool = server.app.picturePool;
    expect(pool.stats()).toEqual({ workers: 0, drawn: 0, threadIds: [] });
    const response = await bare(apiPaths.deelnemerKaart(ids[0]!));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    await response.arrayBuffer();
    const stats = pool.stats();
    expect(stats.drawn).toBe(1);
    expect(stats.workers).toBeGreaterThanOrEqual(1);
    expect(stats.threadIds).toHaveLength(1);
    expect(stats.threadIds).not.toContain(threadId);
  });

  it('are drawn at most PICTURE_RENDERS_PER_MINUTE times per address; kept ones still answer', async () => {
    // The second of this minute (the first was the test before).
    expect((await bare(apiPaths.deelnemerKaart(ids[1]!))).status).toBe(200);
    const refused = await bare(apiPaths.deelnemerKaart(ids[2]!));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('too_many_requests');
    expect(body.error.message).toMatch(
      /^Te veel nieuwe afbeeldingen .* Probeer het over \d+ seconden opnieuw\.$/,
    );
    expect(server.app.picturePool.stats().drawn).toBe(2);

    // Pictures drawn before are kept: no render, no limit.
    const kept = await bare(apiPaths.deelnemerKaart(ids[1]!));
    expect(kept.status).toBe(200);
    expect(kept.headers.get('content-type')).toBe('image/png');
    const etag = kept.headers.get('etag') ?? '';
    expect((await bare(apiPaths.deelnemerKaart(ids[0]!))).status).toBe(200);
    expect((await bare(apiPaths.deelnemerKaart(ids[1]!), { 'if-none-match': etag })).status).toBe(
      304,
    );
    // A refusal is still a 404 where there is nothing to draw.
    expect((await bare(apiPaths.deelnemerKaart(987_654))).status).toBe(404);
    expect(server.app.picturePool.stats().drawn).toBe(2);
  });

  it('end their workers with the app', async () => {
    const pool = server.app.picturePool;
    expect(pool.stats().workers).toBeGreaterThanOrEqual(1);
    await server.close();
    expect(pool.stats().workers).toBe(0);
  });
});
