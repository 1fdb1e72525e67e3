import type { AanmeldingStatusAnswer } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/states';
import { aanmeldingStatusQuery } from './api';
import { momentTekst } from './periode';
import { referentieUitInvoer } from './referentie-invoer';
import styles from './status-page.module.css';
import { Button } from '../../components/ui/button';
import { calloutClass } from '../../components/callout';
import { alertClass } from '../../components/ui/alert';
import { fieldErrorClass } from '../../components/ui/field';

const ONGELDIG =
  'Dit is geen geldige code. Een code heeft 10 tekens, bijvoorbeeld K7QMX-2PAZ9 (zonder 0, O, 1, I of L).';

/** /aanmelden/status?code=…: how an enrolment stands, by the code its sender kept. */
export function StatusPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const code = referentieUitInvoer(params.get('code') ?? '');
  const [invoer, setInvoer] = useState(params.get('code') ?? '');
  const [ongeldig, setOngeldig] = useState(false);
  // The address changes (a link, back): the field shows its code.
  const [adresCode, setAdresCode] = useState(params.get('code'));
  if (adresCode !== params.get('code')) {
    setAdresCode(params.get('code'));
    setInvoer(params.get('code') ?? '');
  }
  const status = useQuery({ ...aanmeldingStatusQuery(code ?? ''), enabled: code !== null });

  function submit(event: FormEvent) {
    event.preventDefault();
    const gelezen = referentieUitInvoer(invoer);
    setOngeldig(gelezen === null);
    if (gelezen) {
      setParams({ code: gelezen });
      if (gelezen === code) void status.refetch();
    }
  }

  return (
    <>
      <PageHeader title="Status van je aanmelding" />
      <div className={styles.page}>
        <Card title="Je code">
          <form className={styles.form} onSubmit={submit} noValidate role="search">
            <div className="field">
              <label htmlFor={`${id}-code`}>Code</label>
              <p id={`${id}-hint`} className={styles.hint}>
                De code die je kreeg na het aanmelden, bijvoorbeeld{' '}
                <span className={styles.voorbeeld}>K7QMX-2PAZ9</span>.
              </p>
              <input
                id={`${id}-code`}
                className={styles.code}
                value={invoer}
                onChange={(e) => setInvoer(e.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-invalid={ongeldig || undefined}
                aria-describedby={`${id}-hint${ongeldig ? ` ${id}-fout` : ''}`}
              />
              {ongeldig ? (
                <p id={`${id}-fout`} className={fieldErrorClass}>
                  {ONGELDIG}
                </p>
              ) : null}
            </div>
            <Button type="submit">Bekijk de status</Button>
          </form>
        </Card>
        {code && !ongeldig ? (
          <div className={styles.result}>
            {status.isPending ? (
              <LoadingState text="De status wordt opgezocht…" />
            ) : status.isError ? (
              <ErrorState onRetry={() => void status.refetch()} />
            ) : status.data.ok ? (
              <StatusView answer={status.data.data} />
            ) : (
              <p className={alertClass('danger')} role="alert">
                {status.data.message}
              </p>
            )}
          </div>
        ) : null}
        <p className="muted">
          Nog niet aangemeld? <Link to="/aanmelden">Naar het aanmeldformulier</Link>.
        </p>
      </div>
    </>
  );
}

function StatusView({ answer }: { answer: AanmeldingStatusAnswer }) {
  return (
    <Card title={`Aanmelding ${answer.referentie}`}>
      <dl className={styles.feiten}>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={styles.status} data-status={answer.status}>
              {answer.statusLabel}
            </span>
          </dd>
        </div>
        <div>
          <dt>Team</dt>
          <dd>{answer.teamnaam}</dd>
        </div>
        <div>
          <dt>Ingediend</dt>
          <dd>{momentTekst(answer.ingediendOp)}</dd>
        </div>
        {answer.bijgewerktOp !== answer.ingediendOp ? (
          <div>
            <dt>Bijgewerkt</dt>
            <dd>{momentTekst(answer.bijgewerktOp)}</dd>
          </div>
        ) : null}
      </dl>
      {answer.notitie ? (
        <div className={`${calloutClass.info} ${styles.notitie}`}>
          <p className={styles.notitieKop}>Bericht van de organisatie</p>
          <p className="pre-line">{answer.notitie}</p>
        </div>
      ) : null}
      {answer.status === 'wijziging-gevraagd' ? (
        <p>
          Pas je aanmelding aan door het <Link to="/aanmelden">formulier</Link> opnieuw in te vullen
          met hetzelfde e-mailadres en dezelfde teamnaam; de nieuwe vervangt deze.
        </p>
      ) : null}
    </Card>
  );
}
