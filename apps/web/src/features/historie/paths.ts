/** A person's career: every season they played. */
export const persoonPad = (persoonId: number): string => `/personen/${persoonId}`;
