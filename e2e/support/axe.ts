import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Two rules outside axe's default run that issue 26 asks for on every route: tap targets of at
 * least 24 px (or spaced so) and a button's or link's name that holds its visible label.
 */
export const EXTRA_AXE_RULES = ['target-size', 'label-content-name-mismatch'] as const;

/**
 * The rows of a table body from the 41st on. axe's color-contrast rule costs time per text node
 * (on the tussenstand's 250 rows at 390 px, 12.5 of the scan's 14 s, measured with axe's
 * performanceTimer), and those rows are the same component as the 40 before them: the same
 * classes, both zebra stripes and every movement and prize mark a table has in its first rows.
 * So color-contrast checks a long table's first 40 rows (3.0 s there); every other rule still
 * checks the whole page.
 */
const REPEATED_ROWS = 'tbody > tr:nth-child(n+41)';

/**
 * axe on the page as it is, the way every spec runs it. Two settings, each measured on the
 * dashboard's Clubs & spelers (1,266 elements; the same rules and the same findings either way):
 * - legacy mode: axe.run in the page itself. By default @axe-core/playwright runs axe.runPartial
 *   in each frame and then opens a new page, injects axe there again and calls axe.finishRun in
 *   it; that new page cost more than the scan. Legacy mode cannot reach a cross-origin frame, and
 *   the app has none.
 * - resultTypes ['violations']: every violation with all its elements, but the passes, the
 *   incomplete and the inapplicable with one element each (their rule ids stay, which the specs
 *   read): the full lists were thousands of elements serialised out of the page per scan.
 * Together 2.3-2.6 s a scan against 6.6-12.9 s (two sections, loaded machine); side by side,
 * dashboard-a11y took 544 s of worker time instead of 687 (docs/decisions/023).
 * `rules` are axe's rule switches; a spec may chain withRules or exclude after it.
 */
export function axeOn(page: Page, rules: Record<string, { enabled: boolean }> = {}): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules });
}

/**
 * Zero 'serious' or 'critical' axe-core violations on the page as it is now; with `extraRules`,
 * also none of EXTRA_AXE_RULES (any impact: they report 'serious' at most); with `anyImpact`,
 * none at all, 'moderate' and 'minor' included.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { extraRules = false, anyImpact = false }: { extraRules?: boolean; anyImpact?: boolean } = {},
): Promise<void> {
  const rules = extraRules ? EXTRA_AXE_RULES.map((id) => [id, { enabled: true }] as const) : [];
  const results = await analyzeSamplingLongTables(page, rules);
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

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type RuleSwitch = readonly [string, { enabled: boolean }];

/**
 * One axe run with these rules switched, or two on a page with a long table: everything but
 * color-contrast over the whole page, and color-contrast alone without REPEATED_ROWS.
 */
async function analyzeSamplingLongTables(
  page: Page,
  rules: readonly RuleSwitch[],
): Promise<AxeResults> {
  const run = (extra: readonly RuleSwitch[]) =>
    axeOn(page, Object.fromEntries([...rules, ...extra])).analyze();
  if ((await page.locator(REPEATED_ROWS).count()) === 0) return run([]);
  const rest = await run([['color-contrast', { enabled: false }]]);
  const contrast = await axeOn(page).withRules(['color-contrast']).exclude(REPEATED_ROWS).analyze();
  return {
    ...rest,
    passes: [...rest.passes, ...contrast.passes],
    violations: [...rest.violations, ...contrast.violations],
    incomplete: [...rest.incomplete, ...contrast.incomplete],
    inapplicable: [...rest.inapplicable, ...contrast.inapplicable],
  };
}
