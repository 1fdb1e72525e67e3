// The pictures' worker thread: one picture at a time, laid out and drawn (render-png.ts), and
// handed back with this thread's id (the pool counts where the layout ran).
import { parentPort, threadId } from 'node:worker_threads';
import type { PictureElement } from './picture-element';
import { renderPng } from './render-png';

export type PictureReply =
  | { ok: true; png: Uint8Array; threadId: number }
  | { ok: false; message: string; threadId: number };

const port = parentPort;
if (!port) throw new Error('picture-worker.ts runs as a worker thread only');

port.on('message', (element: PictureElement) => {
  renderPng(element).then(
    (png) => port.postMessage({ ok: true, png, threadId } satisfies PictureReply),
    (error: unknown) =>
      port.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        threadId,
      } satisfies PictureReply),
  );
});
