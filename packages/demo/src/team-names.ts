// Names for the teams of the teamcompetitie: families, stands, groups of friends, cafés.
import { achternaamZonderVoornaam, randomAchternaam, type Achternaam } from './names';
import { PLAATSNAMEN } from './name-lists';
import { pick, randomInt, type Random } from './random-tools';

const TRIBUNES = [
  'De Noordtribune',
  'De Zuidtribune',
  'De Oosttribune',
  'De Westtribune',
  'De Hoofdtribune',
];
const BIJVOEGLIJK = [
  'Trouwe',
  'Harde',
  'Vrolijke',
  'Blauwe',
  'Gele',
  'Oude',
  'Jonge',
  'Luide',
  'Eeuwige',
  'Natte',
  'Koude',
  'Stille',
];
const ZELFSTANDIG = [
  'Kern',
  'Fans',
  'Vrienden',
  'Zangers',
  'Kraaien',
  'Leeuwen',
  'Buurtjongens',
  'Stamgasten',
  'Doordouwers',
  'Bankzitters',
  'Kenners',
  'Dromers',
];
const PLAATS_VOORVOEGSELS = [
  'Stamtafel',
  'Buurtvereniging',
  'Zaalvoetbal',
  'Biljartclub',
  'Supportersbus',
  'Vriendenclub',
];
const CAFES = [
  'Café De Zwaan',
  'Café Het Wapen',
  'Eetcafé De Linde',
  'Café De Gouden Bal',
  'Café Onder de Toren',
];
const VAK_LETTERS = 'ABCDEFGHJKLMNPRSTUVWZ';

export interface TeamNaam {
  name: string;
  /** Set for a family team: its members mostly carry this surname. */
  familie: Achternaam | null;
}

function candidate(random: Random): TeamNaam {
  const kind = random();
  if (kind < 0.35) {
    const familie = randomAchternaam(random);
    return { name: `Familie ${achternaamZonderVoornaam(familie)}`, familie };
  }
  if (kind < 0.45) return { name: pick(random, TRIBUNES), familie: null };
  if (kind < 0.6) {
    const letter = pick(random, VAK_LETTERS.split(''));
    return {
      name:
        randomInt(random, 0, 2) === 0
          ? `Vak ${letter}`
          : `Vak ${letter}${randomInt(random, 1, 24)}`,
      familie: null,
    };
  }
  if (kind < 0.8)
    return { name: `De ${pick(random, BIJVOEGLIJK)} ${pick(random, ZELFSTANDIG)}`, familie: null };
  if (kind < 0.83) return { name: pick(random, CAFES), familie: null };
  return {
    name: `${pick(random, PLAATS_VOORVOEGSELS)} ${pick(random, PLAATSNAMEN)}`,
    familie: null,
  };
}

/**
 * Unique team names. The pool of short names runs out for big seasons (benchmarks): then
 * families get a place name, and finally teams are numbered.
 */
export class TeamNamer {
  private readonly used = new Set<string>();
  private numbered = 0;

  constructor(private readonly random: Random) {}

  next(): TeamNaam {
    for (let attempt = 0; attempt < 8; attempt++) {
      const naam = candidate(this.random);
      if (!this.used.has(naam.name)) {
        this.used.add(naam.name);
        return naam;
      }
    }
    for (let attempt = 0; attempt < 8; attempt++) {
      const familie = randomAchternaam(this.random);
      const name = `Familie ${achternaamZonderVoornaam(familie)} uit ${pick(this.random, PLAATSNAMEN)}`;
      if (!this.used.has(name)) {
        this.used.add(name);
        return { name, familie };
      }
    }
    for (;;) {
      const name = `Vriendenteam ${++this.numbered}`;
      if (!this.used.has(name)) {
        this.used.add(name);
        return { name, familie: null };
      }
    }
  }
}
