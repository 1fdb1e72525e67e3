// Amounts as the organiser types them ("12,50", "€ 12", "12.5") to cents, and back for the field.

/** Cents, or null when the text is not an amount of at most two decimals. */
export function parseEuro(text: string): number | null {
  const cleaned = text.replace(/€/g, '').replace(/\s/g, '');
  // A dot followed by three digits is the Dutch thousands separator (1.250,00).
  const normal = cleaned.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return null;
  return Math.round(Number(normal) * 100);
}

/** Cents as the field shows them: "12,50". */
export function euroFieldText(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}
