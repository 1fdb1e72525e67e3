import type { DeelnemerRonde } from '@clubelf/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlayerTable } from '../../components/player-table';
import { nogTeSpelenTekst } from './nog-te-spelen';
import { PuntenOfNogTeSpelen } from './punten-of-nog-te-spelen';

type Speler = DeelnemerRonde['spelers'][number];

const wedstrijd = {
  played: false,
  opponentClubId: 2,
  opponent: 'Ajax',
  thuis: false,
  kickoff: '2026-08-15T14:30',
};
const speler = (over: Partial<Speler>): Speler => ({
  playerId: 7,
  name: 'Jan Smit',
  clubId: 1,
  clubName: 'VV Oost',
  position: 'Verdediger',
  points: 0,
  perEvent: {} as Speler['perEvent'],
  wedstrijd,
  ...over,
});

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('PuntenOfNogTeSpelen', () => {
  it('a match still to come: a dash read out as nog te spelen, never a 0', () => {
    const html = renderToStaticMarkup(<PuntenOfNogTeSpelen speler={speler({})} />);
    expect(html).toBe(
      '<span aria-hidden="true">–</span><span class="sr-only">nog te spelen</span>',
    );
    expect(text(html)).not.toContain('0');
  });

  it('a played match, even without points, and a club without a match show the points', () => {
    const gespeeld = { ...wedstrijd, played: true };
    expect(
      renderToStaticMarkup(<PuntenOfNogTeSpelen speler={speler({ wedstrijd: gespeeld })} />),
    ).toBe('0');
    expect(
      renderToStaticMarkup(
        <PuntenOfNogTeSpelen speler={speler({ wedstrijd: gespeeld, points: 12 })} />,
      ),
    ).toBe('12');
    expect(renderToStaticMarkup(<PuntenOfNogTeSpelen speler={speler({ wedstrijd: null })} />)).toBe(
      '0',
    );
  });
});

describe('PlayerTable subExtra', () => {
  it("puts the match still to be played on the phone's line under the name, which may wrap", () => {
    const rows = [speler({}), speler({ playerId: 8, name: 'Piet Kok', wedstrijd: null })];
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <PlayerTable
          label="Selectie"
          rows={rows}
          rowKey={(s) => s.playerId}
          columns={[]}
          subExtra={(s) => nogTeSpelenTekst(s.wedstrijd)}
        />
      </MemoryRouter>,
    );
    expect(text(html)).toContain(
      'VV Oost · Verdediger · nog te spelen · tegen Ajax (uit) · za 14:30',
    );
    // Without a match still to come the line is as before.
    expect(text(html)).toContain('Piet Kok');
    expect(text(html).match(/nog te spelen/g)).toHaveLength(1);
  });
});
