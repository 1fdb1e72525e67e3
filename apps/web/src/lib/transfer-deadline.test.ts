import { describe, expect, it } from 'vitest';
import { formatDeadline, timeLeft, toAmsterdamInput } from './transfer-deadline';

describe('the transfer deadline', () => {
  it('reads in Amsterdam time, winter and summer', () => {
    expect(formatDeadline('2027-01-10T19:00:00.000Z')).toBe('zondag 10 januari om 20:00');
    expect(formatDeadline('2027-04-04T10:30:00.000Z')).toBe('zondag 4 april om 12:30');
  });

  it('gives a datetime-local value in Amsterdam wall time', () => {
    expect(toAmsterdamInput('2027-01-10T19:00:00.000Z')).toBe('2027-01-10T20:00');
    expect(toAmsterdamInput('2027-04-04T10:30:00.000Z')).toBe('2027-04-04T12:30');
  });

  it('says how long is left in the two largest units, and nothing once passed', () => {
    const deadline = '2027-01-10T19:00:00.000Z';
    const at = (iso: string) => new Date(iso).getTime();
    expect(timeLeft(deadline, at('2027-01-08T16:00:00.000Z'))).toBe('nog 2 dagen en 3 uur');
    expect(timeLeft(deadline, at('2027-01-09T19:00:00.000Z'))).toBe('nog 1 dag');
    expect(timeLeft(deadline, at('2027-01-10T17:30:00.000Z'))).toBe('nog 1 uur en 30 minuten');
    expect(timeLeft(deadline, at('2027-01-10T18:59:30.000Z'))).toBe('nog 1 minuut');
    expect(timeLeft(deadline, at('2027-01-10T19:00:00.000Z'))).toBeNull();
  });
});
