// Rendered pictures kept by what they show (format, data version, club identity, subject): a
// render costs tens of milliseconds of CPU, a kept one nothing. Bounded (least recently asked
// goes first), and requests for the same picture while it renders share that render.

export class PngCache {
  readonly #kept = new Map<string, Promise<Buffer>>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.#kept.size;
  }

  /** Whether the picture under `key` is kept or being rendered (asking costs no render). */
  has(key: string): boolean {
    return this.#kept.has(key);
  }

  /** The picture under `key`, rendered by `render` when it is not kept. */
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.#kept.get(key);
    if (kept) {
      // Asked again: to the back of the line.
      this.#kept.delete(key);
      this.#kept.set(key, kept);
      return kept;
    }
    const made = render();
    this.#kept.set(key, made);
    // A failure is not kept: the next request tries again.
    made.catch(() => {
      if (this.#kept.get(key) === made) this.#kept.delete(key);
    });
    while (this.#kept.size > this.max) {
      const oldest = this.#kept.keys().next().value;
      if (oldest === undefined) break;
      this.#kept.delete(oldest);
    }
    return made;
  }
}
