// Issue 24: live streams are capped per client address and in all, below the descriptor limit.
// Beyond a cap the stream is refused with a Dutch 503 in the error envelope while the page and
// the API keep answering; a stream counts out when its connection closes, pipelined or not.
// Runs on SQLite and PostgreSQL (*.db.test.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiErrorSchema, liveChangedSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { openLiveStream } from './live-test-support';
import type { LiveStream } from './live-test-support';

const PER_ADDRESS = 2;
const TOTAL = 3;
const INDEX =
  '<!doctype html><html lang="nl"><head><title>Clubelf</title></head><body></body></html>';

let server: TestServer;
let dist: string;
const open: LiveStream[] = [];

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'clubelf-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  server = await startTestServer({
    webDistDir: dist,
    // Every test client is 127.0.0.1: X-Forwarded-For stands for the addresses behind nginx.
    env: {
      TRUST_PROXY: 'true',
      LIVE_STREAMS_MAX: String(TOTAL),
      LIVE_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
    },
  });
});
// Each test starts with no stream of the tests before it.
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const from = (address: string) => ({ 'x-forwarded-for': address });

async function stream(address: string): Promise<LiveStream> {
  const s = await openLiveStream(server.url, server.apiKey, from(address));
  open.push(s);
  return s;
}

/** Opens a stream from `address` until one is admitted (a closed one counts out soon after). */
async function admittedStream(address: string, tries = 50): Promise<LiveStream> {
  for (let i = 0; ; i += 1) {
    const s = await stream(address);
    if (s.response.statusCode === 200 || i >= tries) return s;
    s.close();
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function expectRefused(s: LiveStream) {
  expect(s.response.statusCode).toBe(503);
  expect(s.response.headers['retry-after']).toBe('120');
  const body = apiErrorSchema.parse(JSON.parse(await s.text()));
  expect(body.error.code).toBe('live_full');
  expect(body.error.message).toMatch(/te veel live-verbindingen/);
}

describe('live stream caps', () => {
  it('refuses the streams over the caps with a Dutch 503, and the site keeps answering', async () => {
    const first = await stream('10.0.0.1');
    const second = await stream('10.0.0.1');
    expect(first.response.statusCode).toBe(200);
    expect(second.response.statusCode).toBe(200);
    const said = liveChangedSchema.parse(JSON.parse((await first.nextEvent()).data));
    // One address over its own cap.
    await expectRefused(await stream('10.0.0.1'));
    // Another address still gets one, up to the total; then nobody does.
    expect((await stream('10.0.0.2')).response.statusCode).toBe(200);
    await expectRefused(await stream('10.0.0.3'));

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>Clubelf</title>');
    expect((await server.get(apiPaths.summary.tussenstand)).status).toBe(200);
    // What a refused client asks instead, every so often: the data version.
    const version = await server.get(apiPaths.live, { accept: 'application/json' });
    expect(version.status).toBe(200);
    expect(liveChangedSchema.parse(await version.json())).toEqual(said);

    // A stream that closes makes room.
    first.close();
    expect((await admittedStream('10.0.0.3')).response.statusCode).toBe(200);
  });

  it('counts out streams asked for pipelined on a connection that left', async () => {
    const port = Number(new URL(server.url).port);
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      const request =
        `GET ${apiPaths.live} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n` +
        `X-Api-Key: ${server.apiKey}\r\nX-Forwarded-For: 10.0.0.9\r\n\r\n`;
      socket.on('connect', () => socket.write(request.repeat(3)));
      socket.once('data', () => socket.destroy());
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
    });
    // Both of that address's places are free again.
    expect((await admittedStream('10.0.0.9')).response.statusCode).toBe(200);
    expect((await admittedStream('10.0.0.9')).response.statusCode).toBe(200);
  });
});
