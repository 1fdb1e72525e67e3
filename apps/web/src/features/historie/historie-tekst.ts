import type { PersoonHistorie } from '@clubelf/contract';

type SeizoenRegel = PersoonHistorie['seizoenen'][number];

/** '2e van 250'; '-' before the season's first result. */
export function positieTekst(position: number | null, participantCount: number): string {
  return position === null ? '-' : `${position}e van ${participantCount}`;
}

/** The season's name without the word 'Seizoen', for the chart's axis: '2026-2027'. */
export function seizoenKort(name: string): string {
  return name.replace(/^seizoen\s+/i, '') || name;
}

export interface Loopbaan {
  seizoenen: number;
  prijzen: number;
  /** The best final position of a finished season, with the first season it was reached in. */
  beste: { position: number; participantCount: number; seizoenName: string } | null;
}

/** The career in three figures: seasons played, prizes won, best final position. */
export function loopbaan(seizoenen: readonly SeizoenRegel[]): Loopbaan {
  let beste: Loopbaan['beste'] = null;
  for (const s of seizoenen) {
    if (!s.isFinished || s.position === null) continue;
    if (beste === null || s.position < beste.position) {
      beste = {
        position: s.position,
        participantCount: s.participantCount,
        seizoenName: s.seizoenName,
      };
    }
  }
  return {
    seizoenen: seizoenen.length,
    prijzen: seizoenen.reduce((n, s) => n + s.prizes.length, 0),
    beste,
  };
}
