import type { Page } from '@playwright/test';

/**
 * Lets the page finish the work it has queued while the test clock (page.clock) is paused: React
 * renders and runs effects on message-channel tasks, which the clock does not hold back. After
 * this, whatever the page does in answer to the last event or timer has started (a fetch is
 * called, a timer is set); no wall-clock wait is involved.
 */
export async function flushPage(page: Page, rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** The page's clock, in epoch milliseconds, as the page reads it. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => Date.now());
