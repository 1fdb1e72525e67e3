import { describe, expect, it } from 'vitest';
import { seizoenStatus } from './seizoen-status';

const seizoen = {
  id: 1,
  name: 'Seizoen 2026-2027',
  isCurrent: false,
  isFinished: true,
  closedEarly: false,
  roundCount: 34,
  closedAt: '2027-05-30T10:00:00.000Z',
};

describe('seizoenStatus', () => {
  it('dates a closed season in Dutch notation, and says when it closed early', () => {
    expect(seizoenStatus(seizoen)).toBe('Afgesloten op 30-05-2027');
    expect(seizoenStatus({ ...seizoen, closedEarly: true })).toBe(
      'Afgesloten op 30-05-2027, voortijdig: niet alle speelrondes zijn gespeeld',
    );
  });

  it('calls the season in play the current one', () => {
    expect(seizoenStatus({ ...seizoen, isCurrent: true, isFinished: false, closedAt: null })).toBe(
      'Huidig seizoen, wordt nog gespeeld',
    );
  });
});
