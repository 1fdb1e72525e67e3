import { describe, expect, it } from 'vitest';
import { createAnswerPace } from './answer-pace';

describe('createAnswerPace', () => {
  it('waits for what a stored enrolment takes, less the time already spent', () => {
    const pace = createAnswerPace(15);
    expect(pace.waitFor(5)).toBe(10);
    expect(pace.waitFor(20)).toBe(0);
  });

  it('follows the stored enrolments’ times', () => {
    const pace = createAnswerPace(15);
    for (let i = 0; i < 50; i++) pace.stored(40);
    expect(pace.waitFor(0)).toBeCloseTo(40, 0);
    for (let i = 0; i < 50; i++) pace.stored(5);
    expect(pace.waitFor(0)).toBeCloseTo(5, 0);
  });

  it('never holds a request longer than a second', () => {
    const pace = createAnswerPace(15);
    for (let i = 0; i < 50; i++) pace.stored(60_000);
    expect(pace.waitFor(0)).toBe(1_000);
  });
});
