// A count per address and minute (a fixed window from its first count), in this instance's
// memory: what keeps one client from having the pictures drawn one after another without end.
// Several instances behind one proxy each allow as many (the limit is per instance).

/** Past this many addresses, windows that have ended are swept out. */
const SWEEP_AT = 10_000;

export class AddressLimit {
  readonly #windows = new Map<string, { endsAt: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one for `address`: 0 when allowed, else the whole seconds until it may again. */
  take(address: string): number {
    const now = this.now();
    let window = this.#windows.get(address);
    if (!window || window.endsAt <= now) {
      if (this.#windows.size >= SWEEP_AT) this.#sweep(now);
      window = { endsAt: now + this.windowMs, count: 0 };
      this.#windows.set(address, window);
    }
    if (window.count >= this.max) return Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    window.count += 1;
    return 0;
  }

  #sweep(now: number): void {
    for (const [address, window] of this.#windows) {
      if (window.endsAt <= now) this.#windows.delete(address);
    }
  }
}
