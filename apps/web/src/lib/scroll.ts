// Scrolling to the chosen participant (docs/spec.md section 9): 2000 ms, elastic ease-out, offset -200.
export const SCROLL_DELAY_MS = 1000;
export const SCROLL_DURATION_MS = 2000;
export const SCROLL_OFFSET = -200;

const C4 = (2 * Math.PI) / 3;

/** Elastic ease-out: overshoots the target a little and settles on it. t and the result 0..1. */
export function easeOutElastic(t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return Math.pow(2, -10 * t) * Math.sin((t * 10 - 0.75) * C4) + 1;
}

/** Where the page should end: the element's top plus the offset, within the scrollable range. */
export function scrollTarget(elementTop: number, offset: number, maxScroll: number): number {
  return Math.min(Math.max(elementTop + offset, 0), Math.max(maxScroll, 0));
}

export interface ScrollOptions {
  duration?: number;
  offset?: number;
  easing?: (t: number) => number;
}

/**
 * Animates the window to an element; returns a function that stops it. Any wheel, touch or key
 * of the visitor stops it too, so the page never fights the reader.
 */
export function animateScrollTo(element: Element, options: ScrollOptions = {}): () => void {
  const top = element.getBoundingClientRect().top + window.scrollY;
  return animateScrollToTop(() => top, options);
}

/**
 * Animates the window to a place on the page: `documentTop()` (plus the offset) is read again on
 * every frame, so a target that moves while rows are laid out on the way (a virtualised list) is
 * still where the scroll ends.
 */
export function animateScrollToTop(
  documentTop: () => number,
  options: ScrollOptions = {},
): () => void {
  const {
    duration = SCROLL_DURATION_MS,
    offset = SCROLL_OFFSET,
    easing = easeOutElastic,
  } = options;
  const start = window.scrollY;
  const target = () =>
    scrollTarget(documentTop(), offset, document.documentElement.scrollHeight - window.innerHeight);
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduceMotion || duration <= 0) {
    window.scrollTo({ top: target(), behavior: 'instant' });
    return () => {};
  }

  let frame = 0;
  let begin: number | null = null;
  const stopEvents = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const name of stopEvents) window.removeEventListener(name, stop);
  };
  const step = (now: number) => {
    begin ??= now;
    const t = Math.min((now - begin) / duration, 1);
    window.scrollTo({ top: start + (target() - start) * easing(t), behavior: 'instant' });
    if (t < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const name of stopEvents) window.addEventListener(name, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}
