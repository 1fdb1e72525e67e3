import type { OrganiserSchedule, OrganiserWedstrijd } from '@clubelf/contract';
import { describe, expect, it } from 'vitest';
import { defaultKickoff } from './default-kickoff';

const match = (round: number, kickoff: string): OrganiserWedstrijd => ({
  id: round * 10,
  round,
  homeClubId: 1,
  awayClubId: 2,
  homeClub: 'A',
  awayClub: 'B',
  kickoff,
  homeGoals: null,
  awayGoals: null,
  version: 1,
  eventCount: 0,
});

const schedule = (rondes: [number, OrganiserWedstrijd[]][]): OrganiserSchedule => ({
  roundCount: 34,
  rondes: rondes.map(([round, wedstrijden]) => ({ round, state: 'gepland', wedstrijden })),
});

describe('defaultKickoff', () => {
  it("takes the round's own last kick-off", () => {
    const s = schedule([[3, [match(3, '2026-09-05T14:30'), match(3, '2026-09-05T20:00')]]]);
    expect(defaultKickoff(s, 3)).toBe('2026-09-05T20:00');
  });

  it('counts a week per round on from an earlier round, across the clock change', () => {
    const s = schedule([
      [10, [match(10, '2026-10-17T20:00')]],
      [11, []],
      [12, []],
    ]);
    expect(defaultKickoff(s, 12)).toBe('2026-10-31T20:00');
  });

  it('is empty for a schedule without matches', () => {
    expect(defaultKickoff(schedule([[1, []]]), 1)).toBe('');
  });
});
