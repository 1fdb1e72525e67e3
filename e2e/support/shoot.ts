import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A screenshot of the viewport to look at, when SHOTS_DIR names a folder; nothing otherwise.
 * Not part of any assertion: it is how a person checks a new screen.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
  }
}
