/** Lower case without accents, so 'Müller' is found with 'muller'. */
export const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
