// Closed seasons as the engine computed them again, kept by use: a computation costs the
// engine's whole run (tens of milliseconds, more for a large season), a kept one nothing, and
// memory allows only a few. The least recently used goes first. A season being computed is not
// in that count: every request for it shares the one computation (single flight), so a client
// cycling through more seasons than are kept cannot make the same season run twice at once.

export class ComputedSeasons<V> {
  readonly #kept = new Map<string, V>();
  readonly #running = new Map<string, Promise<V>>();
  #computations = 0;

  constructor(private readonly max: number) {}

  /** How many computations were started (kept and shared answers do not count). */
  get computations(): number {
    return this.#computations;
  }

  /** The keys kept, least recently used first. */
  keys(): string[] {
    return [...this.#kept.keys()];
  }

  /** The value under `key`: kept, being computed, or computed now by `compute`. */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const kept = this.#kept.get(key);
    if (kept !== undefined) {
      // Used again: to the back of the line.
      this.#kept.delete(key);
      this.#kept.set(key, kept);
      return Promise.resolve(kept);
    }
    const running = this.#running.get(key);
    if (running) return running;
    this.#computations += 1;
    const started = compute();
    this.#running.set(key, started);
    // A failure is not kept: the next request tries again.
    started.then(
      (value) => {
        this.#running.delete(key);
        this.#keep(key, value);
      },
      () => this.#running.delete(key),
    );
    return started;
  }

  #keep(key: string, value: V): void {
    this.#kept.set(key, value);
    while (this.#kept.size > this.max) {
      const oldest = this.#kept.keys().next().value;
      if (oldest === undefined) break;
      this.#kept.delete(oldest);
    }
  }
}
