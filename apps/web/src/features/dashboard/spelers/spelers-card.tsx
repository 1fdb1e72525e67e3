import type { OrganiserClub, OrganiserSpeler } from '@clubelf/contract';
import { useState } from 'react';
import { Card } from '../../../components/card';
import { PlayerTable, type PlayerCells } from '../../../components/player-table';
import { numeric, type RankingColumn } from '../../../components/ranking-table';
import { EmptyState } from '../../../components/states';
import { filterSpelers, NO_FILTER } from './speler-filter';
import { SpelerFilterBar } from './speler-filter-bar';
import { SpelerForm } from './speler-form';
import { ShowMoreButton } from '../components/show-more-button';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';
import { alertClass } from '../../../components/ui/alert';

const PAGE = 100;

function statusText(s: OrganiserSpeler): string {
  if (s.status === 'nieuw' && s.availableFromRound)
    return `nieuw (vanaf ronde ${s.availableFromRound})`;
  if (s.status === 'vertrokken' && s.departedFromRound)
    return `vertrokken (vanaf ronde ${s.departedFromRound})`;
  return s.status;
}

const NAME_COLUMN: RankingColumn<PlayerCells> = { header: 'Naam', cell: (s) => s.name };

const COLUMNS: readonly RankingColumn<OrganiserSpeler>[] = [
  { header: 'Status', cell: statusText },
  { ...numeric('In selecties'), cell: (s) => s.selectedCount },
];

interface SpelersCardProps {
  spelers: readonly OrganiserSpeler[];
  clubs: readonly OrganiserClub[];
  nextRound: number;
}

/** Every player, found by name, club, position or status; one at a time is edited above the list. */
export function SpelersCard({ spelers, clubs, nextRound }: SpelersCardProps) {
  const [filter, setFilter] = useState(NO_FILTER);
  const [shown, setShown] = useState(PAGE);
  // null: no form; 'new': a new player; a number: that player.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const matches = filterSpelers(spelers, filter);
  const editingSpeler =
    typeof editing === 'number' ? (spelers.find((s) => s.id === editing) ?? null) : null;

  return (
    <div className={formStyles.stack}>
      {editing !== null && (editing === 'new' || editingSpeler) ? (
        <SpelerForm
          key={editing}
          speler={editingSpeler}
          clubs={clubs}
          nextRound={nextRound}
          onClose={(message) => {
            setEditing(null);
            setFlash(message ?? null);
          }}
        />
      ) : null}
      {flash ? (
        <div className={alertClass('success')} role="status">
          {flash}
        </div>
      ) : null}
      <Card title={`Spelers (${spelers.length})`}>
        <p className={formStyles.actions}>
          <Button
            disabled={clubs.length === 0}
            onClick={() => {
              setEditing('new');
              window.scrollTo({ top: 0 });
            }}
          >
            Nieuwe speler
          </Button>
          {clubs.length === 0 ? <span className="muted">Voeg eerst een club toe.</span> : null}
        </p>
        <SpelerFilterBar
          filter={filter}
          onChange={(f) => {
            setFilter(f);
            setShown(PAGE);
          }}
          clubs={clubs}
        />
        <p className="muted" role="status">
          {matches.length} {matches.length === 1 ? 'speler' : 'spelers'} gevonden
        </p>
        {matches.length === 0 ? (
          <EmptyState>Geen spelers gevonden.</EmptyState>
        ) : (
          <PlayerTable
            label="Spelers"
            className="table table--compact"
            nameColumn={NAME_COLUMN}
            rows={matches.slice(0, shown)}
            rowKey={(s) => s.id}
            columns={[
              ...COLUMNS,
              {
                header: <span className="sr-only">Acties</span>,
                headerClassName: 'actions',
                className: 'actions',
                cell: (s) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${s.name} wijzigen`}
                    onClick={() => {
                      setEditing(s.id);
                      window.scrollTo({ top: 0 });
                    }}
                  >
                    Wijzigen
                  </Button>
                ),
              },
            ]}
          />
        )}
        <ShowMoreButton
          total={matches.length}
          shown={shown}
          onMore={() => setShown(shown + PAGE)}
        />
      </Card>
    </div>
  );
}
