import type { ReactNode } from 'react';
import type { BekerDuel } from '@clubelf/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SeizoenProvider } from '../lib/seizoen';
import { DuelList } from './duel-list';

const html = (node: ReactNode, seizoen: number | null = null) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SeizoenProvider value={{ id: seizoen, name: null }}>{node}</SeizoenProvider>
    </MemoryRouter>,
  );

const duel: BekerDuel = {
  first: { id: 5, name: 'An', teamName: 'Oost' },
  second: { id: 9, name: 'Bo', teamName: 'West' },
  firstScore: 40,
  secondScore: 32,
  firstTotal: null,
  secondTotal: null,
  winnerId: 5,
  decidedBy: 'score',
};

describe('DuelList', () => {
  it("links both participants of a beker duel to their pages, in the season's addresses", () => {
    const markup = html(<DuelList kind="beker" duels={[duel]} isGekozen={() => false} />);
    expect(markup).toContain('<a href="/deelnemers/5"');
    expect(markup).toContain('<a href="/deelnemers/9"');
    expect(html(<DuelList kind="beker" duels={[duel]} isGekozen={() => false} />, 2)).toContain(
      '<a href="/archief/2/deelnemers/5"',
    );
  });

  it('leaves the teams of the teambeker plain: a team has no page', () => {
    const teams: BekerDuel = {
      ...duel,
      first: { id: 1, name: 'Oost', teamName: '' },
      second: { id: 2, name: 'West', teamName: '' },
    };
    const markup = html(<DuelList kind="teambeker" duels={[teams]} isGekozen={() => false} />);
    expect(markup).not.toContain('<a ');
    expect(markup).toContain('Oost');
  });
});
