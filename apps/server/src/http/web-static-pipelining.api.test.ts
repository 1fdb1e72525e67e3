// Issue 24: clients that pipeline many requests for static files and leave early must not leave
// anything open behind them. Raw sockets against a real listening server; the process's open
// descriptors (/proc/self/fd, Linux) must come back to where they were.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

const CONNECTIONS = 50;
const PIPELINED = 20;
/** Descriptors the runtime may open or close by itself meanwhile (a worker, a log file). */
const TOLERANCE = 15;

const ASSET = '/assets/index-d4e5f6.js';
// Big enough that one answer takes several writes, like a real chunk of the web app.
const ASSET_TEXT = Array.from({ length: 6000 }, (_, i) => `console.log("clubelf ${i}");`).join(
  '\n',
);

const openDescriptors = () => readdirSync('/proc/self/fd').length;

/**
 * Sends `count` GETs of the asset at once on one connection and closes it at the first byte;
 * asking for the plain file (as curl does) or for a precompressed copy.
 */
function pipelineAndLeave(port: number, count: number, compressed: boolean): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const encoding = compressed ? 'Accept-Encoding: br, gzip\r\n' : '';
    const request = `GET ${ASSET} HTTP/1.1\r\nHost: 127.0.0.1\r\n${encoding}\r\n`.repeat(count);
    socket.on('connect', () => socket.write(request));
    socket.once('data', () => socket.destroy());
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

/** Polls until `check` holds or `tries` run out; the last value either way. */
async function settle(read: () => number, check: (n: number) => boolean, tries = 100) {
  let value = read();
  for (let i = 0; i < tries && !check(value); i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    value = read();
  }
  return value;
}

describe.runIf(process.platform === 'linux')('pipelined requests for static files', () => {
  let server: TestServer;
  let dist: string;
  let port: number;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'clubelf-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head></html>');
    const file = path.join(dist, ASSET);
    writeFileSync(file, ASSET_TEXT);
    writeFileSync(`${file}.br`, brotliCompressSync(ASSET_TEXT));
    writeFileSync(`${file}.gz`, gzipSync(ASSET_TEXT));
    server = await startTestServer({ webDistDir: dist });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('leaves no descriptor open once the clients are gone', async () => {
    // Warm up: the first answers open what stays open for good (the logger, lazy modules).
    await pipelineAndLeave(port, 2, false);
    await pipelineAndLeave(port, 2, true);
    const asset = await fetch(`${server.url}${ASSET}`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe(ASSET_TEXT);
    const baseline = await settle(openDescriptors, () => false, 5);

    await Promise.all(
      Array.from({ length: CONNECTIONS }, (_, i) => pipelineAndLeave(port, PIPELINED, i % 2 === 0)),
    );
    const after = await settle(openDescriptors, (n) => n <= baseline + TOLERANCE);
    expect(after).toBeLessThanOrEqual(baseline + TOLERANCE);

    // And the asset is still served.
    expect((await fetch(`${server.url}${ASSET}`)).status).toBe(200);
  });
});
