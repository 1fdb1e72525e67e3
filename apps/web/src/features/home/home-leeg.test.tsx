// The home cards as a new season's first weeks show them (issue 26): before the first round
// every card says so, no table of everyone at place 1 with 0 points, no team at "1 ... 0,0";
// after it, the own card shows the place, movement, round and period. The cards render with
// their answers in the query cache, as the home page mounts them (home-card-queries).
import type {
  DeelnemerSummary,
  SpelersSummary,
  Teamcompetitie,
  TussenstandSummary,
} from '@clubelf/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { tussenstandSummaryQuery } from '../standen';
import { teamcompetitieSummaryQuery } from '../teamstanden';
import { deelnemerSummaryQuery, spelersSummaryQuery } from './api';
import { EigenCard } from './eigen-card';
import { RondeCard } from './ronde-card';
import { SpelersCard } from './spelers-card';
import { TeamcompetitieCard } from './teamcompetitie-card';
import { TussenstandCard } from './tussenstand-card';

const gepland = { round: 0, state: 'gepland', gespeeld: 0, totaal: 0 } as const;
const gespeeld = { round: 12, state: 'gespeeld', gespeeld: 9, totaal: 9 } as const;

function render(node: ReactNode, fill: (client: QueryClient) => void): string {
  const client = new QueryClient();
  fill(client);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const row = (position: number, id: number, totalScore: number) => ({
  position,
  deelnemerId: id,
  name: `Deelnemer ${id}`,
  teamName: 'De Kraaien',
  totalScore,
  roundScore: 0,
  previousPosition: null,
  positionChange: null,
});

const eigen = (over: Partial<DeelnemerSummary>): DeelnemerSummary => ({
  id: 7,
  name: 'Jan Jansen',
  teamName: 'De Kraaien',
  round: 0,
  rondeStatus: gepland,
  position: null,
  positionChange: null,
  totalScore: 0,
  roundScore: 0,
  periode: null,
  bekerDuel: null,
  bekerUitgeschakeldIn: null,
  ...over,
});

describe('before the first round', () => {
  it('the tussenstand card says so instead of ten participants at place 1 with 0 points', () => {
    const summary: TussenstandSummary = {
      round: 0,
      rondeStatus: gepland,
      rondeWinnaars: [],
      tussenstandPositions: Array.from({ length: 10 }, (_, i) => row(1, i + 1, 0)),
    };
    const html = render(<TussenstandCard />, (c) =>
      c.setQueryData(tussenstandSummaryQuery.queryKey, summary),
    );
    expect(html).not.toContain('<table');
    expect(text(html)).toContain('Er is nog geen speelronde gespeeld');
  });

  it('the teamcompetitie card says so instead of every team at "1 ... 0,0"', () => {
    const stand: Teamcompetitie = {
      round: 0,
      rondeStatus: gepland,
      teamcompetitiePositions: [1, 2, 3].map((id) => ({
        position: 1,
        teamId: id,
        teamName: `Team ${id}`,
        deelnemerCount: 5,
        totalScore: 0,
        averageScore: 0,
      })),
    };
    const html = render(<TeamcompetitieCard />, (c) =>
      c.setQueryData(teamcompetitieSummaryQuery.queryKey, stand),
    );
    expect(html).not.toContain('<table');
    expect(text(html)).toContain('de teamcompetitie begint na de eerste uitslagen');
  });

  it('the players card lists no players at 0 points', () => {
    const spelers: SpelersSummary = [1, 2].map((id) => ({
      playerId: id,
      name: `Speler ${id}`,
      clubId: 1,
      clubName: 'FC Thuis',
      totalPoints: 0,
    }));
    const html = render(<SpelersCard />, (c) =>
      c.setQueryData(spelersSummaryQuery.queryKey, spelers),
    );
    expect(html).not.toContain('Speler 1');
    expect(text(html)).toContain('Er zijn nog geen punten gescoord.');
  });

  it('the latest round card says the season has not begun', () => {
    const html = render(<RondeCard />, (c) =>
      c.setQueryData(tussenstandSummaryQuery.queryKey, {
        round: 0,
        rondeStatus: gepland,
        rondeWinnaars: [],
        tussenstandPositions: [row(1, 1, 0)],
      }),
    );
    expect(text(html)).toContain('Het seizoen is nog niet begonnen');
    expect(text(html)).not.toContain('Koploper');
  });

  it('the own card: no place yet, but the beker duel already drawn', () => {
    const html = render(<EigenCard deelnemerId={7} />, (c) =>
      c.setQueryData(
        deelnemerSummaryQuery(7).queryKey,
        eigen({
          bekerDuel: {
            bekerRondeId: 1,
            rondeName: 'Voorronde',
            speelronde: 3,
            opponent: { id: 8, name: 'Piet Pieters', teamName: 'De Uilen' },
            ownScore: null,
            opponentScore: null,
            ownTotal: null,
            opponentTotal: null,
            through: null,
            decidedBy: null,
          },
        }),
      ),
    );
    expect(text(html)).toContain('Er is nog geen speelronde gespeeld');
    expect(html).not.toContain('Positie');
    expect(text(html)).toContain('Beker: Voorronde (speelronde 3) tegen Piet Pieters');
    expect(html).toContain('href="/deelnemers/7"');
  });
});

describe('during the season', () => {
  it('the own card shows place and movement, round points, total and period place', () => {
    const html = render(<EigenCard deelnemerId={7} />, (c) =>
      c.setQueryData(
        deelnemerSummaryQuery(7).queryKey,
        eigen({
          round: 12,
          rondeStatus: gespeeld,
          position: 4,
          positionChange: 2,
          totalScore: 1234,
          roundScore: 56,
          periode: { nummer: 2, position: 3, score: 210, isFinished: false },
          bekerUitgeschakeldIn: 'Achtste finale',
        }),
      ),
    );
    const t = text(html);
    expect(t).toContain('Positie 4');
    expect(t).toContain('2 plaatsen gestegen');
    expect(t).toContain('Ronde 12 56');
    expect(t).toContain('Totaal 1.234');
    expect(t).toContain('Periode 2: 3e met 210 punten');
    expect(t).toContain('Beker: Uitgeschakeld in de achtste finale');
  });

  it('the latest round card names the round winner and the leader', () => {
    const html = render(<RondeCard />, (c) =>
      c.setQueryData(tussenstandSummaryQuery.queryKey, {
        round: 12,
        rondeStatus: gespeeld,
        rondeWinnaars: [{ deelnemerId: 3, name: 'Kees', teamName: 'X', score: 88 }],
        tussenstandPositions: [row(1, 5, 900), row(2, 6, 850)],
      }),
    );
    const t = text(html);
    expect(t).toContain('Rondewinnaar speelronde 12: Kees (88 punten)');
    expect(t).toContain('Koploper: Deelnemer 5 (900 punten)');
    expect(html).toContain('href="/info/wedstrijden/12"');
  });
});
