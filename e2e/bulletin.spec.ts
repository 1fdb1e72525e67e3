// The round bulletin (issue 14): on the organiser's Bulletin page the copy button puts the API's
// text (with the round page's address as its last line) on the clipboard; a round's public page
// shows the same bulletin, rendered, with its WhatsApp link.
import { expect, test } from '@playwright/test';
import type { Bulletin, Rondes } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { signInToDashboard, openSection } from './dashboard-helpers';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage } from './support/page';

async function lastPlayed(request: Parameters<typeof apiGet>[0]) {
  const rondes = await apiGet<Rondes>(request, apiPaths.wedstrijdRondes);
  return rondes.filter((r) => r.state !== 'gepland').at(-1)!.round;
}

/** What the page shares: the bulletin's text, then the round page's address. */
const shared = (bulletin: Bulletin, origin: string) =>
  `${bulletin.text}\n\n${origin}/info/wedstrijden/${bulletin.round}`;

test("the dashboard's bulletin preview copies the text", async ({ page, context, request }) => {
  const round = await lastPlayed(request);
  const bulletin = await apiGet<Bulletin>(request, apiPaths.bulletin(round));
  const earlier = await apiGet<Bulletin>(request, apiPaths.bulletin(round - 1));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await signInToDashboard(page);
  await openSection(page, 'Bulletin');
  const select = page.getByLabel('Speelronde', { exact: true });
  await expect(select).toHaveValue(String(round));
  const block = page.getByRole('region', { name: 'Bulletin' });
  // The preview shows the markup: the title bold, the club and season italic.
  await expect(block.locator('strong').first()).toHaveText(`Speelronde ${round}`);
  await expect(block.locator('em').first()).toContainText(
    bulletin.text.split('\n')[1]!.slice(1, 20),
  );

  await expectNoSeriousA11yViolations(page);

  const origin = new URL(page.url()).origin;
  await block.getByRole('button', { name: 'Kopieer tekst' }).click();
  await expect(block.getByRole('button', { name: 'Gekopieerd' })).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(shared(bulletin, origin));

  // Another round: its own text.
  await select.selectOption(String(round - 1));
  await expect(block.locator('strong').first()).toHaveText(`Speelronde ${round - 1}`);
  await block.getByRole('button', { name: 'Kopieer tekst' }).click();
  await expect(block.getByRole('button', { name: 'Gekopieerd' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared(earlier, origin));
});

test("a round's page shows its bulletin and a WhatsApp link to share it", async ({
  page,
  request,
}) => {
  const round = await lastPlayed(request);
  const bulletin = await apiGet<Bulletin>(request, apiPaths.bulletin(round));
  await openPage(page, `/info/wedstrijden/${round}`);
  await expect(page.getByLabel('Speelronde', { exact: true })).toHaveValue(String(round));
  const block = page.getByRole('region', { name: 'Bulletin' });
  const text = block.getByTestId('bulletin-tekst');
  // Rendered: no markup characters around the title, every line of the text there.
  await expect(text.locator('strong').first()).toHaveText(`Speelronde ${round}`);
  const winner = bulletin.text.split('\n').find((l) => l.startsWith('🏆'))!;
  await expect(text).toContainText(winner.replaceAll('*', ''));

  const origin = new URL(page.url()).origin;
  const link = block.getByRole('link', { name: 'Deel via WhatsApp' });
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://wa.me/');
  expect(href.searchParams.get('text')).toBe(shared(bulletin, origin));

  await expectNoSeriousA11yViolations(page);

  // Choosing a round leads to its own address; older ?ronde= links still arrive there.
  await page.getByLabel('Speelronde', { exact: true }).selectOption('3');
  await expect(page).toHaveURL(/\/info\/wedstrijden\/3$/);
  await expect(block.locator('strong').first()).toHaveText('Speelronde 3');
  await page.goto('/info/wedstrijden?ronde=4');
  await expect(page).toHaveURL(/\/info\/wedstrijden\/4$/);
});
