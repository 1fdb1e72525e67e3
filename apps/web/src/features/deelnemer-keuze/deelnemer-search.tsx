import { lazy, Suspense } from 'react';
import { KeuzeHelp } from './keuze-help';
import { SearchPlaceholder } from './search-placeholder';
import styles from './deelnemer-search.module.css';

// The box itself (the Combobox with Downshift) is a chunk of its own, so the entry chunk stays
// small; rendering it in the first paint starts its download at once, not on focus.
const DeelnemerSearchBox = lazy(() => import('./deelnemer-search-box'));

/** The header's participant search: the box (see deelnemer-search-box.tsx) and its help. */
export function DeelnemerSearch({ loopbaanPad }: { loopbaanPad?: (persoonId: number) => string }) {
  return (
    <div className={styles.search} role="search" aria-label="Deelnemer kiezen">
      <Suspense fallback={<SearchPlaceholder metLoopbaan={loopbaanPad !== undefined} />}>
        <DeelnemerSearchBox loopbaanPad={loopbaanPad} />
      </Suspense>
      <KeuzeHelp />
    </div>
  );
}
