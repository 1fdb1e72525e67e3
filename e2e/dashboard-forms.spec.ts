import { expect, test } from '@playwright/test';
import type { SiteContent, SiteInfo } from '@clubelf/contract';
import { CONFLICT_MESSAGE, organiserPaths } from '@clubelf/contract/organiser/paths';
import { messageOf, openSection, organiserApi, signInToDashboard } from './dashboard-helpers';
import { API_HEADERS, apiGet } from './support/api';
import { E2E_ADMIN } from './support/env';
import { openPage } from './support/page';

test.describe('dashboard forms', () => {
  test('a refused save names the problem next to the field, and nothing is written', async ({
    page,
    request,
  }) => {
    const before = await apiGet<SiteInfo>(request, '/api/info/site');
    await signInToDashboard(page);
    await openSection(page, 'Inhoud');
    const clubName = page.getByLabel('Naam van de supportersclub');
    await clubName.fill('');
    await page.getByRole('button', { name: 'Teksten opslaan' }).click();

    await expect(clubName).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await clubName.getAttribute('aria-describedby'))!.split(' ');
    const errorId = describedBy.find((id) => id.endsWith('-error'))!;
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(/mag niet leeg zijn/);
    const alert = page.getByRole('alert').filter({ hasText: 'Niet opgeslagen' });
    await expect(alert).toContainText('Naam van de supportersclub: mag niet leeg zijn');
    // Not the shared 'Oeps': the form says what is wrong.
    await expect(page.getByText(/Oeps/)).toHaveCount(0);
    expect((await apiGet<SiteInfo>(request, '/api/info/site')).clubName).toBe(before.clubName);
  });

  test('a save over another organiser’s change is refused with a reload action', async ({
    page,
    request,
  }) => {
    const api = await organiserApi(request);
    await signInToDashboard(page);
    await openSection(page, 'Inhoud');
    const message = page.getByLabel('Infobericht op de homepagina');
    await message.fill('Mijn bericht, op een oude versie gebaseerd');

    // Meanwhile another organiser saves the texts.
    const content = await api.get<SiteContent>(organiserPaths.inhoud);
    await api.put<SiteContent>(organiserPaths.inhoud, {
      version: content.version,
      clubName: content.clubName,
      mainMessage: 'Bericht van de andere organisator',
      reglementExtraText: content.reglementExtraText,
    });

    await page.getByRole('button', { name: 'Teksten opslaan' }).click();
    const alert = page.getByRole('alert').filter({ hasText: CONFLICT_MESSAGE });
    await expect(alert).toBeVisible();
    expect((await api.get<SiteContent>(organiserPaths.inhoud)).mainMessage).toBe(
      'Bericht van de andere organisator',
    );
    await alert.getByRole('button', { name: 'Gegevens opnieuw laden' }).click();
    await expect(message).toHaveValue('Bericht van de andere organisator');
    await expect(alert).toHaveCount(0);
  });

  test('the extra rules text: a safe Markdown preview, and the rules page shows it', async ({
    page,
    browser,
  }) => {
    await signInToDashboard(page);
    await openSection(page, 'Inhoud');
    const source = '# Inleg\n\nDe inleg is **tien euro**.\n\n<script>window.hacked = 1</script>';
    await page.getByLabel('Extra tekst op de reglementpagina').fill(source);
    const preview = page.getByRole('region', { name: 'Voorbeeld van de extra tekst' });
    await expect(preview.getByRole('heading', { name: 'Inleg' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('tien euro');
    // Typed HTML stays text.
    await expect(preview).toContainText('<script>window.hacked = 1</script>');
    await expect(preview.locator('script')).toHaveCount(0);
    await page.getByRole('button', { name: 'Teksten opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'opgeslagen' })).toHaveText(
      'De teksten zijn opgeslagen en staan meteen op de site.',
    );

    const visitor = await browser.newPage();
    await openPage(visitor, '/info/reglement');
    await expect(visitor.getByRole('heading', { name: 'Inleg' })).toBeVisible();
    await expect(visitor.locator('main strong', { hasText: 'tien euro' })).toBeVisible();
    await expect(visitor.locator('main')).toContainText('<script>window.hacked = 1</script>');
    expect(await visitor.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await visitor.close();
  });
  test('a saved text shows on the very next load of a public page, in the same browser', async ({
    page,
    request,
  }) => {
    const api = await organiserApi(request);
    await page.goto('/home');
    const before = await api.get<SiteContent>(organiserPaths.inhoud);
    await expect(page.locator('main')).toContainText(before.mainMessage.slice(0, 20));

    // The public answers may be cached for a few seconds; this browser must not serve its copy.
    const mainMessage = `Nieuw bericht ${Date.now()}`;
    await api.put<SiteContent>(organiserPaths.inhoud, { ...before, mainMessage });
    await page.reload();
    await expect(page.locator('main')).toContainText(mainMessage);
    await api.put<SiteContent>(organiserPaths.inhoud, {
      ...(await api.get<SiteContent>(organiserPaths.inhoud)),
      mainMessage: before.mainMessage,
    });
  });
});

test.describe('password change', () => {
  test('keeps this browser signed in with the new password, and the old one no longer works', async ({
    page,
    request,
  }) => {
    await signInToDashboard(page);
    const change = async (from: string, to: string) => {
      await page.getByLabel('Huidig wachtwoord:').fill(from);
      await page.getByLabel('Nieuw wachtwoord:', { exact: true }).fill(to);
      await page.getByLabel('Herhaal nieuw wachtwoord:').fill(to);
      await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
      await expect(messageOf(page)).toHaveText('Je wachtwoord is gewijzigd.');
    };
    const newPassword = 'een-tijdelijk-nieuw-wachtwoord';
    await change(E2E_ADMIN.password, newPassword);
    // Every earlier token has ended, but this browser carries on: the next organiser page loads.
    await openSection(page, 'Logboek');
    await expect(page.getByRole('link', { name: 'Inloggen' })).toHaveCount(0);
    await request.get('/home');
    const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
    const oldLogin = await request.post('/api/accounts/login', {
      headers: { ...API_HEADERS, 'x-xsrf-token': xsrf?.value ?? '' },
      data: { userName: E2E_ADMIN.userName, password: E2E_ADMIN.password },
    });
    expect(oldLogin.status()).toBe(401);
    // Back to the shared password, for the other dashboard specs.
    await page.goto('/dashboard');
    await change(newPassword, E2E_ADMIN.password);
  });
});
