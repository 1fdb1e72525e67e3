// The zod form of the name rule (name-rule.ts): every request field that takes a name a person
// or organiser typed uses it, and so do the import and the restore, which check with the
// request schemas.
import { z } from 'zod';
import { nameProblems } from './name-rule';

/** A name: NFC, trimmed, 1..maxLength characters, no control or invisible characters, a letter. */
export function naam(maxLength: number) {
  return z
    .string()
    .normalize('NFC')
    .trim()
    .min(1)
    .max(maxLength)
    .superRefine((value, ctx) => {
      for (const message of nameProblems(value)) {
        ctx.addIssue({ code: 'custom', message, input: value });
      }
    });
}
