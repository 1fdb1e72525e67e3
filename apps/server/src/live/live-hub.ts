// The open live streams of one instance (issue 14, decision 013): a Set of replies and one
// heartbeat timer for all of them, nothing else per connection. A change is formatted once and
// written to every stream.
import type { FastifyReply } from 'fastify';
import { LIVE_CHANGED_EVENT } from '@clubelf/contract/paths';
import type { LiveChanged } from '@clubelf/contract';

/** A comment line this often keeps proxies and phones from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;

/** How long a browser waits before reconnecting after the stream broke (the SSE `retry:`). */
export const LIVE_RETRY_MS = 2_000;

export class LiveHub {
  readonly #replies = new Set<FastifyReply>();
  readonly #heartbeat: NodeJS.Timeout;

  constructor(heartbeatMs = LIVE_HEARTBEAT_MS) {
    this.#heartbeat = setInterval(() => this.#writeToAll(': \n\n'), heartbeatMs);
    this.#heartbeat.unref();
  }

  /** Keeps `reply` open and tells it `dataVersion` (a reconnecting client sees what it missed). */
  async open(reply: FastifyReply, dataVersion: number): Promise<void> {
    this.#replies.add(reply);
    reply.sse.onClose(() => this.#replies.delete(reply));
    try {
      await reply.sse.send({
        event: LIVE_CHANGED_EVENT,
        data: { dataVersion } satisfies LiveChanged,
        retry: LIVE_RETRY_MS,
      });
    } catch (error) {
      // The client left before the first message: nothing to answer any more.
      if (reply.sse.isConnected) throw error;
    }
  }

  /** Tells every open stream that answers of `dataVersion` are served. */
  changed(dataVersion: number): void {
    const data: LiveChanged = { dataVersion };
    this.#writeToAll(`event: ${LIVE_CHANGED_EVENT}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** Ends every stream (the server is closing: open streams would hold its close up). */
  close(): void {
    clearInterval(this.#heartbeat);
    for (const reply of this.#replies) reply.sse.close();
    this.#replies.clear();
  }

  #writeToAll(text: string): void {
    for (const reply of this.#replies) {
      // A stream whose client is gone is taken out by its close event; a slow one buffers.
      if (reply.sse.isConnected) reply.raw.write(text);
    }
  }
}
