// A live update must not move what the reader is reading (issue 26 item 7). Chrome's own scroll
// anchoring (`overflow-anchor: auto`) keeps a node in place when content above it grows, but not
// a row that the update moves within its table (React moves the node, and the browser then
// anchors to another one), nor in Safari, which has no scroll anchoring. So before the page's
// queries refresh, the row the reader has in view is noted with its distance from the top of the
// viewport, and until the refresh has settled every frame puts that row back at that distance.
// Each correction runs before the browser paints (requestAnimationFrame), so nothing jumps.
import { GEKOZEN_SELECTOR } from '../../components/gekozen-row';

/** A row of a table that names its participant (ranking-table, virtual-ranking-table). */
const ROW_SELECTOR = '[data-rij]';

export interface Anker {
  /** The row's data-rij: found again after the table is redrawn. */
  key: string;
  /** Its top in the viewport (px). */
  top: number;
}

const inView = (rect: DOMRect, height: number) => rect.bottom > 0 && rect.top < height;

/**
 * The row the reader is reading: the chosen participant's when it is in view, else the first
 * row whose top is in view (or the one the top of the viewport cuts). Null with no row in view.
 */
export function readAnker(doc: Document = document, height = window.innerHeight): Anker | null {
  const gekozen = doc.querySelector<HTMLElement>(`${ROW_SELECTOR}${GEKOZEN_SELECTOR}`);
  if (gekozen) {
    const rect = gekozen.getBoundingClientRect();
    if (inView(rect, height)) return { key: gekozen.dataset.rij ?? '', top: rect.top };
  }
  let cut: Anker | null = null;
  for (const row of doc.querySelectorAll<HTMLElement>(ROW_SELECTOR)) {
    const rect = row.getBoundingClientRect();
    if (!inView(rect, height)) {
      if (rect.top >= height) break;
      continue;
    }
    const anker = { key: row.dataset.rij ?? '', top: rect.top };
    if (rect.top >= 0) return anker;
    cut ??= anker;
  }
  return cut;
}

/** How far the row must scroll to be back where it was (0 when it is, or when it is gone). */
export function driftOf(anker: Anker, doc: Document = document): number {
  const row = [...doc.querySelectorAll<HTMLElement>(ROW_SELECTOR)].find(
    (r) => r.dataset.rij === anker.key,
  );
  if (!row) return 0;
  const drift = row.getBoundingClientRect().top - anker.top;
  return Math.abs(drift) < 0.5 ? 0 : drift;
}

/** Frames the row is still held after the refresh settled (late layout: fonts, a header line). */
const SETTLE_FRAMES = 30;

/**
 * Holds the row the reader has in view in place while `refresh` runs and a little after. Any
 * wheel, touch or key of the reader lets go at once: the page never fights them.
 */
export async function keepRowInPlace(refresh: () => Promise<unknown>): Promise<void> {
  const anker = readAnker();
  if (!anker) {
    await refresh();
    return;
  }
  let frame = 0;
  let framesLeft = Number.POSITIVE_INFINITY;
  const stopEvents = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    framesLeft = 0;
    for (const name of stopEvents) window.removeEventListener(name, stop);
  };
  const hold = () => {
    const drift = driftOf(anker);
    if (drift !== 0) window.scrollBy({ top: drift, behavior: 'instant' });
    framesLeft -= 1;
    if (framesLeft > 0) frame = requestAnimationFrame(hold);
    else stop();
  };
  for (const name of stopEvents) window.addEventListener(name, stop, { passive: true });
  frame = requestAnimationFrame(hold);
  try {
    await refresh();
  } finally {
    if (framesLeft > 0) framesLeft = SETTLE_FRAMES;
  }
}
