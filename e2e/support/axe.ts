import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Two rules outside axe's default run that issue 26 asks for on every route: tap targets of at
 * least 24 px (or spaced so) and a button's or link's name that holds its visible label.
 */
export const EXTRA_AXE_RULES = ['target-size', 'label-content-name-mismatch'] as const;

/**
 * Zero 'serious' or 'critical' axe-core violations on the page as it is now; with `extraRules`,
 * also none of EXTRA_AXE_RULES (any impact: they report 'serious' at most); with `anyImpact`,
 * none at all, 'moderate' and 'minor' included.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { extraRules = false, anyImpact = false }: { extraRules?: boolean; anyImpact?: boolean } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (extraRules) {
    builder = builder.options({
      rules: Object.fromEntries(EXTRA_AXE_RULES.map((id) => [id, { enabled: true }])),
    });
  }
  const results = await builder.analyze();
  if (extraRules) {
    // The extra rules really ran (an unknown or disabled rule is in none of the lists).
    const ran = new Set(
      [
        ...results.passes,
        ...results.violations,
        ...results.incomplete,
        ...results.inapplicable,
      ].map((r) => r.id),
    );
    expect(EXTRA_AXE_RULES.filter((id) => !ran.has(id))).toEqual([]);
  }
  const extra = new Set<string>(extraRules ? EXTRA_AXE_RULES : []);
  const serious = results.violations
    .filter(
      (v) => anyImpact || v.impact === 'serious' || v.impact === 'critical' || extra.has(v.id),
    )
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
      return `${v.impact} ${v.id}: ${v.help} [${targets.join(' | ')}]`;
    });
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
