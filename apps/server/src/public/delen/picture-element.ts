// The element trees satori lays out, as plain objects ({ type, props }): no React needed.
// Satori reads a subset of CSS (flexbox only: every element with more than one child says
// display: flex); see satori's README.
import { fontRuns, PICTURE_FONT } from './picture-fonts';

export type Style = Record<string, string | number>;

export interface PictureElement {
  type: string;
  props: {
    style?: Style;
    children?: PictureChild | PictureChild[];
    [attribute: string]: unknown;
  };
}

export type PictureChild = PictureElement | string | null | undefined | false;

/** An element of `type` with `style`, other attributes and children. */
export function el(
  type: string,
  style: Style,
  children: PictureChild | PictureChild[] = [],
  attributes: Record<string, unknown> = {},
): PictureElement {
  const kept = Array.isArray(children)
    ? children.filter((c) => c !== null && c !== false)
    : children;
  return { type, props: { ...attributes, style, children: kept } };
}

/** A box laid out as a row or column (satori needs display: flex on every container). */
export const box = (style: Style, children: PictureChild | PictureChild[] = []) =>
  el('div', { display: 'flex', ...style }, children);

/**
 * One line of text (a name, a team, the club), cut off with an ellipsis when it does not fit.
 * Text that needs another subset of the typeface than Latin is set as runs of spans, which
 * satori cuts off without the ellipsis.
 */
export function line(style: Style, text: string): PictureElement {
  const runs = fontRuns(text);
  const cut = { overflow: 'hidden', whiteSpace: 'nowrap', ...style };
  if (runs.length === 1 && runs[0]?.family === PICTURE_FONT) {
    return el('div', { display: 'flex', textOverflow: 'ellipsis', ...cut }, runs[0].text);
  }
  return el(
    'div',
    { display: 'block', ...cut },
    runs.map((run) => el('span', { fontFamily: run.family }, run.text)),
  );
}
