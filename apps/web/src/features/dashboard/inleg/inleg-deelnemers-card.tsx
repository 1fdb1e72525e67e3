import { INLEG_WIJZE_LABELS } from '@clubelf/contract/organiser/inleg-wijzen';
import type { InlegDeelnemer, InlegOverzicht } from '@clubelf/contract';
import { useDeferredValue, useId, useState } from 'react';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/states';
import { inlegApi } from '../api/inleg';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { ShowMoreButton } from '../components/show-more-button';
import { BetalingForm } from './betaling-form';
import { AllesSelecteren, SelectieBetalen } from './selectie-betalen';
import styles from './inleg.module.css';
import { Button } from '../../../components/ui/button';
import badgeStyles from '../components/badge.module.css';

/** Rows shown at a time: a phone scrolls through 40 names, the search finds the rest. */
const PAGE = 40;

const dateText = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${Number(d)}-${Number(m)}-${y}`;
};

/**
 * Every participant, paid or open; open ones get a button to mark them paid, and a box to pay
 * several at once.
 */
export function InlegDeelnemersCard({ overzicht }: { overzicht: InlegOverzicht }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim().toLowerCase());
  const [marking, setMarking] = useState<number | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const action = useOrganiserAction('inleg');
  const shown = overzicht.deelnemers.filter(
    (d) =>
      deferred === '' ||
      d.name.toLowerCase().includes(deferred) ||
      d.teamName.toLowerCase().includes(deferred),
  );
  const selectable = shown.filter((d) => !d.betaald);
  // Only what is in view and still open counts: a name searched away or paid meanwhile drops out.
  const selected = selectable.filter((d) => ticked.has(d.deelnemerId));
  const tick = (id: number, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const reopen = (d: InlegDeelnemer) =>
    action.run(() => inlegApi.open(d.deelnemerId), {
      success: `De inleg van ${d.name} staat weer open.`,
    });

  return (
    <Card title="Deelnemers">
      <div className="field">
        <label htmlFor={searchId}>Zoeken</label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder="Naam of team"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <ActionStatus action={action} />
      <AllesSelecteren selectable={selectable} selected={selected} onSelect={setTicked} />
      {overzicht.deelnemers.length === 0 ? (
        <EmptyState>Er zijn nog geen deelnemers.</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>Geen deelnemer gevonden voor “{search}”.</EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Deelnemers en hun inleg">
          {shown.slice(0, limit).map((d) => (
            <li key={d.deelnemerId} className={styles.row} data-testid="inleg-deelnemer">
              <span className={styles.pick}>
                {d.betaald ? null : (
                  <input
                    type="checkbox"
                    checked={ticked.has(d.deelnemerId)}
                    aria-label={`Kiezen: ${d.name} (${d.teamName})`}
                    onChange={(e) => tick(d.deelnemerId, e.target.checked)}
                  />
                )}
              </span>
              <div className={styles.rowMain}>
                <span className={styles.name}>{d.name}</span>
                <span className={styles.team}>{d.teamName}</span>
                {d.betaald && d.betaaldOp && d.wijze ? (
                  <span className={styles.team}>
                    {dateText(d.betaaldOp)} · {INLEG_WIJZE_LABELS[d.wijze]}
                    {d.notitie ? ` · ${d.notitie}` : ''}
                  </span>
                ) : null}
              </div>
              <span
                className={`${badgeStyles.badge} ${styles.status} ${d.betaald ? '' : badgeStyles.warn}`}
              >
                {d.betaald ? 'betaald' : 'open'}
              </span>
              <div className={styles.rowActions}>
                {d.betaald ? (
                  <ConfirmButton
                    label="Weer open"
                    ariaLabel={`Inleg van ${d.name} weer open zetten`}
                    question={`De inleg van ${d.name} weer open zetten?`}
                    disabled={action.busy}
                    onConfirm={() => reopen(d)}
                  />
                ) : marking === d.deelnemerId ? null : (
                  <Button
                    size="sm"
                    aria-label={`Betaald: ${d.name}`}
                    onClick={() => setMarking(d.deelnemerId)}
                  >
                    Betaald
                  </Button>
                )}
              </div>
              {marking === d.deelnemerId && !d.betaald ? (
                <BetalingForm deelnemer={d} onDone={() => setMarking(null)} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton total={shown.length} shown={limit} onMore={() => setLimit(limit + PAGE)} />
      <SelectieBetalen selected={selected} onSelect={setTicked} />
    </Card>
  );
}
