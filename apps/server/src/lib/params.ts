import { badRequest } from '../http/errors';

const DECIMAL_ID = /^[1-9][0-9]{0,15}$/;

/** A path id: a positive integer written in decimal ('0', '-1', '1.5', '1e3', 'abc' are refused). */
export function parseId(raw: string | undefined, label: string): number {
  const value = raw ?? '';
  const id = Number(value);
  if (!DECIMAL_ID.test(value) || !Number.isSafeInteger(id)) {
    throw badRequest(`Invalid ${label} '${value.slice(0, 40)}': must be a positive integer`);
  }
  return id;
}
