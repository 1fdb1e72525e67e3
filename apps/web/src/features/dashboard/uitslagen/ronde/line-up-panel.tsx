import type { Uitslag } from '@clubelf/contract';
import { useId, useMemo, useState } from 'react';
import { AddPlayer } from '../add-player';
import type { EventsRow } from '../event-columns';
import { EventsGrid } from '../events-grid';
import type { lineUpCounts } from '../line-up';
import styles from './ronde.module.css';
import { Button } from '../../../../components/ui/button';

interface LineUpPanelProps {
  uitslag: Uitslag;
  rows: readonly EventsRow[];
  counts: ReturnType<typeof lineUpCounts>;
  /** 'Ajax uit speelronde 19 en PSV uit speelronde 18', or '' when neither club has one. */
  source: string;
  errors: Record<number, string>;
  onRow: (index: number, row: EventsRow) => void;
  onAdd: (playerId: number) => void;
}

/**
 * Who played, folded: it starts from each club's previous line-up, so mostly it needs no change
 * and a match fits a few phone screens. Opened, it is the per-match editor's grid.
 */
export function LineUpPanel({
  uitslag,
  rows,
  counts,
  source,
  errors,
  onRow,
  onAdd,
}: LineUpPanelProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Rows stay in view once shown (unticking a player does not make him vanish under the cursor).
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const w = uitslag.wedstrijd;
  const candidates = useMemo(
    () =>
      uitslag.spelers
        .filter((s, i) => !(rows[i]?.played ?? false) && !shown.has(s.playerId))
        .map((s) => ({
          playerId: s.playerId,
          name: s.name,
          club: s.side === 'home' ? w.homeClub : w.awayClub,
        })),
    [uitslag.spelers, rows, shown, w.homeClub, w.awayClub],
  );
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className={styles.lineUp}>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open || hasErrors}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Opstelling: {w.homeClub} {counts.home.played}, {w.awayClub} {counts.away.played} gespeeld
      </Button>
      <p className={styles.source}>
        {source === ''
          ? 'Geen vorige opstelling: vink aan wie er speelde.'
          : `Uit de vorige wedstrijd (${source}).`}
      </p>
      <div id={panelId} hidden={!(open || hasErrors)}>
        {open || hasErrors ? (
          <>
            <AddPlayer
              candidates={candidates}
              onAdd={(playerId) => {
                setShown((old) => new Set([...old, playerId]));
                onAdd(playerId);
              }}
            />
            <EventsGrid
              spelers={uitslag.spelers}
              rows={rows}
              onChange={(index, row) => {
                setShown((old) => new Set([...old, row.playerId]));
                onRow(index, row);
              }}
              clubs={{ home: w.homeClub, away: w.awayClub }}
              errors={errors}
              isShown={(row) => row.played || shown.has(row.playerId)}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
