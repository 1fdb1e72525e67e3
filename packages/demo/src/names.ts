// Unique, Dutch-sounding person names: voornaam + optional tussenvoegsel + achternaam.
import {
  ACHTERNAAM_BEGINNEN,
  ACHTERNAAM_EINDEN,
  ACHTERNAMEN_MET_TUSSENVOEGSEL,
  GEWONE_ACHTERNAMEN,
  MANNELIJKE_VOORNAMEN,
  PLAATS_EINDEN,
  VROUWELIJKE_VOORNAMEN,
} from './name-lists';
import { chance, pick, type Random } from './random-tools';

export type Geslacht = 'man' | 'vrouw';

export interface Achternaam {
  /** Lower case, e.g. 'van der'; empty when there is none. */
  tussenvoegsel: string;
  base: string;
}

export function randomAchternaam(random: Random): Achternaam {
  const kind = random();
  if (kind < 0.45) return { tussenvoegsel: '', base: pick(random, GEWONE_ACHTERNAMEN) };
  if (kind < 0.75) {
    return {
      tussenvoegsel: '',
      base: pick(random, ACHTERNAAM_BEGINNEN) + pick(random, ACHTERNAAM_EINDEN),
    };
  }
  if (kind < 0.9) {
    const [tussenvoegsel, base] = pick(random, ACHTERNAMEN_MET_TUSSENVOEGSEL);
    return { tussenvoegsel, base };
  }
  return {
    tussenvoegsel: 'van',
    base: pick(random, ACHTERNAAM_BEGINNEN) + pick(random, PLAATS_EINDEN),
  };
}

/** As written after a first name: 'van der Berg'. */
export function achternaamText(achternaam: Achternaam): string {
  return achternaam.tussenvoegsel
    ? `${achternaam.tussenvoegsel} ${achternaam.base}`
    : achternaam.base;
}

/** As written without a first name before it (Dutch rule): 'Van der Berg'. */
export function achternaamZonderVoornaam(achternaam: Achternaam): string {
  const text = achternaamText(achternaam);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function voornaam(random: Random, geslacht: Geslacht): string {
  return pick(random, geslacht === 'man' ? MANNELIJKE_VOORNAMEN : VROUWELIJKE_VOORNAMEN);
}

const INITIALEN = 'ABCDEFGHIJKLMNOPRSTVW';
/** Random picks that may collide before an initial is added; keeps names plain when possible. */
const PLAIN_ATTEMPTS = 8;

/** Hands out names that were not handed out before by the same namer. */
export class PersonNamer {
  private readonly used = new Set<string>();

  constructor(private readonly random: Random) {}

  get count(): number {
    return this.used.size;
  }

  next(geslacht: Geslacht): string {
    for (let attempt = 0; attempt < PLAIN_ATTEMPTS; attempt++) {
      const name = `${voornaam(this.random, geslacht)} ${achternaamText(randomAchternaam(this.random))}`;
      if (this.claim(name)) return name;
    }
    // With 100,000 participants the plain combinations run short: a middle initial keeps the
    // name realistic and unique.
    for (;;) {
      const initial = pick(this.random, INITIALEN.split(''));
      const name = `${voornaam(this.random, geslacht)} ${initial}. ${achternaamText(randomAchternaam(this.random))}`;
      if (this.claim(name)) return name;
    }
  }

  /** A member of a family: the family's surname when still free, else any name. */
  nextInFamily(geslacht: Geslacht, achternaam: Achternaam): string {
    for (let attempt = 0; attempt < PLAIN_ATTEMPTS; attempt++) {
      const name = `${voornaam(this.random, geslacht)} ${achternaamText(achternaam)}`;
      if (this.claim(name)) return name;
    }
    return this.next(geslacht);
  }

  /** Marks a name as taken (names handed out elsewhere). */
  reserve(name: string): void {
    this.used.add(name);
  }

  randomGeslacht(shareVrouw: number): Geslacht {
    return chance(this.random, shareVrouw) ? 'vrouw' : 'man';
  }

  private claim(name: string): boolean {
    if (this.used.has(name)) return false;
    this.used.add(name);
    return true;
  }
}
