import { fieldProblem } from '../http/errors';

const DECIMAL_ID = /^[1-9][0-9]{0,15}$/;

/**
 * A path id: a positive integer written in decimal ('0', '-1', '1.5', '1e3', 'abc' are refused
 * with a Dutch 400 whose details.problems names `label`, e.g. 'speelronde' or 'deelnemer id').
 */
export function parseId(raw: string | undefined, label: string): number {
  const value = raw ?? '';
  const id = Number(value);
  if (!DECIMAL_ID.test(value) || !Number.isSafeInteger(id)) {
    const name = label.charAt(0).toUpperCase() + label.slice(1);
    throw fieldProblem(
      label,
      `${name} moet een positief geheel getal zijn, niet '${value.slice(0, 40)}'`,
    );
  }
  return id;
}
