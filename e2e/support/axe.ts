import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Zero 'serious' or 'critical' axe-core violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
      return `${v.impact} ${v.id}: ${v.help} [${targets.join(' | ')}]`;
    });
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
