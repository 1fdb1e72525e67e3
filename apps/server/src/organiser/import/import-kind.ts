import type { ImportKind, ImportRow } from '@clubelf/contract';
import type { Db } from '../../db/database';
import type { AuditNote } from '../organiser-write';
import type { ImportContext } from './import-context';
import type { SheetRow } from './sheet-rows';

export interface CheckedImport<Plan> {
  rows: ImportRow[];
  /** What writing the accepted rows does; nothing of the refused ones. */
  plan: Plan;
}

/** What a write needs of the moment it is made in. */
export interface ImportMoment {
  /** A round the import completes gets its message then (ROUND_MESSAGE_DELAY_SECONDS). */
  roundMessageDueAt: Date;
}

/** One kind of import: its row checks (no writing) and the write of the accepted rows. */
export interface ImportKindHandler<Plan> {
  kind: ImportKind;
  /** Reads only (the stored data is also in `ctx`). */
  check(
    db: Db,
    rows: readonly SheetRow[],
    ctx: ImportContext,
    ronde: number | null,
  ): Promise<CheckedImport<Plan>>;
  /** Inside the import's transaction; returns the audit entry. */
  write(trx: Db, plan: Plan, ctx: ImportContext, moment: ImportMoment): Promise<AuditNote>;
}
