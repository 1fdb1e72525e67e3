import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { onUserError } from '../lib/error-handler';
import { HttpError } from '../lib/http-error';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

/** A call that fails like fetch without a network the first `failures` times, then answers. */
function flaky(failures: number) {
  let calls = 0;
  return {
    calls: () => calls,
    fn: () => {
      calls += 1;
      if (calls <= failures) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve({ ok: true });
    },
  };
}

describe('createQueryClient offline', () => {
  it('pauses a call that failed offline and runs it by itself when the connection returns', async () => {
    const client = createQueryClient();
    // As QueryClientProvider does: the client follows the onlineManager.
    client.mount();
    const messages: string[] = [];
    const stop = onUserError((m) => messages.push(m));
    onlineManager.setOnline(false);
    const call = flaky(1);
    const result = client.fetchQuery({ queryKey: ['reglement'], queryFn: call.fn });
    // The first call went out (the service worker may have held the answer), then it waits.
    await expect
      .poll(() => client.getQueryState(['reglement'])?.fetchStatus, { timeout: 3_000 })
      .toBe('paused');
    expect(call.calls()).toBe(1);
    expect(client.getQueryState(['reglement'])?.status).toBe('pending');

    onlineManager.setOnline(true);
    await expect(result).resolves.toEqual({ ok: true });
    expect(call.calls()).toBe(2);
    // No "Oeps" banner for a missing network.
    expect(messages).toEqual([]);
    stop();
    client.unmount();
  }, 10_000);

  it("still reports a server's failure to the shared handler", async () => {
    const client = createQueryClient();
    const messages: string[] = [];
    const stop = onUserError((m) => messages.push(m));
    const quiet = console.error;
    console.error = () => {};
    try {
      await expect(
        client.fetchQuery({
          queryKey: ['kapot'],
          queryFn: () => Promise.reject(new HttpError(500, 'kapot')),
        }),
      ).rejects.toThrow();
      expect(messages).toHaveLength(1);
    } finally {
      console.error = quiet;
      stop();
    }
  });
});
