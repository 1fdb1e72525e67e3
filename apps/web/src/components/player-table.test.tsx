import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EVENT_LABELS } from '../lib/event-labels';
import { eventColumns, PlayerTable, type PlayerCells } from './player-table';
import { numeric, type RankingColumn } from './ranking-table';

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

interface Rij extends PlayerCells {
  totalPoints: number;
  perEvent: { doelpunt?: number; cleanSheet?: number };
}

const punten: RankingColumn<Rij> = { ...numeric('Punten', true), cell: (r) => r.totalPoints };

const rijen: Rij[] = [
  {
    playerId: 40,
    name: 'Ruben van der Linden',
    clubId: 3,
    clubName: 'VV Oost',
    position: 'Aanvaller',
    totalPoints: 31,
    perEvent: { doelpunt: 18, cleanSheet: 0 },
  },
  {
    playerId: 41,
    name: 'Kees Bakker',
    clubName: 'SC West',
    position: 'Keeper',
    totalPoints: 22,
    perEvent: { cleanSheet: 12 },
  },
];

const tabel = (columns: readonly RankingColumn<Rij>[]) =>
  html(<PlayerTable label="Spelers" rows={rijen} rowKey={(r) => r.name} columns={columns} />);

describe('PlayerTable', () => {
  it("links each player's name to their page and the club to its matches when its id is known", () => {
    const markup = tabel([punten]);
    expect(markup).toContain('<a href="/spelers/40"');
    expect(markup).toContain('<a href="/spelers/41"');
    expect(markup).toContain('<a href="/info/clubs/3"');
    // Without a club id the club is plain text.
    expect(markup).not.toMatch(/<a [^>]*>SC West<\/a>/);
    expect(markup).toContain('SC West');
  });

  it('shows club and position under the name for a phone', () => {
    expect(tabel([punten])).toContain('VV Oost · Aanvaller');
  });

  it('leaves the name plain when a row has no player id (the dashboard)', () => {
    const markup = html(
      <PlayerTable
        label="Spelers"
        rows={[{ name: 'Jan', clubName: 'VV Oost', position: 'Keeper' }]}
        rowKey={(r) => r.name}
        columns={[]}
      />,
    );
    expect(markup).not.toContain('/spelers/');
    expect(markup).toContain('Jan');
  });

  it('puts the points per event into the expandable detail, one closed button per row', () => {
    const markup = tabel([punten, ...eventColumns]);
    expect(markup.match(/aria-expanded="false"/g)).toHaveLength(2);
    expect(markup).toContain('aria-label="Details van Kees Bakker"');
    expect(eventColumns.every((c) => c.telefoon === 'detail')).toBe(true);
    expect(eventColumns).toHaveLength(EVENT_LABELS.length);
  });
});

describe('EVENT_LABELS', () => {
  it('names every event in Dutch', () => {
    const texts = EVENT_LABELS.flatMap((e) => [e.short, e.full]).join(' | ');
    expect(texts).not.toMatch(/clean sheet|c\.s\./i);
    expect(EVENT_LABELS.find((e) => e.event === 'cleanSheet')).toMatchObject({
      short: 'De nul',
      full: 'Nul gehouden',
    });
  });
});
