// An element tree to a PNG: satori lays it out into SVG (text as paths, so the PNG needs no
// fonts), resvg draws the SVG. Both are CPU work of tens of milliseconds, so this runs only in
// the pictures' worker thread (picture-worker.ts, started by picture-pool.ts), never on the
// event loop that answers every other request: the main thread does not even import satori.
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { PictureElement } from './picture-element';
import { pictureFonts } from './picture-fonts';
import { PICTURE_SIZE } from './picture-parts';

export async function renderPng(element: PictureElement): Promise<Buffer> {
  const svg = await satori(element as unknown as Parameters<typeof satori>[0], {
    width: PICTURE_SIZE,
    height: PICTURE_SIZE,
    fonts: pictureFonts(),
  });
  // Synchronous: this thread has nothing else to do meanwhile.
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: PICTURE_SIZE },
    font: { loadSystemFonts: false },
  }).render();
  return image.asPng();
}
