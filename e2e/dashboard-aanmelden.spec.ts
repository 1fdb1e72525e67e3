// Issue 15's public enrolment form at phone width (/aanmelden and /aanmelden/status): closed
// with the dates and the interest form; open from the home card, a refused attempt that names
// the broken rule next to the selection and at the top, then a valid enrolment with its code
// and that code's status. It changes the season's enrolment settings, so it runs on the
// dashboard server (playwright.config.ts) and puts them back afterwards.
import { expect, test, type Page } from '@playwright/test';
import type {
  AanmeldingInstellingen,
  AanmeldingOpen,
  AanmeldSpeler,
  Settings,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { aanmeldingPaths, apiPaths } from '@clubelf/contract/paths';
import { organiserApi } from './dashboard-helpers';
import { apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Organiser = Awaited<ReturnType<typeof organiserApi>>;

let organiser: Organiser;
let settingsBefore: Settings;
let instellingenBefore: AanmeldingInstellingen;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  organiser = await organiserApi(request);
  settingsBefore = await apiGet<Settings>(request, apiPaths.settings);
  instellingenBefore = await organiser.get<AanmeldingInstellingen>(
    organiserPaths.aanmeldingInstellingen,
  );
});

test.afterAll(async () => {
  await organiser.put(apiPaths.settings, settingsBefore);
  await organiser.put(organiserPaths.aanmeldingInstellingen, instellingenBefore);
});

async function setEnrolment(instellingen: AanmeldingInstellingen) {
  await organiser.put(apiPaths.settings, { ...settingsBefore, showAanmelding: true });
  await organiser.put(organiserPaths.aanmeldingInstellingen, instellingen);
}

/**
 * An 11 in a formation the rules do not have (6-2-2, club limit kept), plus a midfielder to
 * swap for one defender to make an allowed 5-3-2. Only players whose name is unique, so a
 * button named after one finds one.
 */
function selections(open: AanmeldingOpen) {
  expect(open.formations).not.toContain('6-2-2');
  expect(open.formations).toContain('5-3-2');
  const count = new Map<string, number>();
  for (const s of open.spelers) count.set(s.name, (count.get(s.name) ?? 0) + 1);
  const pool = open.spelers.filter((s) => count.get(s.name) === 1);
  const need: Record<string, number> = { Keeper: 1, Verdediger: 6, Middenvelder: 2, Aanvaller: 2 };
  const perClub = new Map<number, number>();
  const fits = (s: AanmeldSpeler, chosen: AanmeldSpeler[]) =>
    !chosen.includes(s) && (perClub.get(s.clubId) ?? 0) < open.maxPerClub;
  const chosen: AanmeldSpeler[] = [];
  for (const s of pool) {
    if (need[s.position]! > 0 && fits(s, chosen)) {
      chosen.push(s);
      need[s.position] = need[s.position]! - 1;
      perClub.set(s.clubId, (perClub.get(s.clubId) ?? 0) + 1);
    }
  }
  expect(chosen, 'eleven players in 6-2-2').toHaveLength(11);
  const out = chosen.find((s) => s.position === 'Verdediger')!;
  perClub.set(out.clubId, perClub.get(out.clubId)! - 1);
  const replacement = pool.find((s) => s.position === 'Middenvelder' && fits(s, chosen));
  expect(replacement, 'a midfielder to put in').toBeDefined();
  return { chosen, out, replacement: replacement! };
}

async function addPlayer(page: Page, speler: AanmeldSpeler) {
  await page.getByLabel('Zoek op naam of club').fill(speler.name);
  await page.getByRole('button', { name: `${speler.name} toevoegen`, exact: true }).click();
}

