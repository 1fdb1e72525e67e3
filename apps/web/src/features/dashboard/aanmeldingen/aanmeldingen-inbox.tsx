import type { OrganiserAanmelding, OrganiserSpeler } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Card } from '../../../components/card';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { aanmeldingenQuery } from '../api/aanmeldingen';
import { spelersQuery } from '../api/queries';
import { allLoaded } from '../components/with-season';
import { ShowMoreButton } from '../components/show-more-button';
import { fold } from '../../../lib/fold';
import { AanmeldingItem } from './aanmelding-item';
import {
  AANMELDING_TABS,
  firstTab,
  inTab,
  isOpen,
  tabCounts,
  type AanmeldingTab,
} from './aanmelding-tabs';
import { SelectieWeigeren } from './aanmeldingen-selectie-weigeren';
import styles from './aanmeldingen.module.css';
import badgeStyles from '../components/badge.module.css';

/** Enrolments shown at a time: each is a card with its 11, so a phone gets a short page. */
const PAGE = 20;

const EMPTY_TAB: Record<AanmeldingTab, string> = {
  nieuw: 'Geen nieuwe aanmeldingen.',
  'wijziging-gevraagd': 'Er wacht niemand op een wijziging.',
  geaccepteerd: 'Nog geen aanmeldingen geaccepteerd.',
  geweigerd: 'Geen geweigerde aanmeldingen.',
  alle: 'Nog geen aanmeldingen.',
};

/** The enrolments by status, new ones first, each with its check and the decisions on it. */
export function AanmeldingenInbox() {
  const list = useQuery(aanmeldingenQuery);
  const spelers = useQuery(spelersQuery);
  const loaded = allLoaded([list, spelers] as const);
  return (
    <Card title="Inbox">
      {loaded.state === 'loading' ? <LoadingState text="Aanmeldingen worden geladen…" /> : null}
      {loaded.state === 'error' ? <ErrorState onRetry={loaded.retry} /> : null}
      {loaded.state === 'ready' ? (
        <InboxList aanmeldingen={list.data!} spelers={spelers.data!} />
      ) : null}
    </Card>
  );
}

function InboxList({
  aanmeldingen,
  spelers,
}: {
  aanmeldingen: readonly OrganiserAanmelding[];
  spelers: readonly OrganiserSpeler[];
}) {
  const searchId = useId();
  const counts = tabCounts(aanmeldingen);
  const [chosen, setChosen] = useState<AanmeldingTab | null>(null);
  const tab = chosen ?? firstTab(counts);
  // Decided here since the tab was opened: they stay in view with their message.
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set());
  const [search, setSearch] = useState('');
  const term = fold(useDeferredValue(search).trim());
  const [limit, setLimit] = useState(PAGE);
  const byId = useMemo(() => new Map(spelers.map((s) => [s.id, s])), [spelers]);
  // The enrolments ticked to refuse at once; only open ones in view count.
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());

  if (aanmeldingen.length === 0) {
    return (
      <EmptyState>
        Nog geen aanmeldingen. Zodra iemand het formulier op de site invult, staat die hier.
      </EmptyState>
    );
  }

  const shown = aanmeldingen.filter(
    (a) =>
      (inTab(a, tab) || kept.has(a.id)) &&
      (!term || fold(`${a.naam} ${a.teamnaam} ${a.email}`).includes(term)),
  );

  const visible = shown.slice(0, limit);
  const selectable = visible.filter(isOpen);
  const selected = selectable.filter((a) => ticked.has(a.id));

  const choose = (next: AanmeldingTab) => {
    setChosen(next);
    setKept(new Set());
    setTicked(new Set());
    setLimit(PAGE);
  };

  return (
    <>
      <div className={styles.tabs} role="group" aria-label="Toon aanmeldingen">
        {AANMELDING_TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            className={styles.tab}
            aria-pressed={t.id === tab}
            onClick={() => choose(t.id)}
          >
            {t.label}
            <span
              className={`${badgeStyles.badge} ${styles.tabBadge} ${t.id === 'nieuw' && counts.nieuw > 0 ? badgeStyles.warn : ''}`}
            >
              {counts[t.id]}
            </span>
          </button>
        ))}
      </div>
      <div className={`field ${styles.search}`}>
        <label htmlFor={searchId}>Zoeken</label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder="Naam, team of e-mail"
          onChange={(e) => {
            setSearch(e.target.value);
            setLimit(PAGE);
          }}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState>
          {term ? `Geen aanmelding gevonden voor “${search}”.` : EMPTY_TAB[tab]}
        </EmptyState>
      ) : (
        <>
          <SelectieWeigeren
            selectable={selectable}
            selected={selected}
            onSelect={setTicked}
            onRefused={(ids) => {
              setChosen(tab);
              setKept((k) => new Set([...k, ...ids]));
            }}
          />
          <ul className={styles.list} aria-label="Aanmeldingen">
            {visible.map((a) => (
              <li key={a.id}>
                <AanmeldingItem
                  aanmelding={a}
                  spelers={byId}
                  onDecided={(id) => {
                    setChosen(tab);
                    setKept((k) => new Set(k).add(id));
                  }}
                  selected={ticked.has(a.id)}
                  onSelect={(id, on) =>
                    setTicked((t) => {
                      const next = new Set(t);
                      if (on) next.add(id);
                      else next.delete(id);
                      return next;
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <ShowMoreButton total={shown.length} shown={limit} onMore={() => setLimit(limit + PAGE)} />
    </>
  );
}
