import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SeizoenProvider } from '../lib/seizoen';
import {
  columnClass,
  deelnemerColumn,
  numeric,
  positieColumn,
  RankingTable,
  teamColumn,
  toggled,
  type RankingColumn,
} from './ranking-table';

const html = (node: ReactNode, seizoen: number | null = null) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SeizoenProvider value={{ id: seizoen, name: null }}>{node}</SeizoenProvider>
    </MemoryRouter>,
  );

interface Rij {
  position: number;
  deelnemerId: number;
  name: string;
  teamName: string;
  punten: number;
  kaarten: number;
}

const rijen: Rij[] = [
  { position: 1, deelnemerId: 12, name: 'An', teamName: 'Oost', punten: 80, kaarten: 1 },
  { position: 2, deelnemerId: 7, name: 'Bo', teamName: 'West', punten: 75, kaarten: 4 },
];

const punten: RankingColumn<Rij> = { ...numeric('Punten', true), cell: (r) => r.punten };
const kaarten: RankingColumn<Rij> = {
  ...numeric('Kaartpunten'),
  telefoon: 'detail',
  detailLabel: 'Kaartpunten dit seizoen',
  cell: (r) => r.kaarten,
};

function tabel(columns: readonly RankingColumn<Rij>[], extra: { seizoen?: number } = {}) {
  return html(
    <RankingTable
      caption="Stand"
      rows={rijen}
      rowKey={(r) => r.deelnemerId}
      rowLabel={(r) => r.name}
      isGekozen={(r) => r.deelnemerId === 7}
      columns={columns}
    />,
    extra.seizoen ?? null,
  );
}

describe('RankingTable', () => {
  it("links every participant's name to their page, within an archived season too", () => {
    const columns = [positieColumn, deelnemerColumn, teamColumn, punten];
    expect(tabel(columns)).toContain('href="/deelnemers/12"');
    expect(tabel(columns)).toContain('href="/deelnemers/7"');
    expect(tabel(columns, { seizoen: 3 })).toContain('href="/archief/3/deelnemers/12"');
    expect(tabel(columns)).not.toContain('loopbaan');
  });

  it('shows the team on a second line under the name, its own column left out on a phone', () => {
    const markup = tabel([deelnemerColumn, teamColumn, punten]);
    // Twice per row: once under the name, once in the team column.
    expect(markup.match(/Oost/g)).toHaveLength(2);
    expect(teamColumn.telefoon).toBe('onder');
  });

  it('has no detail buttons when no column goes into the detail', () => {
    const markup = tabel([positieColumn, deelnemerColumn, punten]);
    expect(markup).not.toContain('aria-expanded');
    expect(markup).not.toContain('<button');
  });

  it('gives each row a closed detail button, named after the row, when a column goes there', () => {
    const markup = tabel([positieColumn, deelnemerColumn, punten, kaarten]);
    expect(markup.match(/<button/g)).toHaveLength(2);
    expect(markup).toContain('aria-expanded="false"');
    expect(markup).not.toContain('aria-expanded="true"');
    expect(markup).toContain('aria-label="Details van An"');
    expect(markup).toContain('aria-label="Details van Bo"');
    // Closed: the detail's label is not on the page yet.
    expect(markup).not.toContain('Kaartpunten dit seizoen');
  });

  it('marks the chosen row and makes every row findable by its key', () => {
    const markup = tabel([deelnemerColumn, punten]);
    expect(markup).toMatch(/<tr data-rij="7"[^>]*data-gekozen="true"/);
    expect(markup).toMatch(/<tr data-rij="12"(?![^>]*data-gekozen)[^>]*>/);
  });

  it('puts a total under the column the table ranks by', () => {
    const markup = html(
      <RankingTable
        caption="Selectie"
        rows={rijen}
        rowKey={(r) => r.deelnemerId}
        columns={[deelnemerColumn, teamColumn, punten, kaarten]}
        total={{ label: 'Totaal', value: 155 }}
      />,
    );
    const voet = /<tfoot>(.*)<\/tfoot>/.exec(markup)?.[1] ?? '';
    // Under name and team on a wide screen; under the name alone on a phone (no team column).
    expect(voet).toMatch(
      /<th scope="row" colSpan="2" class="[^"]+">Totaal<\/th><th scope="row" colSpan="1" class="[^"]+">Totaal<\/th><td class="num strong[^"]*">155<\/td>/i,
    );
  });
});

describe('columnClass', () => {
  it("keeps a column's own class and adds where it goes on a phone", () => {
    expect(columnClass('num strong', undefined)).toBe('num strong');
    expect(columnClass(undefined, undefined)).toBeUndefined();
    expect(columnClass('num', 'detail')).toMatch(/^num \S+/);
    expect(columnClass('num', 'detail')).not.toBe(columnClass('num', 'onder'));
  });
});

describe('toggled', () => {
  it('opens a closed row and closes an open one, leaving the others', () => {
    const open = toggled(new Set([1]), 2);
    expect([...open].sort()).toEqual([1, 2]);
    expect([...toggled(open, 1)]).toEqual([2]);
  });
});
