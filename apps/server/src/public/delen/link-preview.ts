// Open Graph and Twitter meta for the pages a supporter shares (a participant's, a round's), put
// into index.html's <head> as it is served, so that a chat app's crawler (which runs no script)
// shows a card with the title, a sentence and the picture. The page then starts as always.
import type { HeadAddition } from '../../http/web-static';
import { escapeHtml } from '../../http/web-static';
import type { CardData } from './participant-card';
import { points } from './picture-parts';
import type { RoundPictureData } from './round-picture';

/** As the web app's document titles end (components/page-header.tsx). */
export const SITE_NAME = 'Superelf';
export const DEFAULT_DESCRIPTION =
  'Superelf van de supportersclub: tussenstand, beker, periodetitels en meer.';

const PARTICIPANT_PAGE = /^\/deelnemers\/([1-9][0-9]{0,15})\/?$/;
const ROUND_PAGE = /^\/info\/wedstrijden\/([1-9][0-9]{0,5})\/?$/;
/** A Host header as a name or an address with an optional port: anything else gets no URL. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?$/;

export type SharedPage = { kind: 'deelnemer'; id: number } | { kind: 'ronde'; round: number };

/** Which shared page a path is, if any. */
export function sharedPageOf(path: string): SharedPage | undefined {
  const participant = PARTICIPANT_PAGE.exec(path);
  if (participant) return { kind: 'deelnemer', id: Number(participant[1]) };
  const round = ROUND_PAGE.exec(path);
  if (round) return { kind: 'ronde', round: Number(round[1]) };
  return undefined;
}

/** `https://host` from the request (X-Forwarded-* when trustProxy says so); undefined when odd. */
export function originOf(protocol: string, host: string | undefined): string | undefined {
  if (!host || !HOST.test(host) || (protocol !== 'http' && protocol !== 'https')) return undefined;
  return `${protocol}://${host}`;
}

/** "3e in de tussenstand met 1.234 punten (▲ 2) na speelronde 12". */
export function participantDescription({ row, status }: CardData): string {
  if (status.round < 1)
    return `${row.name} doet mee met ${row.teamName}. Nog geen speelronde gespeeld.`;
  const change = row.positionChange;
  const moved =
    change === null ? '' : change > 0 ? ` (▲ ${change})` : change < 0 ? ` (▼ ${-change})` : ' (=)';
  const provisional = status.state === 'bezig' ? ' (voorlopig)' : '';
  const round = `${points(row.roundScore)} ${row.roundScore === 1 ? 'punt' : 'punten'}`;
  return (
    `${points(row.position)}e in de tussenstand met ${points(row.totalScore)} punten${moved} ` +
    `na speelronde ${status.round}${provisional}; ${round} in die ronde.`
  );
}

/** "Hoogste score: Jan de Vries met 87 punten. Tussenstand: 1. A (1.534), 2. B (1.511), 3. C (1.488)." */
export function roundDescription(data: RoundPictureData): string {
  const { winners, rows, status } = data;
  const parts: string[] = [];
  if (status.state === 'bezig') {
    parts.push(`Voorlopig: ${status.gespeeld} van ${status.totaal} wedstrijden gespeeld.`);
  }
  if (winners.length > 0) {
    const names = winners.map((w) => w.name).join(' en ');
    parts.push(`Hoogste score: ${names} met ${points(winners[0]?.score ?? 0)} punten.`);
  }
  const top = rows
    .slice(0, 3)
    .map((row) => `${row.position}. ${row.name} (${points(row.totalScore)})`)
    .join(', ');
  if (top) parts.push(`Tussenstand: ${top}.`);
  return parts.join(' ');
}

export interface Preview {
  title: string;
  description: string;
  /** Absolute URLs, when the origin is known. */
  url?: string;
  image?: { url: string; alt: string };
  siteName: string;
}

const tag = (attribute: 'property' | 'name', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

/** The page's head: its title and description, and the Open Graph and Twitter meta. */
export function previewHead(preview: Preview, documentTitle: string): HeadAddition {
  const tags = [
    tag('property', 'og:type', 'website'),
    tag('property', 'og:locale', 'nl_NL'),
    tag('property', 'og:site_name', preview.siteName),
    tag('property', 'og:title', preview.title),
    tag('property', 'og:description', preview.description),
  ];
  if (preview.url) tags.push(tag('property', 'og:url', preview.url));
  if (preview.image) {
    tags.push(
      tag('property', 'og:image', preview.image.url),
      tag('property', 'og:image:type', 'image/png'),
      tag('property', 'og:image:width', '1080'),
      tag('property', 'og:image:height', '1080'),
      tag('property', 'og:image:alt', preview.image.alt),
    );
  }
  tags.push(
    tag('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', preview.title),
    tag('name', 'twitter:description', preview.description),
  );
  if (preview.image) tags.push(tag('name', 'twitter:image', preview.image.url));
  return { title: documentTitle, description: preview.description, html: tags.join('\n') };
}
