// Issue 26 at phone width: an enrolment accepted while the demo season is under way asks from
// which speelronde the participant counts ("Telt mee vanaf speelronde N", the first round not
// yet begun) before anything is written, and the participant gets that starting round.
import { expect, test, type APIRequestContext } from '@playwright/test';
import type {
  AanmeldingInstellingen,
  AanmeldingOpen,
  AanmeldSpeler,
  OrganiserDeelnemer,
  OrganiserSeasonResponse,
  Settings,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { aanmeldingPaths, apiPaths } from '@clubelf/contract/paths';
import { signInToDashboard } from './dashboard-helpers';
import { API_HEADERS, apiGet } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInOrganiser, type OrganiserSession } from './support/organiser';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

function organiserCalls(request: APIRequestContext, session: OrganiserSession) {
  const headers = {
    ...API_HEADERS,
    authorization: `Bearer ${session.token}`,
    'x-xsrf-token': session.xsrf,
  };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(path, { headers });
      expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
    async put(path: string, body: unknown): Promise<void> {
      const response = await request.put(path, { headers, data: body });
      expect(response.ok(), `PUT ${path} answered ${response.status()}`).toBe(true);
    },
  };
}

/** A valid 4-4-2, at most two of a club. */
function eleven(open: AanmeldingOpen): number[] {
  const need: Record<string, number> = { Keeper: 1, Verdediger: 4, Middenvelder: 4, Aanvaller: 2 };
  const perClub = new Map<number, number>();
  const chosen: AanmeldSpeler[] = [];
  for (const s of open.spelers) {
    if (need[s.position]! <= 0 || (perClub.get(s.clubId) ?? 0) >= 2) continue;
    need[s.position] = need[s.position]! - 1;
    perClub.set(s.clubId, (perClub.get(s.clubId) ?? 0) + 1);
    chosen.push(s);
  }
  expect(chosen).toHaveLength(11);
  return chosen.map((s) => s.id);
}

test('accepting a late enrolment names the speelronde it counts from', async ({
  page,
  request,
}) => {
  const session = await signInOrganiser(request);
  const api = organiserCalls(request, session);
  const settings = await apiGet<Settings>(request, apiPaths.settings);
  const instellingen = await api.get<AanmeldingInstellingen>(organiserPaths.aanmeldingInstellingen);
  try {
    await api.put(apiPaths.settings, { ...settings, showAanmelding: true });
    await api.put(organiserPaths.aanmeldingInstellingen, {
      vanaf: null,
      tot: null,
      maxTeamsPerPersoon: 1,
    });
    const open = await apiGet<AanmeldingOpen>(request, aanmeldingPaths.open);
    const { season } = await api.get<OrganiserSeasonResponse>(organiserPaths.seizoen);
    const first = season!.rondes.find((r) => r.state === 'gepland')!.round;
    expect(first).toBeGreaterThan(1);
    const naam = 'Laura Laatkomer';
    const teamnaam = 'Laat Erbij';
    const enrol = await request.post(aanmeldingPaths.aanmeldingen, {
      // An address of its own (the server believes 127.0.0.1's X-Forwarded-For): the form
      // specs' five enrolments from 127.0.0.1 stay within that address's limit.
      headers: { ...API_HEADERS, 'x-xsrf-token': session.xsrf, 'x-forwarded-for': '203.0.113.26' },
      data: {
        naam,
        teamnaam,
        email: 'laura@example.nl',
        spelerIds: eleven(open),
        toestemming: true,
      },
    });
    expect(enrol.status(), await enrol.text()).toBe(201);

    await signInToDashboard(page);
    await page.goto('/dashboard/aanmeldingen');
    const item = page.getByRole('article', { name: naam });
    await item.getByRole('button', { name: `Accepteren: ${naam} (${teamnaam})` }).click();
    // Nothing written yet: the confirmation names the starting round first.
    await expect(item.getByTestId('telt-mee-vanaf')).toContainText(
      `telt mee vanaf speelronde ${first}`,
    );
    await expect(item.getByLabel('Vanaf speelronde')).toHaveValue(String(first));
    await expectNoSeriousA11yViolations(page);
    await item.getByRole('button', { name: `Accepteren vanaf speelronde ${first}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `telt mee vanaf speelronde ${first}.` }),
    ).toBeVisible();

    const deelnemers = await api.get<OrganiserDeelnemer[]>(organiserPaths.deelnemers);
    expect(deelnemers.find((d) => d.name === naam)?.startRonde).toBe(first);
  } finally {
    await api.put(apiPaths.settings, settings);
    await api.put(organiserPaths.aanmeldingInstellingen, instellingen);
  }
});
