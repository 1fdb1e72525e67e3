// The sentences of the home cards, pure so they are tested without a browser
// (home-teksten.test.ts): who leads a period, where the visitor's participant stands.
import type { DeelnemerSummary, PeriodetitelsSummary } from '@clubelf/contract';
import { formatNumber } from '../../lib/format';

type Periode = PeriodetitelsSummary['periodetitels'][number];

export const punten = (score: number) =>
  `${formatNumber(score)} ${score === 1 ? 'punt' : 'punten'}`;

/** "Jan", "Jan en Piet", "Jan, Piet en 3 anderen": a shared first place, kept short. */
export function namenTekst(namen: readonly string[], max = 3): string {
  if (namen.length <= max) {
    return namen.length <= 1
      ? (namen[0] ?? '')
      : `${namen.slice(0, -1).join(', ')} en ${namen.at(-1)!}`;
  }
  const anderen = namen.length - (max - 1);
  return `${namen.slice(0, max - 1).join(', ')} en ${anderen} anderen`;
}

/**
 * A period on the home card: not begun, its winner once finished, else who leads it and with how
 * many points (issue 26: not only "Wordt gespeeld").
 */
export function periodeKaartTekst(p: Periode): string {
  if (!p.isActive) return 'Nog niet gespeeld';
  if (p.isFinished) return p.winner ?? 'Gespeeld';
  const eerste = p.leiders[0];
  if (!eerste) return 'Wordt gespeeld';
  const wie = namenTekst(p.leiders.map((l) => l.name));
  return `${wie} ${p.leiders.length > 1 ? 'leiden' : 'leidt'} met ${punten(eerste.score)}`;
}

/** "3e" for a place. */
export const plaats = (position: number) => `${position}e`;

/** The participant's period line: "Periode 2: 5e met 123 punten". */
export function eigenPeriodeTekst(periode: NonNullable<DeelnemerSummary['periode']>): string {
  const werd = periode.isFinished ? 'geëindigd als ' : '';
  return `Periode ${periode.nummer}: ${werd}${plaats(periode.position)} met ${punten(periode.score)}`;
}

/** Their beker: the duel to come (or being played), out, or not in it. */
export function eigenBekerTekst(
  summary: Pick<DeelnemerSummary, 'bekerDuel' | 'bekerUitgeschakeldIn'>,
): string {
  if (summary.bekerUitgeschakeldIn)
    return `Uitgeschakeld in de ${lower(summary.bekerUitgeschakeldIn)}`;
  const duel = summary.bekerDuel;
  if (!duel) return 'Geen bekerduel gepland';
  const ronde = `${duel.rondeName} (speelronde ${duel.speelronde})`;
  return duel.opponent ? `${ronde} tegen ${duel.opponent.name}` : `${ronde}: vrijgeloot`;
}

const lower = (text: string) => text.toLocaleLowerCase('nl');
