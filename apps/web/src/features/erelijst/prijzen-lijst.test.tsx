import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrijzenLijst, Winnaars } from './prijzen-lijst';

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).replace(
    / (class|data-discover)="[^"]*"/g,
    '',
  );
const text = (node: React.ReactNode) =>
  html(node)
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');

describe('Winnaars', () => {
  it('shows a shared title as shared, every name to its career', () => {
    const gedeeld = { prize: 'kampioen' as const, winners: ['An', 'Bo'], persoonIds: [3, 7] };
    expect(text(<Winnaars prijs={gedeeld} />)).toBe('An & Bo (gedeeld)');
    expect(html(<Winnaars prijs={gedeeld} />)).toContain('<a href="/personen/3">An</a>');
    expect(html(<Winnaars prijs={gedeeld} />)).toContain('<a href="/personen/7">Bo</a>');
  });

  it('names one winner plainly, a team without a link, and an undecided prize as such', () => {
    expect(text(<Winnaars prijs={{ prize: 'beker', winners: ['An'], persoonIds: [3] }} />)).toBe(
      'An',
    );
    expect(
      html(<Winnaars prijs={{ prize: 'teambeker', winners: ['Oost'], persoonIds: [null] }} />),
    ).toBe('Oost');
    expect(text(<Winnaars prijs={{ prize: 'beker', winners: [], persoonIds: [] }} />)).toBe(
      'Niet uitgereikt',
    );
  });
});

describe('PrijzenLijst', () => {
  it('names each prize in Dutch beside its winners', () => {
    expect(
      text(
        <PrijzenLijst
          prizes={[
            { prize: 'kampioen', winners: ['An'], persoonIds: [3] },
            { prize: 'periodetitel2', winners: ['Bo', 'Cor'], persoonIds: [7, 9] },
          ]}
        />,
      ),
    ).toBe('KampioenAn2e periodetitelBo & Cor (gedeeld)');
  });
});
