import { describe, expect, it } from 'vitest';
import type { DeelnemerBekerDuel, PeriodetitelsSummary } from '@clubelf/contract';
import {
  eigenBekerTekst,
  eigenPeriodeTekst,
  namenTekst,
  periodeKaartTekst,
  punten,
} from './home-teksten';

type Periode = PeriodetitelsSummary['periodetitels'][number];

const periode = (over: Partial<Periode>): Periode => ({
  nummer: 2,
  fromRound: 10,
  toRound: 18,
  isActive: true,
  isFinished: false,
  winner: null,
  winners: [],
  rondeStatus: { round: 12, state: 'gespeeld', gespeeld: 9, totaal: 9 },
  leiders: [],
  ...over,
});

const duel = (over: Partial<DeelnemerBekerDuel>): DeelnemerBekerDuel => ({
  bekerRondeId: 4,
  rondeName: 'Kwartfinale',
  speelronde: 24,
  opponent: { id: 9, name: 'Piet Pieters', teamName: 'De Kraaien' },
  ownScore: null,
  opponentScore: null,
  ownTotal: null,
  opponentTotal: null,
  through: null,
  decidedBy: null,
  ...over,
});

describe('periodeKaartTekst', () => {
  it('names the leader and his points while the period is played', () => {
    const leiders = [{ deelnemerId: 1, name: 'Jan Jansen', score: 1234 }];
    expect(periodeKaartTekst(periode({ leiders }))).toBe('Jan Jansen leidt met 1.234 punten');
  });

  it('a shared lead: the names and the one score', () => {
    const leiders = [
      { deelnemerId: 1, name: 'Jan', score: 80 },
      { deelnemerId: 2, name: 'Piet', score: 80 },
    ];
    expect(periodeKaartTekst(periode({ leiders }))).toBe('Jan en Piet leiden met 80 punten');
  });

  it('not begun, finished, and begun without a round played', () => {
    expect(periodeKaartTekst(periode({ isActive: false }))).toBe('Nog niet gespeeld');
    expect(periodeKaartTekst(periode({ isFinished: true, winner: 'Kees' }))).toBe('Kees');
    expect(periodeKaartTekst(periode({}))).toBe('Wordt gespeeld');
  });
});

describe('namenTekst and punten', () => {
  it('joins names in Dutch and counts the rest', () => {
    expect(namenTekst([])).toBe('');
    expect(namenTekst(['A'])).toBe('A');
    expect(namenTekst(['A', 'B', 'C'])).toBe('A, B en C');
    expect(namenTekst(['A', 'B', 'C', 'D', 'E'])).toBe('A, B en 3 anderen');
    expect(punten(1)).toBe('1 punt');
    expect(punten(0)).toBe('0 punten');
  });
});

describe('the own card', () => {
  it('the period place, finished or not', () => {
    expect(eigenPeriodeTekst({ nummer: 3, position: 5, score: 123, isFinished: false })).toBe(
      'Periode 3: 5e met 123 punten',
    );
    expect(eigenPeriodeTekst({ nummer: 1, position: 1, score: 1, isFinished: true })).toBe(
      'Periode 1: geëindigd als 1e met 1 punt',
    );
  });

  it('the beker: the duel to come, a bye, out, or none', () => {
    expect(eigenBekerTekst({ bekerDuel: duel({}), bekerUitgeschakeldIn: null })).toBe(
      'Kwartfinale (speelronde 24) tegen Piet Pieters',
    );
    expect(
      eigenBekerTekst({ bekerDuel: duel({ opponent: null }), bekerUitgeschakeldIn: null }),
    ).toBe('Kwartfinale (speelronde 24): vrijgeloot');
    expect(eigenBekerTekst({ bekerDuel: null, bekerUitgeschakeldIn: 'Achtste finale' })).toBe(
      'Uitgeschakeld in de achtste finale',
    );
    expect(eigenBekerTekst({ bekerDuel: null, bekerUitgeschakeldIn: null })).toBe(
      'Geen bekerduel gepland',
    );
  });
});
