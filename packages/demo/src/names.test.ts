import { createRandom } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { achternaamText, achternaamZonderVoornaam, PersonNamer } from './names';

describe('PersonNamer', () => {
  it('hands out unique names, also far beyond the plain combinations', () => {
    const namer = new PersonNamer(createRandom(1));
    const names = Array.from({ length: 60_000 }, (_, i) => namer.next(i % 2 ? 'man' : 'vrouw'));
    expect(new Set(names).size).toBe(names.length);
    expect(namer.count).toBe(names.length);
  });

  it('writes names as voornaam, tussenvoegsel in lower case, achternaam', () => {
    const namer = new PersonNamer(createRandom(2));
    for (let i = 0; i < 500; i++) {
      expect(namer.next('man')).toMatch(
        /^[A-Z][a-zë]+ ([A-Z]\. )?((van|de|der|den|ter|ten) )*[A-Z][a-z]+$/,
      );
    }
  });

  it('gives family members the family surname while it is free', () => {
    const namer = new PersonNamer(createRandom(3));
    const familie = { tussenvoegsel: 'van der', base: 'Meer' };
    expect(namer.nextInFamily('vrouw', familie)).toMatch(/ van der Meer$/);
  });

  it('does not hand out a reserved name', () => {
    const namer = new PersonNamer(createRandom(4));
    const first = namer.next('man');
    const again = new PersonNamer(createRandom(4));
    again.reserve(first);
    expect(again.next('man')).not.toBe(first);
  });
});

describe('achternaam', () => {
  it('capitalises the tussenvoegsel only without a voornaam before it', () => {
    const naam = { tussenvoegsel: 'van den', base: 'Berg' };
    expect(achternaamText(naam)).toBe('van den Berg');
    expect(achternaamZonderVoornaam(naam)).toBe('Van den Berg');
    expect(achternaamZonderVoornaam({ tussenvoegsel: '', base: 'Jansen' })).toBe('Jansen');
  });
});
