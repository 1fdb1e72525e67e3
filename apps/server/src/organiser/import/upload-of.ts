// For tests: an import request body from a fixture path or bytes.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function uploadOf(file: string | Buffer, extra: Record<string, unknown> = {}) {
  const content = typeof file === 'string' ? readFileSync(file) : file;
  const fileName = typeof file === 'string' ? path.basename(file) : 'blad.xlsx';
  return { fileName, content: content.toString('base64'), ...extra };
}
