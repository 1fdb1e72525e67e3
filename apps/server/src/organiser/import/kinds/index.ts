// Every kind of import: its row checks and its write.
import type { ImportKind } from '@clubelf/contract';
import type { ImportKindHandler } from '../import-kind';
import { checkDeelnemers } from './deelnemers-check';
import { writeDeelnemers } from './deelnemers-write';
import { checkSpelerevents } from './spelerevents-check';
import { writeSpelerevents } from './spelerevents-write';
import { checkSpelers } from './spelers-check';
import { writeSpelers } from './spelers-write';
import { checkWedstrijden } from './wedstrijden-check';
import { writeWedstrijden } from './wedstrijden-write';

function handler<Plan>(h: ImportKindHandler<Plan>): ImportKindHandler<unknown> {
  return h as ImportKindHandler<unknown>;
}

export const IMPORT_HANDLERS: Record<ImportKind, ImportKindHandler<unknown>> = {
  spelers: handler({ kind: 'spelers', check: checkSpelers, write: writeSpelers }),
  wedstrijden: handler({ kind: 'wedstrijden', check: checkWedstrijden, write: writeWedstrijden }),
  deelnemers: handler({ kind: 'deelnemers', check: checkDeelnemers, write: writeDeelnemers }),
  spelerevents: handler({
    kind: 'spelerevents',
    check: checkSpelerevents,
    write: writeSpelerevents,
  }),
};
