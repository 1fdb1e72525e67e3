// The Dutch notation the site must show, computed independently of the app's code.
const integer = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('nl-NL', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export const nlNumber = (n: number): string => integer.format(n);
export const nlOneDecimal = (n: number): string => oneDecimal.format(n);

/** '2027-01-30T16:30' -> '30-01-2027 16:30' (dd-MM-y HH:mm) by taking the string apart. */
export function nlDateTime(isoLocal: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(isoLocal);
  if (!m) throw new Error(`not a local date-time: ${isoLocal}`);
  return `${m[3]}-${m[2]}-${m[1]} ${m[4]}:${m[5]}`;
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
