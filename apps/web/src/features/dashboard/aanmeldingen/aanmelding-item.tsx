import type { OrganiserAanmelding, OrganiserSpeler } from '@clubelf/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { formatDate, formatTime } from '../../../lib/format';
import { aanmeldingenQuery } from '../api/aanmeldingen';
import type { OrganiserResult } from '../api/organiser-client';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { dashboardPath } from '../layout/sections';
import { AanmeldingBesluit, BESLUIT_LABELS } from './aanmelding-besluit';
import { AanmeldingCheck } from './aanmelding-check';
import { AanmeldingSelectie } from './aanmelding-selectie';
import { STATUS_KORT, isOpen } from './aanmelding-tabs';
import styles from './aanmeldingen.module.css';
import formStyles from '../components/form.module.css';
import badgeStyles from '../components/badge.module.css';

/** A laptop shows every 11 beside the rest; a phone opens only the ones that break a rule. */
const wide = () => window.matchMedia('(min-width: 48rem)').matches;

const when = (iso: string) => `${formatDate(iso)} om ${formatTime(iso)}`;

const STATUS_BADGE: Record<OrganiserAanmelding['status'], string> = {
  nieuw: badgeStyles.warn!,
  'wijziging-gevraagd': badgeStyles.warn!,
  geaccepteerd: '',
  geweigerd: badgeStyles.danger!,
};

interface AanmeldingItemProps {
  aanmelding: OrganiserAanmelding;
  spelers: ReadonlyMap<number, OrganiserSpeler>;
  /** A decision was answered (or refused as stale): keep this one in view with its message. */
  onDecided: (id: number) => void;
  /** In the selection to refuse at once (open ones only). */
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
}

/** One enrolment: who, how to reach them, the 11, the rules it breaks, and the decision. */
export function AanmeldingItem({
  aanmelding: a,
  spelers,
  onDecided,
  selected,
  onSelect,
}: AanmeldingItemProps) {
  const headingId = useId();
  const selectId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const action = useOrganiserAction('aanmeldingen');
  const open = isOpen(a);
  const foutIds = new Set(a.check.fouten.flatMap((f) => f.playerIds));
  const nameOf = (id: number) => spelers.get(id)?.name ?? `speler ${id}`;

  async function decide(
    send: () => Promise<OrganiserResult<OrganiserAanmelding>>,
    success: string,
  ): Promise<boolean> {
    onDecided(a.id);
    const saved = await action.run(
      async () => {
        const result = await send();
        if (!result.ok && (result.status === 409 || result.status === 400)) {
          // Decided by someone else meanwhile, or a rule broken since the list was loaded: the
          // list shows the enrolment as it now is, next to the server's message.
          void queryClient.invalidateQueries({ queryKey: aanmeldingenQuery.queryKey });
        }
        return result;
      },
      { success },
    );
    // The buttons go once it is decided: the focus goes to the enrolment, not the page's top.
    if (saved !== null) headingRef.current?.focus();
    return saved !== null;
  }

  return (
    <article
      className={`${styles.item} ${open ? (a.check.valid ? '' : styles.fails) : styles.decided}`}
      aria-labelledby={headingId}
      data-testid="aanmelding"
    >
      <div className={styles.top}>
        <div className={styles.info}>
          <header className={styles.head}>
            <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.name}>
              {a.naam}
            </h3>
            <span className={`${badgeStyles.badge} ${STATUS_BADGE[a.status]} ${styles.status}`}>
              {STATUS_KORT[a.status]}
            </span>
            <p className={styles.team}>{a.teamnaam}</p>
            {open ? (
              <div className={`field ${formStyles.check} ${styles.select}`}>
                <label htmlFor={selectId}>
                  <input
                    id={selectId}
                    type="checkbox"
                    checked={selected}
                    aria-label={`Selecteren: ${a.naam} (${a.teamnaam})`}
                    onChange={(e) => onSelect(a.id, e.target.checked)}
                  />
                  Selecteren
                </label>
              </div>
            ) : null}
            <p className={styles.when}>
              Ingediend {when(a.ingediendOp)}
              {a.bijgewerktOp !== a.ingediendOp && !open
                ? ` · besloten ${when(a.bijgewerktOp)}`
                : ''}
            </p>
          </header>
          <dl className={styles.facts}>
            <dt>E-mail</dt>
            {/* Empty once the retention rules erased the contact details. */}
            <dd>{a.email ? <a href={`mailto:${a.email}`}>{a.email}</a> : '—'}</dd>
            <dt>Telefoon</dt>
            <dd>
              {a.telefoon ? (
                <a href={`tel:${a.telefoon.replace(/[^+\d]/g, '')}`}>{a.telefoon}</a>
              ) : (
                '—'
              )}
            </dd>
            {a.subcompetities.length > 0 ? (
              <>
                <dt>Subcompetities</dt>
                <dd>{a.subcompetities.join(', ')}</dd>
              </>
            ) : null}
          </dl>
          {open ? <AanmeldingCheck check={a.check} nameOf={nameOf} /> : null}
          {a.notitie ? (
            <p className={styles.notitie}>
              <strong>Notitie aan de deelnemer:</strong> {a.notitie}
            </p>
          ) : null}
        </div>
        <AanmeldingSelectie
          spelerIds={a.spelerIds}
          spelers={spelers}
          foutIds={foutIds}
          open={open && (!a.check.valid || wide())}
        />
      </div>
      <ActionStatus action={action} labels={BESLUIT_LABELS} />
      {open ? <AanmeldingBesluit aanmelding={a} action={action} decide={decide} /> : null}
      {a.status === 'geaccepteerd' && a.deelnemerId !== null ? (
        <p className={styles.reason}>
          Staat bij de <Link to={dashboardPath('deelnemers')}>deelnemers</Link>; de inleg regel je
          bij <Link to={dashboardPath('inleg')}>Inleg</Link>.
        </p>
      ) : null}
    </article>
  );
}
