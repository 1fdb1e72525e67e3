import { describe, expect, it } from 'vitest';
import { aftrapKort, isNogTeSpelen, nogTeSpelenTekst, tegenTekst } from './nog-te-spelen';

const ajaxThuis = {
  played: false,
  opponentClubId: 1,
  opponent: 'Ajax',
  thuis: true,
  kickoff: '2026-08-15T14:30',
};

describe('nog te spelen', () => {
  it('writes the kick-off as a Dutch short weekday and a 24-hour time', () => {
    // 15 August 2026 is a Saturday; 20:00 stays 20:00 on every device.
    expect(aftrapKort('2026-08-15T14:30')).toBe('za 14:30');
    expect(aftrapKort('2026-08-16T20:00:00')).toBe('zo 20:00');
    expect(aftrapKort('2026-08-18T09:05')).toBe('di 09:05');
  });

  it('names the opponent and whether the club plays at home or away', () => {
    expect(tegenTekst(ajaxThuis)).toBe('tegen Ajax (thuis)');
    expect(tegenTekst({ ...ajaxThuis, thuis: false, opponent: 'PSV' })).toBe('tegen PSV (uit)');
  });

  it('says nog te spelen with opponent and kick-off only while the match is not played', () => {
    expect(nogTeSpelenTekst(ajaxThuis)).toBe('nog te spelen · tegen Ajax (thuis) · za 14:30');
    expect(isNogTeSpelen(ajaxThuis)).toBe(true);
    expect(nogTeSpelenTekst({ ...ajaxThuis, played: true })).toBeNull();
    expect(isNogTeSpelen({ ...ajaxThuis, played: true })).toBe(false);
    // No match for his club in the round: his 0 stands as it is.
    expect(nogTeSpelenTekst(null)).toBeNull();
    expect(isNogTeSpelen(null)).toBe(false);
  });
});
