import { describe, expect, it } from 'vitest';
import { colourProblems, contrast } from './colour-rules';

describe('colour rules', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // WebAIM's checker: #767676 on white is 4.54:1.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('accepts the default green with yellow', () => {
    expect(colourProblems('#0b5d2a', '#f5c400')).toEqual({});
  });

  it('refuses a primary colour white text cannot be read on', () => {
    const problems = colourProblems('#f5c400', '#0b5d2a');
    expect(problems.primaryColour).toMatch(
      /^Witte tekst op #f5c400 is slecht leesbaar \(contrast 1,6:1/,
    );
  });

  it('refuses a secondary colour too close to the primary', () => {
    const problems = colourProblems('#0b5d2a', '#15803d');
    expect(problems.primaryColour).toBeUndefined();
    expect(problems.secondaryColour).toMatch(/valt te weinig op tegen de hoofdkleur #0b5d2a/);
  });
});
