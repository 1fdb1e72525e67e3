import { describe, expect, it } from 'vitest';
import { driftOf, readAnker } from './keep-row-in-place';

interface FakeRow {
  rij: string;
  top: number;
  gekozen?: boolean;
}

const HEIGHT = 800;
const ROW_HEIGHT = 40;

/** A page of table rows at the given viewport tops, as querySelector(All) finds them. */
function page(rows: FakeRow[]): Document {
  const elements = rows.map((row) => ({
    dataset: { rij: row.rij },
    gekozen: row.gekozen === true,
    getBoundingClientRect: () =>
      ({ top: row.top, bottom: row.top + ROW_HEIGHT }) as unknown as DOMRect,
  }));
  return {
    querySelector: (selector: string) =>
      selector.includes('data-gekozen') ? (elements.find((e) => e.gekozen) ?? null) : null,
    querySelectorAll: () => elements,
  } as unknown as Document;
}

describe('readAnker', () => {
  it("holds the chosen participant's row when it is in view", () => {
    const doc = page([
      { rij: '1', top: 100 },
      { rij: '7', top: 420, gekozen: true },
    ]);
    expect(readAnker(doc, HEIGHT)).toEqual({ key: '7', top: 420 });
  });

  it('else the first row whose top is in view, or the one the top of the viewport cuts', () => {
    const chosenAbove = { rij: '9', top: -900, gekozen: true };
    expect(
      readAnker(
        page([chosenAbove, { rij: '1', top: -60 }, { rij: '2', top: -20 }, { rij: '3', top: 20 }]),
        HEIGHT,
      ),
    ).toEqual({ key: '3', top: 20 });
    expect(
      readAnker(
        page([
          { rij: '1', top: -500 },
          { rij: '2', top: -20 },
        ]),
        HEIGHT,
      ),
    ).toEqual({
      key: '2',
      top: -20,
    });
  });

  it('is null without a row in view (the browser’s own anchoring is left to it)', () => {
    expect(readAnker(page([]), HEIGHT)).toBeNull();
    expect(readAnker(page([{ rij: '1', top: 900 }]), HEIGHT)).toBeNull();
    expect(readAnker(page([{ rij: '1', top: -300 }]), HEIGHT)).toBeNull();
  });
});

describe('driftOf', () => {
  it('is how far the row moved from where the reader had it', () => {
    const anker = { key: '7', top: 420 };
    expect(driftOf(anker, page([{ rij: '7', top: 630 }]))).toBe(210);
    expect(driftOf(anker, page([{ rij: '7', top: 300 }]))).toBe(-120);
  });

  it('is 0 when the row is where it was, or gone from the page', () => {
    const anker = { key: '7', top: 420 };
    expect(driftOf(anker, page([{ rij: '7', top: 420.3 }]))).toBe(0);
    expect(driftOf(anker, page([{ rij: '8', top: 100 }]))).toBe(0);
  });
});
