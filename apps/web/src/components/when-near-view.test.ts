import { describe, expect, it, vi } from 'vitest';
import {
  IDLE_TIMEOUT_MS,
  NEAR_VIEW_MARGIN,
  NO_IDLE_DELAY_MS,
  whenNearView,
  type NearViewBrowser,
} from './when-near-view';

/** A browser whose observer and idle callbacks the test fires itself. */
function fakeBrowser({ idle = true, observer = true } = {}) {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    observed: Element[];
    disconnected: boolean;
  }[] = [];
  const idles: { callback: () => void; timeout?: number; cancelled: boolean }[] = [];
  const timeouts: { callback: () => void; ms: number; cleared: boolean }[] = [];
  class FakeObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, observed: [] as Element[], disconnected: false };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.observed.push(element);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const browser: NearViewBrowser = {
    IntersectionObserver: observer
      ? (FakeObserver as unknown as typeof IntersectionObserver)
      : undefined,
    requestIdleCallback: idle
      ? (callback, options) =>
          idles.push({ callback, timeout: options?.timeout, cancelled: false }) - 1
      : undefined,
    cancelIdleCallback: (handle) => {
      idles[handle]!.cancelled = true;
    },
    setTimeout: (callback, ms) => timeouts.push({ callback, ms, cleared: false }) - 1,
    clearTimeout: (handle) => {
      timeouts[handle]!.cleared = true;
    },
  };
  const intersect = (isIntersecting: boolean) =>
    observers[0]!.callback(
      [{ isIntersecting } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  return { browser, observers, idles, timeouts, intersect };
}

const element = {} as Element;

describe('whenNearView', () => {
  it('waits for the box to come near the view, then for an idle moment', () => {
    const fake = fakeBrowser();
    const then = vi.fn();
    whenNearView(element, then, fake.browser);
    expect(fake.observers[0]!.observed).toEqual([element]);
    expect(fake.observers[0]!.options).toEqual({ rootMargin: NEAR_VIEW_MARGIN });
    fake.intersect(false);
    expect(fake.idles).toHaveLength(0);
    fake.intersect(true);
    expect(fake.observers[0]!.disconnected).toBe(true);
    expect(fake.idles).toHaveLength(1);
    expect(fake.idles[0]!.timeout).toBe(IDLE_TIMEOUT_MS);
    expect(then).not.toHaveBeenCalled();
    fake.idles[0]!.callback();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari), draws after a short pause', () => {
    const fake = fakeBrowser({ idle: false });
    const then = vi.fn();
    whenNearView(element, then, fake.browser);
    fake.intersect(true);
    expect(fake.timeouts.map((t) => t.ms)).toEqual([NO_IDLE_DELAY_MS]);
    fake.timeouts[0]!.callback();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('without IntersectionObserver, at the first idle moment', () => {
    const fake = fakeBrowser({ observer: false });
    const then = vi.fn();
    whenNearView(element, then, fake.browser);
    expect(fake.idles).toHaveLength(1);
    fake.idles[0]!.callback();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('cancelled (the page left), it observes and waits no more', () => {
    const fake = fakeBrowser();
    const cancel = whenNearView(element, vi.fn(), fake.browser);
    fake.intersect(true);
    cancel();
    expect(fake.observers[0]!.disconnected).toBe(true);
    expect(fake.idles[0]!.cancelled).toBe(true);
  });
});
