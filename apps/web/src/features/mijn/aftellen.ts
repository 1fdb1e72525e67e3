// What the transfer window's line says: the deadline in Amsterdam time whatever the phone's
// zone, and how long is left (lib/transfer-deadline.ts words both). Pure, so the countdown's
// text is tested without a browser (aftellen.test.ts), DST included.
import type { MijnResponse } from '@clubelf/contract';
import { formatDeadline, timeLeft } from '../../lib/transfer-deadline';

export type Transferperiode = NonNullable<MijnResponse['transferperiode']>;

export interface Aftellen {
  /** "Transferperiode open" or "Volgende transferperiode". */
  titel: string;
  /** "Je wissels tellen vanaf speelronde 21." */
  vanaf: string;
  /** "zondag 10 januari om 20:00" (Amsterdam), or null without a deadline. */
  sluitOp: string | null;
  /** "nog 2 dagen en 3 uur"; "gesloten" once passed; null without a deadline. */
  resterend: string | null;
}

export function aftellen(periode: Transferperiode, nowMs: number): Aftellen {
  const left = periode.sluitOp === null ? null : timeLeft(periode.sluitOp, nowMs);
  return {
    titel: periode.isOpen ? 'Transferperiode open' : 'Volgende transferperiode',
    vanaf: `Je wissels tellen vanaf speelronde ${periode.fromRound}.`,
    sluitOp: periode.sluitOp === null ? null : formatDeadline(periode.sluitOp),
    resterend: periode.sluitOp === null ? null : (left ?? 'gesloten'),
  };
}

/** How often the countdown redraws: every second in its last minutes, else every 15 s. */
export function tikInterval(periode: Transferperiode, nowMs: number): number {
  if (periode.sluitOp === null) return 0;
  const ms = new Date(periode.sluitOp).getTime() - nowMs;
  return ms <= 0 ? 0 : ms < 10 * 60_000 ? 1_000 : 15_000;
}
