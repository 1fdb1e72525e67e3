/**
 * Number fields left empty (or not a whole number) in a request body, by path, so they can be
 * named before anything is sent: the server would only see null there.
 */
export function numberProblems(value: unknown, path = ''): Record<string, string> {
  const problems: Record<string, string> = {};
  const visit = (v: unknown, p: string) => {
    if (typeof v === 'number') {
      if (!Number.isInteger(v)) problems[p] = 'vul een geheel getal in';
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, p ? `${p}.${i}` : String(i)));
    } else if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) visit(item, p ? `${p}.${key}` : key);
    }
  };
  visit(value, path);
  return problems;
}

/** The value of a number input: NaN when empty, so numberProblems can name it. */
export const inputNumber = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text);

/** What a number input shows for a value (empty for NaN). */
export const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
