// What both pictures share: the club's colours and crest, the heading, movement markers and
// numbers written as the site writes them.
import { box, el, line } from './picture-element';
import type { PictureElement } from './picture-element';
import { PICTURE_FONT } from './picture-fonts';

/** Every picture is a square of this many pixels (what chat apps show best). */
export const PICTURE_SIZE = 1080;
const SIDE_PADDING = 60;
/**
 * The width inside the frame. Satori sizes a box by its text when the text is wider than the
 * box's container (even with minWidth: 0), so every row that holds text that may not fit (a long
 * name) gets its width in pixels, counted from this.
 */
export const CONTENT_WIDTH = PICTURE_SIZE - 2 * SIDE_PADDING;

/** The club's identity as the pictures show it. */
export interface PictureTheme {
  primary: string;
  secondary: string;
  /** The crest as a data URL (PNG), or null when the club has none. */
  crest: string | null;
  clubName: string;
  seasonName: string;
}

export const INK = '#1b1f24';
export const MUTED = '#5b6570';
export const UP = '#1a7f37';
export const DOWN = '#c62828';
export const RULE = '#e3e6ea';

const integer = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

/** Points as the site writes them (nl-NL, whole numbers). */
export const points = (value: number) => integer.format(value);

/**
 * The whole picture: the club's colour behind everything, Inter throughout. (Satori sizes the
 * root's padding outside its width, so the padding is on a box inside it.)
 */
export function frame(theme: PictureTheme, children: PictureElement[]): PictureElement {
  return box({ width: PICTURE_SIZE, height: PICTURE_SIZE }, [
    box(
      {
        flexGrow: 1,
        flexDirection: 'column',
        backgroundColor: theme.primary,
        color: '#ffffff',
        fontFamily: PICTURE_FONT,
        padding: `56px ${SIDE_PADDING}px 44px`,
      },
      children,
    ),
  ]);
}

/** The site's ball (apps/web's BallIcon), for a club without a crest. */
function ball(size: number, colour: string): PictureElement {
  const stroke = { fill: 'none', stroke: colour, strokeWidth: 1.4, strokeLinejoin: 'round' };
  return el(
    'svg',
    { width: size, height: size },
    [
      el('circle', {}, [], {
        cx: 12,
        cy: 12,
        r: 10.5,
        fill: '#ffffff',
        stroke: colour,
        strokeWidth: 1.5,
      }),
      el('path', {}, [], {
        d: 'M12 7.2l4.1 3-1.6 4.8h-5l-1.6-4.8zM12 1.5v5.7M16.1 10.2l5.2-1.6M14.5 15l3.3 4.6M9.5 15l-3.3 4.6M7.9 10.2L2.7 8.6',
        ...stroke,
      }),
      el('path', {}, [], { d: 'M12 7.2l4.1 3-1.6 4.8h-5l-1.6-4.8z', fill: colour }),
    ],
    { width: size, height: size, viewBox: '0 0 24 24' },
  );
}

/** The crest in a white disc, or the site's ball when the club has none. */
export function crest(theme: PictureTheme, size: number): PictureElement {
  if (!theme.crest) return box({ width: size, height: size, flexShrink: 0 }, ball(size, INK));
  const inner = Math.round(size * 0.78);
  return box(
    {
      width: size,
      height: size,
      borderRadius: size / 2,
      backgroundColor: '#ffffff',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
    },
    el('img', { width: inner, height: inner, objectFit: 'contain' }, [], {
      src: theme.crest,
      width: inner,
      height: inner,
    }),
  );
}

/** The heading: crest, a title and the club and season under it, a stripe of the second colour. */
export function heading(theme: PictureTheme, title: string): PictureElement {
  const textWidth = CONTENT_WIDTH - 120 - 32;
  return box({ flexDirection: 'column', width: CONTENT_WIDTH }, [
    box({ alignItems: 'center', width: CONTENT_WIDTH }, [
      crest(theme, 120),
      box({ flexDirection: 'column', marginLeft: 32, width: textWidth }, [
        line(
          { fontSize: 76, fontWeight: 800, lineHeight: 1.05, letterSpacing: -1, width: textWidth },
          title,
        ),
        line(
          { fontSize: 27, fontWeight: 400, opacity: 0.85, marginTop: 10, width: textWidth },
          `${theme.clubName} · ${theme.seasonName}`,
        ),
      ]),
    ]),
    box({
      height: 8,
      width: 160,
      backgroundColor: theme.secondary,
      borderRadius: 4,
      marginTop: 28,
    }),
  ]);
}

/** A triangle pointing up or down. */
function triangle(direction: 'up' | 'down', size: number, colour: string): PictureElement {
  const d = direction === 'up' ? 'M6 0 L12 10 L0 10 Z' : 'M0 0 L12 0 L6 10 Z';
  return el(
    'svg',
    { width: size, height: (size * 10) / 12 },
    el('path', {}, [], { d, fill: colour }),
    {
      width: size,
      height: (size * 10) / 12,
      viewBox: '0 0 12 10',
    },
  );
}

/** ▲ 2, ▼ 1, = or "nieuw" (no previous round), in green, red or grey. */
export function movement(change: number | null, fontSize: number): PictureElement {
  const text = { fontSize, fontWeight: 700, alignItems: 'center' };
  if (change === null) return box({ ...text, color: MUTED }, '–');
  if (change === 0) return box({ ...text, color: MUTED }, '=');
  const up = change > 0;
  return box({ ...text, color: up ? UP : DOWN }, [
    triangle(up ? 'up' : 'down', Math.round(fontSize * 0.7), up ? UP : DOWN),
    box({ marginLeft: Math.round(fontSize * 0.2) }, String(Math.abs(change))),
  ]);
}

/** "Voorlopige stand: 5 van 9 wedstrijden gespeeld" for a round in progress. */
export function provisionalNote(gespeeld: number, totaal: number): string {
  return `Voorlopige stand: ${gespeeld} van ${totaal} wedstrijden gespeeld`;
}
