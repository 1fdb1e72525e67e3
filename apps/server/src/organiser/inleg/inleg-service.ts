// The entry fee as the treasurer sees it: every participant paid or open, the totals, and the
// reminder text naming everyone still open. Amounts are whole cents throughout.
import {
  INLEG_WIJZEN,
  formatEuro,
  type InlegDeelnemer,
  type InlegHerinnering,
  type InlegOverzicht,
  type InlegTotalen,
} from '@clubelf/contract';
import type { Db } from '../../db/database';
import { fieldProblem, notFound } from '../../http/errors';
import { conflict, refused } from '../../http/conflict';
import { requireSeason } from '../seizoen/season-state';
import { findInleg, listInlegRows } from './inleg-repository';

const byDutchName = new Intl.Collator('nl', { sensitivity: 'base', numeric: true }).compare;

export function inlegTotalen(bedragCenten: number, deelnemers: InlegDeelnemer[]): InlegTotalen {
  const betaald = deelnemers.filter((d) => d.betaald);
  const aantalOpen = deelnemers.length - betaald.length;
  return {
    verwacht: bedragCenten * deelnemers.length,
    ontvangen: bedragCenten * betaald.length,
    open: bedragCenten * aantalOpen,
    aantalBetaald: betaald.length,
    aantalOpen,
    perWijze: INLEG_WIJZEN.map((wijze) => {
      const aantal = betaald.filter((d) => d.wijze === wijze).length;
      return { wijze, aantal, bedrag: aantal * bedragCenten };
    }),
  };
}

export async function inlegOverzicht(db: Db): Promise<InlegOverzicht> {
  const season = await requireSeason(db);
  const [inleg, rows] = await Promise.all([findInleg(db, season.id), listInlegRows(db)]);
  const deelnemers: InlegDeelnemer[] = rows
    .map((r) => ({ ...r, betaald: r.betaaldOp !== null }))
    .sort((a, b) => byDutchName(a.name, b.name) || a.deelnemerId - b.deelnemerId);
  return {
    seasonName: season.name,
    ...inleg,
    deelnemers,
    totalen: inlegTotalen(inleg.bedragCenten, deelnemers),
  };
}

/** The participant's name, or a 404. */
export async function requireInlegDeelnemer(db: Db, deelnemerId: number): Promise<InlegDeelnemer> {
  const found = (await inlegOverzicht(db)).deelnemers.find((d) => d.deelnemerId === deelnemerId);
  if (!found) throw notFound(`Deelnemer ${deelnemerId} bestaat niet`);
  return found;
}

/**
 * The participants a bulk payment names, each still at the version the organiser saw and still
 * open; 404 for one that does not exist, 409 (nothing written) for a stale version or one paid
 * in the meantime.
 */
export async function requireOpenAtVersion(
  db: Db,
  wanted: { id: number; version: number }[],
): Promise<InlegDeelnemer[]> {
  const byId = new Map((await inlegOverzicht(db)).deelnemers.map((d) => [d.deelnemerId, d]));
  const found = wanted.map(({ id, version }) => {
    const deelnemer = byId.get(id);
    if (!deelnemer) throw notFound(`Deelnemer ${id} bestaat niet`);
    if (deelnemer.version !== version) throw conflict();
    return deelnemer;
  });
  const paid = found.filter((d) => d.betaald);
  if (paid.length > 0) {
    throw refused(
      `${paid.map((d) => d.name).join(', ')} ${paid.length === 1 ? 'heeft' : 'hebben'} ` +
        'intussen al betaald. Laad de pagina opnieuw en kies opnieuw.',
    );
  }
  return found;
}

/** Today in the league's own time zone, as an ISO date. */
export function todayInAmsterdam(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(now);
}

/** A payment's date may be today or before, never after. */
export function checkBetaaldOp(betaaldOp: string, now: Date = new Date()): void {
  const today = todayInAmsterdam(now);
  if (betaaldOp > today) {
    throw fieldProblem(
      'betaaldOp',
      `betaaldOp mag niet in de toekomst liggen (vandaag is het ${today})`,
    );
  }
}

const DEFAULT_INSTRUCTIE = 'Betalen kan contant, met een overboeking of met een Tikkie.';

/** The WhatsApp reminder: the open names, the amount as the Dutch write it, how to pay. */
export function herinnering(overzicht: InlegOverzicht): InlegHerinnering {
  const open = overzicht.deelnemers.filter((d) => !d.betaald);
  const namen = open.map((d) => d.name);
  if (open.length === 0) {
    return {
      tekst: `Iedereen heeft de inleg voor ${overzicht.seasonName} betaald. Bedankt!`,
      namen,
    };
  }
  const bedrag = overzicht.bedragCenten > 0 ? ` van ${formatEuro(overzicht.bedragCenten)}` : '';
  const tekst = [
    `Hoi allemaal! De inleg${bedrag} voor ${overzicht.seasonName} is nog niet binnen van:`,
    ...open.map((d) => `- ${d.name} (${d.teamName})`),
    '',
    overzicht.betaalinstructie || DEFAULT_INSTRUCTIE,
    'Alvast bedankt!',
  ].join('\n');
  return { tekst, namen };
}
