import { describe, expect, it } from 'vitest';
import { bekerStandTekst } from './beker-tekst';

const ronde = { id: 2, name: 'Achtste finale', speelronde: 18, state: 'De loting is bekend' };

describe('bekerStandTekst', () => {
  it('says the preliminary draw is not known before any round', () => {
    expect(bekerStandTekst(null)).toBe('De loting van de voorronde is nog niet bekend.');
  });
  it('says the draw of a round is known until it is played', () => {
    expect(bekerStandTekst({ ...ronde, isFinished: false })).toBe(
      'De loting van de achtste finale is bekend.',
    );
  });
  it('says the round has been played once finished', () => {
    expect(bekerStandTekst({ ...ronde, isFinished: true })).toBe('De achtste finale is gespeeld.');
  });
});
