import { expect, test, type Page } from '@playwright/test';
import type { Deelnemers, Tussenstand } from '@clubelf/contract';
import { apiGet } from './support/api';
import { flushPage, pageNow } from './support/clock';
import { openPage, searchBox } from './support/page';

const label = (d: { name: string; teamName: string }) => `${d.name} - ${d.teamName}`;
const matches = (list: Deelnemers, term: string) =>
  list.filter((d) => label(d).toLowerCase().includes(term.toLowerCase()));

/** The listbox the combobox controls. */
async function listboxOf(page: Page) {
  const id = await searchBox(page).getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

/**
 * Records, inside the page, every call of fetch for `pathname` the moment it is made: a search
 * the page starts is counted at once, without waiting for its request to reach the test.
 */
async function countFetches(page: Page, pathname: string): Promise<() => Promise<number>> {
  await page.addInitScript((path) => {
    const calls: string[] = [];
    (window as unknown as { e2eFetches: string[] }).e2eFetches = calls;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, location.href).pathname === path) calls.push(url);
      return original(input, init);
    };
  }, pathname);
  return () =>
    page.evaluate(() => (window as unknown as { e2eFetches: string[] }).e2eFetches.length);
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('deelnemer'));

test.describe('participant search (docs/spec.md sections 2, 4, 5, 9)', () => {
  test('waits for a 200 ms pause and at least 2 characters before it searches', async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/deelnemers') searches.push(r.url());
    });
    const fetches = await countFetches(page, '/api/deelnemers');
    await page.clock.install();
    await openPage(page, '/standen/tussenstand');
    const box = searchBox(page);
    const listbox = await listboxOf(page);
    await expect(listbox).toHaveAttribute('role', 'listbox');
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(await fetches(), 'the page itself does not load the participants').toBe(0);

    // From here on, time only moves when the test says so. After each step the page has run
    // what the step set off (flushPage): a search it started has called fetch by then.
    await page.clock.pauseAt((await pageNow(page)) + 1000);
    await box.pressSequentially('m');
    await flushPage(page);
    await page.clock.runFor(1000);
    await flushPage(page);
    expect(await fetches(), 'one character never searches').toBe(0);
    await expect(listbox).toBeHidden();

    await box.pressSequentially('a');
    await flushPage(page);
    await page.clock.runFor(199);
    await flushPage(page);
    expect(await fetches(), 'no search before the 200 ms pause is over').toBe(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await page.clock.runFor(1);
    await flushPage(page);
    expect(await fetches(), 'the search starts after 200 ms').toBe(1);
    await page.clock.resume();
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // The one search went over the network, and it was the only one.
    expect(searches).toHaveLength(1);
    expect(await fetches()).toBe(1);
  });

  test("shows at most 10 suggestions matching 'name - teamName', ignoring case", async ({
    page,
    request,
  }) => {
    const list = await apiGet<Deelnemers>(request, '/api/deelnemers');
    const common = ['an', 'er', 'de', 'en'].find((t) => matches(list, t).length > 10)!;
    expect(common).toBeTruthy();
    await openPage(page, '/home');
    const box = searchBox(page);
    const listbox = await listboxOf(page);

    await box.fill(common.toUpperCase());
    const options = listbox.getByRole('option');
    await expect(options).toHaveCount(10);
    await expect(options).toHaveText(matches(list, common).slice(0, 10).map(label));

    // A term across the separator only matches the combined 'name - teamName'.
    const d = list[3]!;
    const across = `${d.name.slice(-3)} - ${d.teamName.slice(0, 4)}`.toLowerCase();
    await box.fill(across);
    await expect(options).toHaveText(matches(list, across).slice(0, 10).map(label));
    await expect(options.filter({ hasText: label(d) })).toHaveCount(1);
  });

  test('keeps every letter of a fast typist, and a letter typed mid-word stays where it went', async ({
    page,
  }) => {
    await openPage(page, '/standen/tussenstand');
    const box = searchBox(page);
    // Downshift's onInputValueChange runs in an effect after a render with the old text: with
    // the box's text kept there, a letter typed before that effect's render was lost.
    await box.pressSequentially('zzschipperqq', { delay: 0 });
    await expect(box).toHaveValue('zzschipperqq');
    // The caret stays where it was: the old text put back first sent it to the end.
    await box.press('Home');
    await box.press('ArrowRight');
    await box.press('ArrowRight');
    await box.pressSequentially('xy', { delay: 0 });
    await expect(box).toHaveValue('zzxyschipperqq');
  });

  test('accepts only a chosen item: free text is dropped on blur', async ({ page, request }) => {
    const list = await apiGet<Deelnemers>(request, '/api/deelnemers');
    await openPage(page, '/standen/tussenstand');
    const box = searchBox(page);
    await box.fill('xyz onbekend');
    await expect(page.getByText('Geen deelnemer gevonden')).toBeVisible();
    await box.press('Tab');
    await expect(box).toHaveValue('');
    // Typing a real name without choosing it from the list is free text too.
    await box.fill(list[0]!.name);
    await expect((await listboxOf(page)).getByRole('option').first()).toBeVisible();
    await box.blur();
    await expect(box).toHaveValue('');
    expect(await stored(page)).toBeNull();
    await expect(page.locator('tr[aria-current="true"]')).toHaveCount(0);
  });

  test('keyboard choice is stored, survives a reload, and clearing the box resets it', async ({
    page,
    request,
  }) => {
    const stand = await apiGet<Tussenstand>(request, '/api/standen/tussenstand');
    const list = await apiGet<Deelnemers>(request, '/api/deelnemers');
    const row = stand.rows[4]!;
    const d = list.find((x) => x.id === row.deelnemerId)!;
    await openPage(page, '/standen/tussenstand');
    const box = searchBox(page);
    const listbox = await listboxOf(page);

    await box.fill(label(d));
    const option = listbox.getByRole('option', { name: label(d) });
    await expect(option).toBeVisible();
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await box.press('Enter');

    await expect(box).toHaveValue(label(d));
    await expect(listbox).toBeHidden();
    expect(JSON.parse((await stored(page))!)).toEqual({
      id: d.id,
      name: d.name,
      teamName: d.teamName,
      persoonId: d.persoonId,
    });
    const highlighted = page.locator('tbody tr[aria-current="true"]');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toContainText(d.name);
    await expect(highlighted).toHaveClass(/is-gekozen/);

    await page.reload();
    await expect(searchBox(page)).toHaveValue(label(d));
    await expect(page.locator('tbody tr[aria-current="true"]')).toContainText(d.name);

    await searchBox(page).fill('');
    expect(await stored(page)).toBeNull();
    await expect(page.locator('tbody tr[aria-current="true"]')).toHaveCount(0);
  });

  test('Escape closes the suggestions and keeps the previous choice', async ({ page, request }) => {
    const stand = await apiGet<Tussenstand>(request, '/api/standen/tussenstand');
    const list = await apiGet<Deelnemers>(request, '/api/deelnemers');
    const d = list.find((x) => x.id === stand.rows[2]!.deelnemerId)!;
    await openPage(page, '/standen/tussenstand');
    const box = searchBox(page);
    const listbox = await listboxOf(page);
    const highlighted = page.locator('tbody tr[aria-current="true"]');

    // The previous choice.
    await box.fill(label(d));
    await listbox.getByRole('option', { name: label(d) }).click();
    await expect(box).toHaveValue(label(d));
    await expect(highlighted).toContainText(d.name);
    const choice = await stored(page);
    expect(JSON.parse(choice!)).toMatchObject({ id: d.id });

    // Searching anew, then Escape: the list closes, the choice stays as it was.
    await box.fill('an');
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue(label(d));
    expect(await stored(page)).toBe(choice);
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toContainText(d.name);
  });
});
