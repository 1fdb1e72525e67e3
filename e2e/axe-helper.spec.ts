// The axe helper every spec's accessibility check goes through (support/axe.ts) still finds what
// it must after its cheaper settings (legacy mode, violations only in full) and its sampling of
// long tables: a page made here with one known fault each time, no server needed.
import { expect, test, type Page } from '@playwright/test';
import { axeOn, expectNoSeriousA11yViolations } from './support/axe';

test.use({ viewport: { width: 390, height: 844 } });

/** A page with a table of `rows` rows, all readable; `extra` goes after it. */
async function pageWith(page: Page, { rows = 3, extra = '' }: { rows?: number; extra?: string }) {
  const body = Array.from(
    { length: rows },
    (_, i) => `<tr><td>${i + 1}</td><td>Deelnemer ${i + 1}</td></tr>`,
  ).join('');
  await page.setContent(
    `<!doctype html><html lang="nl"><head><title>Proef</title></head><body><main><h1>Proef</h1>` +
      `<table><caption>Stand</caption><thead><tr><th>#</th><th>Naam</th></tr></thead>` +
      `<tbody>${body}</tbody></table>${extra}</main></body></html>`,
  );
}

const failureOf = async (check: Promise<void>) =>
  check.then(
    () => '',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

test('a clean page passes', async ({ page }) => {
  await pageWith(page, { rows: 60 });
  await expectNoSeriousA11yViolations(page, { extraRules: true, anyImpact: true });
});

test('a button without a name is found', async ({ page }) => {
  await pageWith(page, { extra: '<button></button>' });
  expect(await failureOf(expectNoSeriousA11yViolations(page))).toContain('button-name');
});

test('faint text in a long table is found in its first rows, on the sampled scan', async ({
  page,
}) => {
  await pageWith(page, { rows: 60 });
  // The sampled scan: 60 rows, so color-contrast runs apart without rows 41 and on.
  await page
    .locator('tbody tr')
    .nth(6)
    .evaluate((row) => {
      (row as HTMLElement).style.color = '#eeeeee';
    });
  expect(await failureOf(expectNoSeriousA11yViolations(page))).toContain('color-contrast');
});

test('a tap target too small is found with the extra rules, and only with them', async ({
  page,
}) => {
  await pageWith(page, {
    extra:
      '<p><a href="#a" style="display:inline-block;width:10px;height:10px;overflow:hidden">a</a>' +
      '<a href="#b" style="display:inline-block;width:10px;height:10px;overflow:hidden">b</a></p>',
  });
  expect(await failureOf(expectNoSeriousA11yViolations(page, { extraRules: true }))).toContain(
    'target-size',
  );
  const named = await axeOn(page).withRules(['target-size']).analyze();
  expect(named.violations.map((v) => v.id)).toEqual(['target-size']);
});
