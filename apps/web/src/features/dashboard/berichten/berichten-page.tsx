import {
  BERICHT_STATUS_LABELS,
  type MededelingRequest,
  type OutboxBericht,
  type OutboxResponse,
} from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { Button } from '../../../components/ui/button';
import { TableScroll } from '../../../components/ui/table';
import { formatDate, formatNumber, formatTime } from '../../../lib/format';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { Field } from '../components/field';
import { ShowMoreButton } from '../components/show-more-button';
import { outboxQuery, retryBericht, sendMededeling } from './berichten-api';
import { BerichtenInstellingenCard } from './berichten-instellingen-card';
import styles from './berichten-page.module.css';
import formStyles from '../components/form.module.css';

const SOORT_LABELS: Record<string, string> = {
  ronde: 'Speelronde',
  deadline: 'Deadline',
  aanmelding: 'Aanmelding',
  mededeling: 'Mededeling',
};

const LABELS = { titel: 'Titel', tekst: 'Tekst', subcompetitie: 'Aan' };

function when(at: string): string {
  const date = new Date(at);
  return `${formatDate(date)} ${formatTime(date)}`;
}

function Counts({ aantallen }: { aantallen: OutboxResponse['aantallen'] }) {
  return (
    <ul className={styles.counts} aria-label="Berichten per status">
      <li>
        <strong>{formatNumber(aantallen.sent)}</strong> verstuurd
      </li>
      <li>
        <strong>{formatNumber(aantallen.waiting + aantallen.sending)}</strong> wachten
      </li>
      <li className={aantallen.failed > 0 ? styles.failed : undefined}>
        <strong>{formatNumber(aantallen.failed)}</strong> mislukt
      </li>
    </ul>
  );
}

function RetryButton({ bericht }: { bericht: OutboxBericht }) {
  const action = useOrganiserAction('geen');
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={action.busy}
        aria-label={`Opnieuw versturen: ${bericht.onderwerp}${bericht.aan ? ` aan ${bericht.aan}` : ''}`}
        onClick={() =>
          void action.run(() => retryBericht(bericht.id), {
            success: 'Het bericht gaat opnieuw weg.',
          })
        }
      >
        Opnieuw versturen
      </Button>
      <ActionStatus action={action} />
    </>
  );
}

/** Shown a page at a time: a round writes a message per participant. */
const PAGE = 25;

