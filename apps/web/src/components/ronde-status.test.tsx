import type { RondeStatus as Status } from '@clubelf/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RondeStatus } from './ronde-status';
import { rondeStatusVanWedstrijden } from './ronde-status-tekst';
import { RondeWinnaars } from './ronde-winnaars';

const text = (node: React.ReactNode) =>
  renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).replace(/<[^>]+>/g, '');

const bezig: Status = { round: 21, state: 'bezig', gespeeld: 1, totaal: 9 };
const gespeeld: Status = { round: 20, state: 'gespeeld', gespeeld: 9, totaal: 9 };

describe('RondeStatus', () => {
  it('names a complete round as the one the standing is after', () => {
    expect(text(<RondeStatus status={gespeeld} />)).toBe('Na speelronde 20');
  });

  it('names a round in progress with how many of its matches are played, the standing provisional', () => {
    expect(text(<RondeStatus status={bezig} />)).toBe(
      'Speelronde 21 bezig, 1 van 9 gespeeld · voorlopige stand',
    );
    expect(renderToStaticMarkup(<RondeStatus status={bezig} />)).toContain(
      'data-ronde-status="bezig"',
    );
  });

  it('says nothing before the first round', () => {
    const none: Status = { round: 0, state: 'gepland', gespeeld: 0, totaal: 0 };
    expect(renderToStaticMarkup(<RondeStatus status={none} />)).toBe('');
  });

  it("above a round's matches: played, in progress or planned, without the standing", () => {
    expect(text(<RondeStatus status={bezig} soort="wedstrijden" />)).toBe(
      'Speelronde 21 bezig, 1 van 9 gespeeld',
    );
    expect(text(<RondeStatus status={gespeeld} soort="wedstrijden" />)).toBe(
      'Speelronde 20 gespeeld',
    );
    const gepland: Status = { round: 22, state: 'gepland', gespeeld: 0, totaal: 9 };
    expect(text(<RondeStatus status={gepland} soort="wedstrijden" />)).toBe(
      'Speelronde 22 gepland',
    );
  });

  it("counts a round's matches with both scores as played", () => {
    const match = (id: number, homeGoals: number | null, awayGoals: number | null) => ({
      id,
      homeClub: 'A',
      awayClub: 'B',
      homeGoals,
      awayGoals,
      kickoff: '2026-08-01T20:00',
    });
    const status = rondeStatusVanWedstrijden({
      round: 21,
      state: 'bezig',
      wedstrijden: [match(1, 2, 1), match(2, null, null), match(3, null, null)],
    } as Parameters<typeof rondeStatusVanWedstrijden>[0]);
    expect(status).toEqual({ round: 21, state: 'bezig', gespeeld: 1, totaal: 3 });
  });
});

describe('RondeWinnaars', () => {
  const anna = { deelnemerId: 7, name: 'Anna de Vries', teamName: 'Oost', score: 87 };
  const bram = { deelnemerId: 9, name: 'Bram', teamName: 'West', score: 87 };

  it("names the round's winner with the points, linked to the participant's page", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <RondeWinnaars status={gespeeld} winnaars={[anna]} />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/deelnemers/7"');
    expect(text(<RondeWinnaars status={gespeeld} winnaars={[anna]} />)).toBe(
      'Rondewinnaar speelronde 20: Anna de Vries (87 punten)',
    );
  });

  it('names shared winners, and the best so far while the round is being played', () => {
    expect(text(<RondeWinnaars status={bezig} winnaars={[anna, bram]} />)).toBe(
      'Rondewinnaars speelronde 21 tot nu toe: Anna de Vries en Bram (87 punten)',
    );
  });

  it('counts the rest when many share the best score so far', () => {
    const zes = [1, 2, 3, 4, 5, 6].map((i) => ({ ...anna, deelnemerId: i, name: `D${i}` }));
    expect(text(<RondeWinnaars status={bezig} winnaars={zes} />)).toBe(
      'Rondewinnaars speelronde 21 tot nu toe: D1, D2, D3, D4 en 2 anderen (87 punten)',
    );
  });

  it('shows nothing without a winner', () => {
    expect(text(<RondeWinnaars status={bezig} winnaars={[]} />)).toBe('');
  });
});
