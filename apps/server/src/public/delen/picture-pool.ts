// The share pictures are laid out and drawn off the event loop: a layout (satori) and a drawing
// (resvg) take tens of milliseconds of CPU each, and on the event loop twenty clients asking for
// pictures held up every other answer of the site. A small pool of worker threads (one on a
// machine of two cores, two at most) takes one picture each at a time; the rest wait in line,
// so a flood of different pictures queues rather than holding many bitmaps in memory at once.
// The workers start with the first picture asked and end with the app (close()).
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PictureElement } from './picture-element';
import type { PictureReply } from './picture-worker';

/** One core is left to the event loop; more than two workers only queue on the CPU. */
export const PICTURE_WORKERS = Math.min(2, Math.max(1, availableParallelism() - 1));

/** The worker's first file (plain JavaScript: it loads tsx, then the TypeScript worker). */
const BOOT = new URL('./picture-worker-boot.mjs', import.meta.url);
const workerData = { entry: new URL('./picture-worker.ts', import.meta.url).href };

interface Job {
  element: PictureElement;
  resolve(png: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
}

export interface PicturePoolStats {
  /** Workers running now. */
  workers: number;
  /** Pictures drawn (in a worker). */
  drawn: number;
  /** The threads that laid out and drew them (never the main thread, 0). */
  threadIds: number[];
}

export class PicturePool {
  readonly #slots: Slot[] = [];
  readonly #waiting: Job[] = [];
  readonly #threadIds = new Set<number>();
  #drawn = 0;
  #closed = false;

  constructor(private readonly size = PICTURE_WORKERS) {}

  stats(): PicturePoolStats {
    return { workers: this.#slots.length, drawn: this.#drawn, threadIds: [...this.#threadIds] };
  }

  /** The PNG of `element`, laid out and drawn in a worker. */
  render(element: PictureElement): Promise<Buffer> {
    if (this.#closed) return Promise.reject(new Error('the picture pool is closed'));
    return new Promise((resolve, reject) => {
      this.#waiting.push({ element, resolve, reject });
      this.#next();
    });
  }

  /** Ends every worker; pictures still waiting fail. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#waiting.splice(0)) job.reject(new Error('the picture pool closed'));
    const slots = this.#slots.splice(0);
    for (const slot of slots) slot.job?.reject(new Error('the picture pool closed'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /** Hands waiting pictures to idle workers, starting workers up to the pool's size. */
  #next(): void {
    while (this.#waiting.length > 0) {
      const slot = this.#slots.find((s) => s.job === undefined) ?? this.#start();
      if (!slot) return;
      const job = this.#waiting.shift() as Job;
      slot.job = job;
      slot.worker.postMessage(job.element);
    }
  }

  #start(): Slot | undefined {
    if (this.#closed || this.#slots.length >= this.size) return undefined;
    const worker = new Worker(BOOT, { workerData });
    // The HTTP server keeps the process alive; an idle worker must not.
    worker.unref();
    const slot: Slot = { worker, job: undefined };
    worker.on('message', (reply: PictureReply) => {
      const job = slot.job;
      slot.job = undefined;
      if (reply.ok) {
        this.#drawn += 1;
        this.#threadIds.add(reply.threadId);
        job?.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
      } else {
        job?.reject(new Error(`the picture could not be drawn: ${reply.message}`));
      }
      this.#next();
    });
    // A worker that fails to start or dies: its picture fails, the next gets a new worker.
    const lost = (error: Error) => {
      const at = this.#slots.indexOf(slot);
      if (at === -1) return;
      this.#slots.splice(at, 1);
      slot.job?.reject(error);
      slot.job = undefined;
      this.#next();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the picture worker stopped (exit code ${code})`)));
    this.#slots.push(slot);
    return slot;
  }
}
