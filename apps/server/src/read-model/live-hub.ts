// The open live streams of one instance (issue 14, decision 013): a Set of replies and one
// heartbeat timer for all of them, nothing else per connection. A change is formatted once and
// written to every stream. Streams are capped in all and per client address (issue 24,
// decision 019), and each one is counted out when its connection closes, however it closes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_CHANGED_EVENT } from '@clubelf/contract/paths';
import type { LiveChanged } from '@clubelf/contract';

/** A comment line this often keeps proxies and phones from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;

/** How long a browser waits before reconnecting after the stream broke (the SSE `retry:`). */
export const LIVE_RETRY_MS = 2_000;

/**
 * What a stream may hold unsent (a client that stopped reading): beyond it the connection is
 * ended rather than buffered without end. Events are a few dozen bytes.
 */
export const LIVE_MAX_BUFFERED_BYTES = 64 * 1024;

export interface LiveLimits {
  /** Streams at once on this instance. */
  total: number;
  /** Streams at once from one client address. */
  perAddress: number;
}

export class LiveHub {
  /** Each open stream with what counts it out (once). */
  readonly #replies = new Map<FastifyReply, () => void>();
  readonly #perAddress = new Map<string, number>();
  readonly #heartbeat: NodeJS.Timeout;
  readonly #limits: LiveLimits;

  constructor(limits: LiveLimits, heartbeatMs = LIVE_HEARTBEAT_MS) {
    this.#limits = limits;
    this.#heartbeat = setInterval(() => this.#writeToAll(': \n\n'), heartbeatMs);
    this.#heartbeat.unref();
  }

  /** Open streams, in all or from one address. */
  count(address?: string): number {
    return address === undefined ? this.#replies.size : (this.#perAddress.get(address) ?? 0);
  }

  /** A stream more would stay within the caps. */
  admits(address: string): boolean {
    return this.#replies.size < this.#limits.total && this.count(address) < this.#limits.perAddress;
  }

  /**
   * Keeps `reply` open and tells it `dataVersion` (a reconnecting client sees what it missed).
   * Counted out when its socket closes: a request pipelined behind another has no response
   * socket yet, and its response would never say `close`.
   */
  async open(request: FastifyRequest, reply: FastifyReply, dataVersion: number): Promise<void> {
    const address = request.ip;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      socket.off('close', leave);
      this.#replies.delete(reply);
      const rest = this.count(address) - 1;
      if (rest > 0) this.#perAddress.set(address, rest);
      else this.#perAddress.delete(address);
    };
    const socket = request.raw.socket;
    this.#replies.set(reply, leave);
    this.#perAddress.set(address, this.count(address) + 1);
    socket.once('close', leave);
    reply.raw.once('close', leave);
    reply.sse.onClose(leave);
    if (socket.destroyed) leave();
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
    for (const [reply, leave] of [...this.#replies]) {
      reply.sse.close();
      leave();
    }
  }

  #writeToAll(text: string): void {
    for (const reply of this.#replies.keys()) {
      // A stream whose client is gone is taken out by its close event; one whose client stopped
      // reading is ended before its buffer grows without bound.
      if (!reply.sse.isConnected) continue;
      if (reply.raw.writableLength > LIVE_MAX_BUFFERED_BYTES) reply.raw.destroy();
      else reply.raw.write(text);
    }
  }
}
