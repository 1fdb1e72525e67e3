// Issue 26, item 6: entry fees in bulk at phone width. The settings sit above the list; two
// participants ticked and marked paid by one way and one date in one write; "alles selecteren"
// takes the open ones the search shows; switching the unpaid out of the standings asks first,
// naming how many. The spec puts the data back as it found it (the dashboard specs share a
// server in file order).
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { InlegOverzicht } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { formatEuro } from '@clubelf/contract/organiser/inleg-wijzen';
import { organiserApi, signInToDashboard } from './dashboard-helpers';
import { API_HEADERS } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInOrganiser } from './support/organiser';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function reopen(request: APIRequestContext, ids: number[]) {
  const session = await signInOrganiser(request);
  for (const id of ids) {
    const answer = await request.delete(organiserPaths.inlegBetaling(id), {
      headers: {
        ...API_HEADERS,
        authorization: `Bearer ${session.token}`,
        'x-xsrf-token': session.xsrf,
      },
    });
    expect(answer.ok(), `DELETE payment ${id}`).toBe(true);
  }
}

test('tick several, mark them paid at once; the standings switch asks first', async ({
  page,
  request,
}) => {
  const api = await organiserApi(request);
  const original = await api.get<InlegOverzicht>(organiserPaths.inleg);
  const before = await api.put<InlegOverzicht>(organiserPaths.inleg, {
    bedragCenten: 1250,
    onbetaaldTeltMee: true,
    betaalinstructie: original.betaalinstructie,
  });
  const open = before.deelnemers.filter((d) => !d.betaald);
  expect(open.length, 'several are still open').toBeGreaterThan(3);
  const [first, second] = open as [(typeof open)[0], (typeof open)[0]];
  const paidHere: number[] = [];

  try {
    await signInToDashboard(page);
    await page.goto('/dashboard/inleg');
    await expect(page.getByRole('heading', { level: 1, name: 'Inleg' })).toBeVisible();

    // The settings come before the 250 rows.
    const settings = page.getByRole('heading', { level: 2, name: 'Instellingen' });
    const list = page.getByRole('heading', { level: 2, name: 'Deelnemers' });
    await expect(settings).toBeVisible();
    const settingsTop = (await settings.boundingBox())!.y;
    expect(settingsTop).toBeLessThan((await list.boundingBox())!.y);

    // Two ticked: one form for both, today and a way.
    await page.getByRole('checkbox', { name: `Kiezen: ${first.name} (${first.teamName})` }).check();
    await page
      .getByRole('checkbox', { name: `Kiezen: ${second.name} (${second.teamName})` })
      .check();
    const form = page.getByRole('form', { name: 'Gekozen deelnemers betaald' });
    await expect(form.getByText('2 deelnemers gekozen')).toBeVisible();
    await expect(form.getByLabel('Betaald op')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await form.getByLabel('Hoe').selectOption('overboeking');
    await expect(form).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('inleg-bulk-390.png') });

    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/organiser/inleg')) writes.push(r.method());
    });
    await form.getByRole('button', { name: '2 deelnemers betaald' }).click();
    paidHere.push(first.deelnemerId, second.deelnemerId);
    await expect(page.getByText('2 deelnemers betaald (overboeking).')).toBeVisible();
    await expect(form).toHaveCount(0);
    expect(writes, 'one write for both').toEqual(['POST']);
    await expect(page.getByTestId('totaal-Ontvangen')).toHaveText(
      formatEuro(before.totalen.ontvangen + 2 * 1250),
    );
    const after = await api.get<InlegOverzicht>(organiserPaths.inleg);
    for (const d of [first, second]) {
      expect(after.deelnemers.find((x) => x.deelnemerId === d.deelnemerId)).toMatchObject({
        betaald: true,
        wijze: 'overboeking',
      });
    }

    // "Alles selecteren" takes the open ones the search shows, no more.
    const third = open[2]!;
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(third.name);
    const q = third.name.toLowerCase();
    const matching = after.deelnemers.filter(
      (d) =>
        !d.betaald && (d.name.toLowerCase().includes(q) || d.teamName.toLowerCase().includes(q)),
    );
    await page.getByRole('checkbox', { name: `Alles selecteren (${matching.length})` }).check();
    const n = matching.length === 1 ? '1 deelnemer' : `${matching.length} deelnemers`;
    await expect(form.getByText(`${n} gekozen`)).toBeVisible();
    await form.getByRole('button', { name: 'Selectie wissen' }).click();
    await expect(form).toHaveCount(0);

    // The switch: asked first, naming how many drop out; Annuleren writes nothing.
    const open2 = after.totalen.aantalOpen;
    const question = `${open2} deelnemers die nog niet betaald hebben tellen dan niet mee. Doorgaan?`;
    await page.getByLabel('Wie nog niet betaald heeft, telt mee in de standen').uncheck();
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    const ask = page.getByRole('group', { name: question });
    await expect(ask.getByText(question)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('inleg-switch-390.png') });
    await ask.getByRole('button', { name: 'Annuleren' }).click();
    await expect(ask).toHaveCount(0);
    expect((await api.get<InlegOverzicht>(organiserPaths.inleg)).onbetaaldTeltMee).toBe(true);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await ask.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page.getByText('De inleg is opgeslagen.')).toBeVisible();
    expect((await api.get<InlegOverzicht>(organiserPaths.inleg)).onbetaaldTeltMee).toBe(false);

    // The wide screen, with a selection, for a look.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('');
    await page.getByRole('checkbox', { name: `Kiezen: ${third.name} (${third.teamName})` }).check();
    await page.screenshot({ path: test.info().outputPath('inleg-bulk-1280.png'), fullPage: false });
  } finally {
    // As found: the settings and the payments this spec made.
    await api.put(organiserPaths.inleg, {
      bedragCenten: original.bedragCenten,
      onbetaaldTeltMee: original.onbetaaldTeltMee,
      betaalinstructie: original.betaalinstructie,
    });
    await reopen(request, paidHere);
  }
});
