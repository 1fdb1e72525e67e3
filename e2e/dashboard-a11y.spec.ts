// Every route of the dashboard (its menu, features/dashboard/layout/sections.ts) with axe: on a
// laptop, and at 390 px with the rules outside axe's default run too (issue 26 item 7: tap
// targets of 24 px, names that hold the visible label).
import { expect, test } from '@playwright/test';
import { expectSectionLoaded, openSection, signInToDashboard } from './dashboard-helpers';
import { expectNoSeriousA11yViolations } from './support/axe';

const SECTIONS = [
  'Seizoen',
  'Clubs & spelers',
  'Speelschema',
  'Aanmeldingen',
  'Deelnemers',
  'Inleg',
  'Uitslagen',
  'Bulletin',
  'Bekers',
  'Inhoud',
  'Privacy',
  'Import & export',
  'Logboek',
  'Back-up',
];

test.describe('dashboard accessibility', () => {
  // One test per section: each walk with axe has its own time, so a busy machine slows one
  // section, not the whole list past one test's timeout.
  test('no serious axe violations on the dashboard home', async ({ page }) => {
    await signInToDashboard(page);
    await expect(page.locator('.state--loading')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  // Each section at both widths in one test: one sign-in and one context instead of two. The
  // phone's view is a reload at 390 px, so the section opens at that width as it would on a phone
  // (nothing is carried over from the wide render but the session).
  for (const label of SECTIONS) {
    test(`no serious axe violations on ${label}, and on a phone it fits without sideways scrolling`, async ({
      page,
    }) => {
      await signInToDashboard(page);
      await openSection(page, label);
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expectSectionLoaded(page, label);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      // Soft: axe still runs below when the width fails, so one run tells both.
      expect.soft(overflow, `${label} fits the phone's width`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, { extraRules: true });
    });
  }

  test('no serious axe violations on the next season while this one runs', async ({ page }) => {
    await signInToDashboard(page);
    // While the season runs it asks to close it first. (The wizard itself, on a closed season,
    // is checked in dashboard-seizoenwissel.spec.ts.)
    await page.goto('/dashboard/seizoen/nieuw');
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuw seizoen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Eerst het seizoen afsluiten' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the open forms too: a participant with his selection, and a player being edited', async ({
    page,
  }) => {
    await signInToDashboard(page);
    await openSection(page, 'Deelnemers');
    await page
      .getByRole('button', { name: /openen$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Selectie (11 spelers)' })).toBeVisible();
    await expect(page.getByText('Regels worden gecontroleerd…')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await openSection(page, 'Clubs & spelers');
    await page
      .getByRole('button', { name: /wijzigen$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: /^Speler wijzigen/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('on a phone the dashboard home, the next season and the open forms too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToDashboard(page);
    await expect(page.locator('.state--loading')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { extraRules: true });

    await page.goto('/dashboard/seizoen/nieuw');
    await expect(page.getByRole('heading', { name: 'Eerst het seizoen afsluiten' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { extraRules: true });

    await page.goto('/dashboard');
    await openSection(page, 'Deelnemers');
    await page
      .getByRole('button', { name: /openen$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Selectie (11 spelers)' })).toBeVisible();
    await expect(page.getByText('Regels worden gecontroleerd…')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { extraRules: true });
  });
});
