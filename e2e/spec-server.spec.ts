// The spec servers' ports (support/spec-server.ts): a port the OS hands out twice, to two specs
// starting servers at the same moment in the two workers, goes to one of them only. A CI run
// failed when it went to both: the second server could not listen, and its spec wrote to the
// first spec's server. No browser and no server: the OS's pick is replaced by a fixed sequence.
import { expect, test } from '@playwright/test';
import { claimFreePort } from './support/spec-server';

/**
 * The OS's pick, replaced: these ports, then the last one again. The tests use ports below the
 * OS's ephemeral range (32768 and up), so no real spec server of the run has claimed them.
 */
function sequence(ports: number[]): () => Promise<number> {
  let next = 0;
  return () => Promise.resolve(ports[Math.min(next++, ports.length - 1)]!);
}

test('a port handed out twice is claimed once; the second claim takes the next one', async () => {
  const port = 20_000 + Math.floor(Math.random() * 10_000);
  const first = await claimFreePort(sequence([port]));
  const second = await claimFreePort(sequence([port, port, port + 1]));
  expect([first, second]).toEqual([port, port + 1]);
});

test('two claims at the same moment never share a port', async () => {
  const port = 10_000 + Math.floor(Math.random() * 9_000);
  const ports = await Promise.all(
    Array.from({ length: 6 }, () =>
      claimFreePort(sequence([port, port + 1, port + 2, port + 3, port + 4, port + 5])),
    ),
  );
  expect(new Set(ports).size).toBe(6);
});
