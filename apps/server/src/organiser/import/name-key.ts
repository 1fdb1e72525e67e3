// How names in a spreadsheet are matched to stored ones: case, accents and extra spaces do not
// matter ('Öztürk' typed as 'ozturk' is still him).
export function nameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}