test('closed: the dates and the interest form, no way to the form from home', async ({ page }) => {
  await setEnrolment({ vanaf: '2099-06-01', tot: '2099-08-31', maxTeamsPerPersoon: 1 });

  await page.goto('/home');
  const card = page.getByRole('region', { name: 'Aanmelden', exact: true });
  await expect(
    card.getByRole('button', { name: 'Download het interesseformulier (.xlsx)' }),
  ).toBeVisible();
  await expect(card.getByRole('link', { name: 'Meld je team aan' })).toHaveCount(0);

  await page.goto('/aanmelden');
  await expect(
    page.getByRole('heading', { level: 2, name: 'De aanmelding is gesloten' }),
  ).toBeVisible();
  await expect(page.getByText('Aanmelden kan vanaf 1 juni 2099.')).toBeVisible();
  await expect(
    page.getByText('De aanmeldperiode loopt van 01-06-2099 tot en met 31-08-2099.'),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Download het interesseformulier (.xlsx)' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aanmelden', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('open: a refused attempt names the rule, a valid one gets a code and its status', async ({
  page,
  request,
}) => {
  await setEnrolment({ vanaf: null, tot: null, maxTeamsPerPersoon: 2 });
  const open = await apiGet<AanmeldingOpen>(request, aanmeldingPaths.open);
  expect(open.open, open.melding ?? 'open').toBe(true);
  const { chosen, out, replacement } = selections(open);

  // From the home card to the form.
  await page.goto('/home');
  await page
    .getByRole('region', { name: 'Aanmelden', exact: true })
    .getByRole('link', { name: 'Meld je team aan' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmelden' })).toBeVisible();
  await expect(page.getByText('Je mag tot 2 teams aanmelden.')).toBeVisible();

  await page.getByLabel('Naam', { exact: true }).fill('Sanne Formatie');
  await page.getByLabel('Teamnaam', { exact: true }).fill('Zes Achter');
  await page.getByLabel('E-mail', { exact: true }).fill('sanne.formatie@example.nl');
  // Search by club, filter by position: the list holds that club's keepers only.
  await page.getByLabel('Zoek op naam of club').fill(chosen[0]!.clubName);
  await page
    .getByRole('group', { name: 'Positie' })
    .getByRole('button', { name: 'Keeper', exact: true })
    .click();
  const kandidaten = page.getByRole('list', { name: 'Te kiezen spelers' }).getByRole('listitem');
  await expect(kandidaten.first()).toContainText(`Keeper · ${chosen[0]!.clubName}`);
  for (const text of await kandidaten.allInnerTexts()) {
    expect(text).toContain(`Keeper · ${chosen[0]!.clubName}`);
  }
  await page
    .getByRole('group', { name: 'Positie' })
    .getByRole('button', { name: 'Alle', exact: true })
    .click();
  for (const speler of chosen) await addPlayer(page, speler);
  await expect(page.getByText('11 van 11', { exact: true })).toBeVisible();

  // The live check names the rule before anything is sent.
  const formatieRule = `De opstelling 6-2-2 is niet toegestaan; kies uit ${open.formations.join(', ')}.`;
  await expect(
    page.getByRole('status').filter({ hasText: 'Deze regels kloppen nog niet' }),
  ).toContainText(formatieRule);
  await page.getByRole('checkbox', { name: 'Ik ga akkoord met de privacyverklaring' }).check();
  await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();

  // Refused: the summary at the top names the rule, the form keeps what was typed.
  const summary = page.getByRole('alert').filter({ hasText: 'nog niet verstuurd' });
  await expect(summary).toContainText(`Selectie: ${formatieRule}`);
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Sanne Formatie');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('sanne.formatie@example.nl');
  await expect(
    page.getByRole('list', { name: 'Gekozen spelers' }).getByRole('listitem'),
  ).toHaveCount(11);
  await expectNoSeriousA11yViolations(page);

  // A defender out, a midfielder in: 5-3-2, which the live check passes.
  await page.getByRole('button', { name: `${out.name} weghalen` }).click();
  await addPlayer(page, replacement);
  await expect(page.getByText('Deze selectie voldoet aan alle regels.')).toBeVisible();
  await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();

  await expect(
    page.getByText('Bewaar deze code: je hebt hem nodig om de status te bekijken'),
  ).toBeVisible();
  const code = (await page.getByRole('status', { name: 'Je code' }).innerText()).trim();
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  await expectNoSeriousA11yViolations(page);

  // The confirmation links to the code's status: received, not yet looked at.
  await page.getByRole('link', { name: 'Bekijk de status' }).click();
  await expect(page).toHaveURL(/\/aanmelden\/status\?code=/);
  const status = page.locator('[data-status]');
  await expect(status).toHaveAttribute('data-status', 'nieuw');
  await expect(status).toHaveText('Ontvangen, nog niet bekeken');
  await expect(page.getByText('Zes Achter', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Typed in lower case without the dash it is the same code; an unknown one gets the server's
  // sentence.
  await page.goto('/aanmelden/status');
  await page.getByLabel('Code', { exact: true }).fill(code.replace('-', '').toLowerCase());
  await page.getByRole('button', { name: 'Bekijk de status' }).click();
  await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'nieuw');
  await page
    .getByLabel('Code', { exact: true })
    .fill(code === 'AAAAA-AAAAA' ? 'BBBBB-BBBBB' : 'AAAAA-AAAAA');
  await page.getByRole('button', { name: 'Bekijk de status' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Er is geen aanmelding met deze code.' }),
  ).toBeVisible();
});
