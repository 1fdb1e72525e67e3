// The organiser's overview of one transfer window (issue 27, item 3): every participant with the
// transfers used of the maximum and who made each, and undoing one with a note for the logbook.
import type { TransferperiodeOverzicht } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { organiserSend } from './organiser-client';

export const transferperiodeOverzichtQuery = (transferperiodeId: number) =>
  queryOptions({
    // Under 'transferperiodes': a window's write marks its overview stale with it.
    queryKey: ['organiser', 'transferperiodes', transferperiodeId, 'transfers'],
    queryFn: ({ signal }) =>
      apiGet<TransferperiodeOverzicht>(
        organiserPaths.transferperiodeTransfers(transferperiodeId),
        signal,
      ),
    staleTime: 0,
  });

/** Undoes a participant's transfer; the note (why) goes into the logbook with it. */
export function undoTransferMetNotitie(
  deelnemerId: number,
  transferId: number,
  version: number,
  notitie: string,
) {
  const path = organiserPaths.withVersion(
    organiserPaths.transfer(deelnemerId, transferId),
    version,
  );
  const note = notitie.trim();
  return organiserSend<unknown>(
    note ? `${path}&notitie=${encodeURIComponent(note)}` : path,
    'DELETE',
  );
}