function OutboxTable({ berichten }: { berichten: OutboxBericht[] }) {
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <TableScroll label="Berichten">
        <table className="table table--compact">
          <caption className="sr-only">Berichten, nieuwste eerst</caption>
          <thead>
            <tr>
              <th scope="col">Wanneer</th>
              <th scope="col">Aan</th>
              <th scope="col">Bericht</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {berichten.slice(0, shown).map((b) => (
              <tr key={b.id}>
                <td className={styles.nowrap}>{when(b.aangemaakt)}</td>
                <td>{b.aan ?? '—'}</td>
                <td>
                  <span className="muted">{SOORT_LABELS[b.soort] ?? b.soort}:</span> {b.onderwerp}
                </td>
                <td>
                  <span className={b.status === 'failed' ? styles.failed : undefined}>
                    {BERICHT_STATUS_LABELS[b.status]}
                  </span>
                  {b.verstuurd ? <span className="muted"> {when(b.verstuurd)}</span> : null}
                  {b.reden ? <p className={styles.reason}>{b.reden}</p> : null}
                  {b.status === 'failed' ? <RetryButton bericht={b} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ShowMoreButton
        total={berichten.length}
        shown={shown}
        onMore={() => setShown(shown + PAGE)}
      />
    </>
  );
}

const EMPTY: MededelingRequest = { titel: '', tekst: '' };

/** The announcement: written, looked at as the participants will get it, then confirmed. */
function MededelingForm({ subcompetities }: { subcompetities: string[] }) {
  const action = useOrganiserAction('geen');
  const [draft, setDraft] = useState<MededelingRequest>(EMPTY);
  const [previewing, setPreviewing] = useState(false);
  const { fields } = action;
  const ontvangers = draft.subcompetitie
    ? `de deelnemers van ${draft.subcompetitie}`
    : 'alle deelnemers';

  function preview(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!draft.titel.trim()) missing.titel = 'Geef de mededeling een titel.';
    if (!draft.tekst.trim()) missing.tekst = 'Schrijf de tekst van de mededeling.';
    if (Object.keys(missing).length > 0) {
      action.fail(missing);
      return;
    }
    action.reset();
    setPreviewing(true);
  }

  async function send() {
    await action.run(() => sendMededeling(draft), {
      success: (answer) =>
        `De mededeling gaat naar ${formatNumber(answer.ontvangers)} ${answer.ontvangers === 1 ? 'deelnemer' : 'deelnemers'}.`,
      onSuccess: () => {
        setDraft(EMPTY);
        setPreviewing(false);
      },
    });
  }

  return (
    <Card title="Mededeling versturen">
      <form onSubmit={preview} noValidate>
        <Field label={LABELS.subcompetitie} error={fields.subcompetitie}>
          {(control) => (
            <select
              {...control}
              value={draft.subcompetitie ?? ''}
              disabled={previewing}
              onChange={(e) => {
                const { subcompetitie: _old, ...rest } = draft;
                setDraft(e.target.value ? { ...rest, subcompetitie: e.target.value } : rest);
              }}
            >
              <option value="">Alle deelnemers</option>
              {subcompetities.map((s) => (
                <option key={s} value={s}>
                  Subcompetitie {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={LABELS.titel} error={fields.titel} hint="Het onderwerp van de mail.">
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={120}
              value={draft.titel}
              readOnly={previewing}
              onChange={(e) => setDraft({ ...draft, titel: e.target.value })}
            />
          )}
        </Field>
        <Field label={LABELS.tekst} error={fields.tekst}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={5000}
              value={draft.tekst}
              readOnly={previewing}
              onChange={(e) => setDraft({ ...draft, tekst: e.target.value })}
            />
          )}
        </Field>
        {previewing ? (
          <section className={styles.preview} aria-label="Voorbeeld van de mededeling">
            <p className={styles.previewTo}>Aan: {ontvangers}, per mail</p>
            <p className={styles.previewSubject}>{draft.titel}</p>
            <p className={styles.previewText}>{draft.tekst}</p>
          </section>
        ) : null}
        <ActionStatus action={action} labels={LABELS} />
        <div className={formStyles.actions}>
          {previewing ? (
            <>
              <Button type="button" disabled={action.busy} onClick={() => void send()}>
                Ja, verstuur aan {ontvangers}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setPreviewing(false)}>
                Terug naar de tekst
              </Button>
            </>
          ) : (
            <Button type="submit">Voorbeeld bekijken</Button>
          )}
        </div>
      </form>
    </Card>
  );
}

/** /dashboard/berichten: what went out to the participants, what waits, what failed and why. */
export function BerichtenPage() {
  const query = useQuery(outboxQuery);
  const data = query.data;
  return (
    <>
      <PageHeader title="Berichten">
        <p>
          De berichten aan deelnemers: na elke gespeelde speelronde, voor een transferdeadline, bij
          een besluit over een aanmelding en je eigen mededelingen. Een mislukt bericht kun je
          opnieuw versturen.
        </p>
      </PageHeader>
      {query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : null}
      {!data && !query.isError ? <LoadingState text="Berichten worden geladen…" /> : null}
      {data ? (
        <>
          {data.mailNietIngesteld ? (
            <Card title="Mail is niet ingesteld" tone="info">
              <p>{data.mailNietIngesteld}</p>
            </Card>
          ) : null}
          <MededelingForm subcompetities={data.subcompetities} />
          <BerichtenInstellingenCard />
          <Card title="Verzonden en wachtende berichten">
            <Counts aantallen={data.aantallen} />
            {data.berichten.length === 0 ? (
              <EmptyState>Er zijn nog geen berichten.</EmptyState>
            ) : (
              <OutboxTable berichten={data.berichten} />
            )}
          </Card>
        </>
      ) : null}
    </>
  );
}
