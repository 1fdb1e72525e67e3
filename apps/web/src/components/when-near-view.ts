/** What whenNearView uses of the browser (a test gives its own). */
export interface NearViewBrowser {
  IntersectionObserver?: typeof IntersectionObserver;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
}

/** How far below (or above) the view a box counts as near: half a phone's screen. */
export const NEAR_VIEW_MARGIN = '400px 0px';
/** The longest wait for an idle moment once the box is near. */
export const IDLE_TIMEOUT_MS = 1_000;
/** Without requestIdleCallback (Safari): a short pause, so the draw follows the scroll's frame. */
export const NO_IDLE_DELAY_MS = 50;

/**
 * Calls `then` once, when `element` first comes within NEAR_VIEW_MARGIN of the view and then the
 * browser is idle (at most IDLE_TIMEOUT_MS later). Without IntersectionObserver, at the first idle
 * moment. Returns the cancel function (a React effect's cleanup).
 */
export function whenNearView(
  element: Element,
  then: () => void,
  browser: NearViewBrowser = window as unknown as NearViewBrowser,
): () => void {
  let cancelWait: (() => void) | undefined;
  const whenIdle = () => {
    if (browser.requestIdleCallback) {
      const handle = browser.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
      cancelWait = () => browser.cancelIdleCallback?.(handle);
    } else {
      const handle = browser.setTimeout(then, NO_IDLE_DELAY_MS);
      cancelWait = () => browser.clearTimeout(handle);
    }
  };
  if (!browser.IntersectionObserver) {
    whenIdle();
    return () => cancelWait?.();
  }
  const observer = new browser.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenIdle();
    },
    { rootMargin: NEAR_VIEW_MARGIN },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelWait?.();
  };
}
