// A round in progress is named as such (issue 9): after the organiser saves one match of the next
// speelronde, the home page and the tussenstand on a phone say the round is bezig and how many of
// its matches are played, and the standing is provisional, rather than "Na speelronde 21".
import { expect, test } from '@playwright/test';
import type {
  OrganiserSchedule,
  Rondes,
  Tussenstand,
  Uitslag,
  UitslagSpeler,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { organiserApi } from './dashboard-helpers';
import { apiGet } from './support/api';
import { escapeRegExp } from './support/format';
import { homeCard, openPage } from './support/page';

const noEvents = (s: UitslagSpeler) => ({
  playerId: s.playerId,
  side: s.side,
  played: false,
  basisplaats: false,
  goals: 0,
  penaltyGoals: 0,
  assists: 0,
  ownGoals: 0,
  yellow: 0,
  secondYellow: false,
  directRed: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
});

test.use({ viewport: { width: 390, height: 844 } });

test('one saved match of the next round: home and tussenstand say it is bezig, 1 van … gespeeld', async ({
  page,
  request,
}) => {
  const api = await organiserApi(request);
  const rondes = await apiGet<Rondes>(request, '/api/wedstrijden/rounds');
  const round = rondes.find((r) => r.state === 'gepland')!.round;
  const schedule = await api.get<OrganiserSchedule>(organiserPaths.speelschema);
  const wedstrijden = schedule.rondes.find((r) => r.round === round)!.wedstrijden;
  expect(wedstrijden.length, 'the round has more than one match').toBeGreaterThan(1);

  // One match of it, 1-0: the home side's first eleven start, the first of them scores.
  const uitslag = await api.get<Uitslag>(organiserPaths.uitslag(wedstrijden[0]!.id));
  const elf = uitslag.spelers.filter((s) => s.side === 'home' && s.status !== 'vertrokken');
  const starters = new Set(elf.slice(0, 11).map((s) => s.playerId));
  await api.put(organiserPaths.uitslag(uitslag.wedstrijd.id), {
    version: uitslag.wedstrijd.version,
    homeGoals: 1,
    awayGoals: 0,
    events: uitslag.spelers.map((s) =>
      starters.has(s.playerId)
        ? {
            ...noEvents(s),
            played: true,
            basisplaats: true,
            goals: s.playerId === elf[0]!.playerId ? 1 : 0,
          }
        : noEvents(s),
    ),
  });

  // What the site now answers: this round, bezig, 1 of its matches played.
  const stand = await apiGet<Tussenstand>(request, '/api/standen/tussenstand');
  expect(stand.rondeStatus).toEqual({
    round,
    state: 'bezig',
    gespeeld: 1,
    totaal: wedstrijden.length,
  });
  const bezig = `peelronde ${round} bezig, 1 van ${wedstrijden.length} gespeeld`;

  await openPage(page, '/home');
  const tussenstand = homeCard(page, 'Tussenstand');
  await expect(tussenstand).toContainText(bezig);
  await expect(tussenstand).toContainText('voorlopige stand');
  await expect(tussenstand).not.toContainText(`Na speelronde ${round}`);
  await expect(homeCard(page, 'Wedstrijden')).toContainText(bezig);

  await openPage(page, '/standen/tussenstand');
  const header = page.locator('main header').first();
  await expect(header).toContainText(bezig);
  await expect(header).toContainText('voorlopige stand');
  await expect(header).not.toContainText(`Na speelronde ${round}`);
  // The round's best so far, by name, leading to the participant's page.
  const winnaar = stand.rondeWinnaars[0]!;
  await expect(header).toContainText(
    new RegExp(`Rondewinnaars? speelronde ${round} tot nu toe: ${escapeRegExp(winnaar.name)}`),
  );
  await expect(header.getByRole('link', { name: winnaar.name }).first()).toHaveAttribute(
    'href',
    `/deelnemers/${winnaar.deelnemerId}`,
  );

  // The matches page uses the same words for the round.
  await openPage(page, `/info/wedstrijden?ronde=${round}`);
  await expect(page.locator('main')).toContainText(bezig);
});
