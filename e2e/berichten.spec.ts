// Messages to participants (issue 28) on a phone, against a server of its own with mail going
// to a real SMTP sink started here: the organiser writes an announcement, looks at its preview,
// confirms, and sees it sent in the outbox; a participant switches a kind of mail off on Mijn
// superelf; the unsubscribe link of a mail opens /afmelden, which switches off only at its button.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { mijnPaths } from '@clubelf/contract';
import type { InloglinkResponse, OrganiserDeelnemer } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { afmeldUrl } from '../apps/server/src/outbox/afmeld-token';
import { startSmtpSink, type SmtpSink } from '../apps/server/src/test/smtp-sink';
import { expectNoSeriousA11yViolations } from './support/axe';
import { API_HEADERS } from './support/api';
import { E2E_ADMIN } from './support/env';
import { signInOrganiser } from './support/organiser';
import { shoot } from './support/shoot';
import { startSpecServer, type SpecServer } from './support/spec-server';

let base = '';
let dataDir = '';
let server: SpecServer | undefined;
let sink: SmtpSink;

/** The screen at 390 px and, for a person to look at, at 1280 px too (SHOTS_DIR only). */
async function shootBoth(page: Page, name: string): Promise<void> {
  await shoot(page, `${name}-390`);
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: join(dir, `${name}-390-heel.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  sink = await startSmtpSink();
  server = await startSpecServer({
    name: 'berichten',
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Superelf <superelf@example.nl>' },
  });
  base = server.base;
  dataDir = server.dataDir;
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

test('the organiser announces with a preview and a confirmation, and sees it sent', async ({
  browser,
}) => {
  const phone = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  const page = await phone.newPage();
  await page.goto('/authentication/login?returnUrl=%2Fdashboard%2Fberichten');
  await page.getByLabel('Gebruikersnaam:').fill(E2E_ADMIN.userName);
  await page.getByLabel('Wachtwoord:').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
  await expect(page.getByText('Er zijn nog geen berichten.')).toBeVisible();

  // Nothing filled in: the preview is refused with the fields named.
  await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
  await expect(page.getByText('Geef de mededeling een titel.', { exact: true })).toBeVisible();

  await page.getByLabel('Titel').fill('Nieuwjaarsborrel');
  await page.getByLabel('Tekst').fill('Zaterdag om 16.00 uur in de kantine. Neem je team mee!');
  await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
  const preview = page.getByRole('region', { name: 'Voorbeeld van de mededeling' });
  await expect(preview.getByText('Aan: alle deelnemers, per mail')).toBeVisible();
  await expect(preview.getByText('Nieuwjaarsborrel')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { extraRules: true });
  await shootBoth(page, 'berichten-voorbeeld');

  await page.getByRole('button', { name: 'Ja, verstuur aan alle deelnemers' }).click();
  await expect(page.getByText(/De mededeling gaat naar \d+ deelnemers\./)).toBeVisible();
  // The sender delivers them; the list (asked again every few seconds) says so.
  await expect
    .poll(() => sink.mails.filter((m) => m.subject === 'Nieuwjaarsborrel').length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  await expect(page.getByText(/^\d+ verstuurd$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: /Verstuurd/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, { extraRules: true });
  await shootBoth(page, 'berichten-outbox');
  await phone.close();
});

test('a participant switches a kind of mail off on Mijn superelf', async ({
  playwright,
  browser,
}) => {
  const request = await playwright.request.newContext({ baseURL: base });
  const session = await signInOrganiser(request);
  const headers = {
    ...API_HEADERS,
    authorization: `Bearer ${session.token}`,
    'x-xsrf-token': session.xsrf,
  };
  const deelnemers = (await (
    await request.get(organiserPaths.deelnemers, { headers })
  ).json()) as OrganiserDeelnemer[];
  const deelnemer = deelnemers.find((d) => d.email)!;
  const made = (await (
    await request.post(mijnPaths.inloglink(deelnemer.id), { headers, data: {} })
  ).json()) as InloglinkResponse;
  const link = new URL(made.url);

  const phone = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  const page = await phone.newPage();
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn superelf' })).toBeVisible();

  const card = page.getByRole('region', { name: 'Berichten' });
  await expect(card.getByText(`Per mail aan ${deelnemer.email!}.`, { exact: false })).toBeVisible();
  const ronde = card.getByRole('checkbox', { name: 'Je punten en plaats na elke speelronde' });
  await expect(ronde).toBeChecked();
  await ronde.uncheck();
  await expect(card.getByRole('status')).toHaveText('Opgeslagen.');
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Berichten' })
      .getByRole('checkbox', { name: 'Je punten en plaats na elke speelronde' }),
  ).not.toBeChecked();
  await card.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, { extraRules: true });
  await shootBoth(page, 'berichten-mijn');
  await phone.close();
});

test("the unsubscribe link's page switches off only at its button", async ({ browser }) => {
  const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
  const phone = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  const page = await phone.newPage();
  const url = new URL(afmeldUrl(base, secret, 1, 'deadline'));
  await page.goto(`${url.pathname}${url.search}`);
  await expect(
    page.getByRole('heading', { name: 'Herinnering voordat een transferperiode sluit' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, { extraRules: true });
  await shootBoth(page, 'afmelden');
  await page.getByRole('button', { name: 'Zet deze mails uit' }).click();
  const card = page.getByRole('region', {
    name: 'Herinnering voordat een transferperiode sluit',
  });
  await expect(card.getByRole('status')).toHaveText(
    /Je krijgt deze berichten niet meer per mail\./,
  );
  // Opened again, the link says it is off already.
  await page.reload();
  await expect(card.getByRole('status')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Zet deze mails uit' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { extraRules: true });
  await shootBoth(page, 'afmelden-uit');

  // A link that is not ours says so.
  await page.goto('/afmelden?token=1.deadline.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert').filter({ hasText: 'niet (meer) geldig' })).toBeVisible();
  await phone.close();
});
