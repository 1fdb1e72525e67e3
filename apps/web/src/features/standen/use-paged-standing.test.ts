import { describe, expect, it } from 'vitest';
import { fillPages, KOP_AANTAL, pagesFor } from './use-paged-standing';

describe('pagesFor', () => {
  it('asks nothing for rows the first request holds', () => {
    expect(pagesFor(0, KOP_AANTAL - 1)).toEqual([]);
  });

  it('asks the pages of 50 that hold the rows in view', () => {
    expect(pagesFor(90, 160)).toEqual([100, 150]);
    expect(pagesFor(6990, 7010)).toEqual([6950, 7000]);
  });
});

describe('fillPages', () => {
  it('loads a small standing after the first 100 rows in pages of 200', () => {
    expect(fillPages(100)).toEqual([]);
    expect(fillPages(250)).toEqual([100]);
    expect(fillPages(500)).toEqual([100, 300]);
  });
});
