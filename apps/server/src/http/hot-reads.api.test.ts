// The hot path answers exactly as the router does, and only when it may.
import type { InfoMessages } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths, DATA_VERSION_HEADER } from '@clubelf/contract/paths';
import { siteContentSchema } from '@clubelf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganiserServer } from '../test/organiser/organiser-client';
import type { OrganiserClient } from '../test/organiser/organiser-client';
import { readDataVersion } from '../read-model/season-repository';
import type { TestServer } from '../test/test-server';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  // The production rule (030), which the other API tests' servers leave for 010's.
  ({ server, client } = await startOrganiserServer({
    env: { READS_WAIT_FOR_OWN_WRITES: 'false' },
  }));
});
afterAll(() => server?.close());

/** Status, headers (without the date) and body bytes. */
async function answer(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { 'x-api-key': server.apiKey, ...headers },
  });
  const all = Object.fromEntries(
    [...response.headers].filter(([name]) => name !== 'date' && name !== 'keep-alive'),
  );
  return {
    status: response.status,
    headers: all,
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  };
}

const hot = () => server.app.hotReads.served;

describe('the hot path of public reads', () => {
  it.each([
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
  ])('answers byte for byte and header for header as the router (%s)', async (_, encoding) => {
    const path = apiPaths.standen.tussenstand;
    const headers = { 'accept-encoding': encoding };
    const before = hot();
    const routed = await answer(path, headers);
    const served = await answer(path, headers);
    expect(hot()).toBe(before + 1);
    expect(served).toEqual(routed);
    expect(routed.status).toBe(200);
    if (encoding !== 'identity') expect(routed.headers['content-encoding']).toBe(encoding);
  });

  it('leaves to the router a wrong key, a conditional request, a query and a HEAD', async () => {
    const path = apiPaths.summary.tussenstand;
    const { headers } = await answer(path);
    await answer(path);
    const before = hot();
    expect((await answer(path, { 'x-api-key': 'wrong' })).status).toBe(401);
    expect((await answer(path, { 'if-none-match': headers.etag! })).status).toBe(304);
    expect((await answer(`${path}?x=1`)).status).toBe(200);
    const head = await fetch(`${server.url}${path}`, {
      method: 'HEAD',
      headers: { 'x-api-key': server.apiKey },
    });
    expect(head.status).toBe(200);
    expect(hot()).toBe(before);
  });

  it('never serves an answer older than a save to a reader naming its data version, nor older than the one before it to anyone', async () => {
    const path = apiPaths.infoMessages;
    await answer(path);
    await answer(path);
    const mainMessage = async (headers: Record<string, string> = {}) =>
      ((await (await server.get(path, headers)).json()) as InfoMessages).mainMessage;
    let previous = await mainMessage();
    for (let i = 0; i < 5; i++) {
      const content = siteContentSchema.parse(await client.ok('GET', organiserPaths.inhoud));
      await client.ok('PUT', organiserPaths.inhoud, {
        version: content.version,
        clubName: content.clubName,
        mainMessage: `Bericht ${i}`,
        reglementExtraText: content.reglementExtraText,
      });
      // Without the version, the hot path may still serve the answer before the save while its
      // recompute runs (decision 030), never an older one.
      expect([previous, `Bericht ${i}`]).toContain(await mainMessage());
      // The organiser's own read names the save's version (x-data-version): the new answer.
      const version = String(await readDataVersion(server.db));
      expect(await mainMessage({ [DATA_VERSION_HEADER]: version })).toBe(`Bericht ${i}`);
      expect(await mainMessage({ [DATA_VERSION_HEADER]: version })).toBe(`Bericht ${i}`);
      previous = `Bericht ${i}`;
    }
  });
});
