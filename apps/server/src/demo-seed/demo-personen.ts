// The persons behind the demo's participants: one per name across the seasons (a name is a
// person in the demo). Those of the current season keep their participant id as their person
// id, as before the demo had earlier seasons; the others follow, newest season first.
import type { DemoSeason } from '@clubelf/demo';

export interface DemoPersoon {
  id: number;
  name: string;
}

export function demoPersonen(current: DemoSeason, history: readonly DemoSeason[]): DemoPersoon[] {
  const personen: DemoPersoon[] = current.deelnemers.map((d) => ({ id: d.id, name: d.name }));
  const known = new Set(personen.map((p) => p.name));
  let nextId = Math.max(0, ...personen.map((p) => p.id)) + 1;
  for (const season of [...history].reverse()) {
    for (const d of season.deelnemers) {
      if (known.has(d.name)) continue;
      known.add(d.name);
      personen.push({ id: nextId++, name: d.name });
    }
  }
  return personen;
}
