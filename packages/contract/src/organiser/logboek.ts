import { z } from 'zod';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO timestamp (UTC). */
  at: z.string(),
  accountId: z.number().int().nullable(),
  /** Who: the organiser's display name at the time. */
  userName: z.string(),
  /** What, as a code, e.g. 'speler.update'. */
  action: z.string(),
  /** What, in Dutch, e.g. 'Speler Jan Jansen gewijzigd'. */
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/organiser/logboek?page=&pageSize=: newest first. */
export const auditPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  entries: z.array(auditEntrySchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
