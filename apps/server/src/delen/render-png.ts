// An element tree to a PNG: satori lays it out into SVG (text as paths, so the PNG needs no
// fonts), resvg draws the SVG on the libuv thread pool (renderAsync) rather than the event loop.
// At most RENDERS_AT_ONCE renders run at a time (a flood of different pictures queues rather
// than holding many SVGs and bitmaps in memory and the event loop in layout at once).
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import type { PictureElement } from './picture-element';
import { pictureFonts } from './picture-fonts';
import { PICTURE_SIZE } from './picture-parts';

const RENDERS_AT_ONCE = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finished render hands its place straight to the next in line.
  if (running >= RENDERS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function renderPng(element: PictureElement): Promise<Buffer> {
  return inTurn(async () => {
    const svg = await satori(element as unknown as Parameters<typeof satori>[0], {
      width: PICTURE_SIZE,
      height: PICTURE_SIZE,
      fonts: pictureFonts(),
    });
    const image = await renderAsync(svg, {
      fitTo: { mode: 'width', value: PICTURE_SIZE },
      font: { loadSystemFonts: false },
    });
    return image.asPng();
  });
}
