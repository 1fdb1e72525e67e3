// /afmelden?token=...: the page a mail's unsubscribe link opens. It says which messages the link
// switches off and does so only when its button is pressed (a POST): a mail scanner that fetches
// the link switches nothing off. A mail client's one-click unsubscribe (RFC 8058) posts to the
// same API without this page.
import type { AfmeldenResponse } from '@clubelf/contract';
import { berichtenPaths } from '@clubelf/contract/paths';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/states';
import { Button } from '../../components/ui/button';
import { apiGet, apiRequest, HttpError } from '../../lib/api-client';
import styles from './afmelden-page.module.css';
import { alertClass } from '../../components/ui/alert';

const UNKNOWN = 'Er ging iets mis. Controleer je verbinding en probeer het opnieuw.';

const messageOf = (error: unknown) =>
  error instanceof HttpError && error.status < 500 ? error.message : UNKNOWN;

const url = (token: string) => `${berichtenPaths.afmelden}?token=${encodeURIComponent(token)}`;

export function AfmeldenPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const query = useQuery({
    queryKey: ['afmelden', token],
    queryFn: ({ signal }) => apiGet<AfmeldenResponse>(url(token), signal),
    enabled: token !== '',
    retry: false,
    // An unknown link is this page's own message, not the site's "Oeps" banner.
    meta: { notFoundIsEmpty: true },
  });
  const afmelden = useMutation({
    mutationFn: () => apiRequest<AfmeldenResponse>(url(token), { method: 'POST' }),
  });
  const state = afmelden.data ?? query.data;

  return (
    <div className={styles.page}>
      <PageHeader title="Afmelden voor berichten" />
      {token === '' && (
        <div className={alertClass('danger')} role="alert">
          Deze afmeldlink is onvolledig. Gebruik de hele link uit je mail.
        </div>
      )}
      {query.isPending && token !== '' && <LoadingState text="Afmeldlink wordt gecontroleerd…" />}
      {query.isError && (
        <div className={alertClass('danger')} role="alert">
          {messageOf(query.error)}
        </div>
      )}
      {state && (
        <section className={styles.card} aria-labelledby="afmelden-soort">
          <h2 id="afmelden-soort">{state.omschrijving}</h2>
          {state.uit ? (
            <p role="status">
              Je krijgt deze berichten niet meer per mail. Andere berichten van de superelf krijg je
              nog wel.
            </p>
          ) : (
            <>
              <p>Met deze link zet je alleen deze mails uit. Andere berichten blijven aan.</p>
              <Button loading={afmelden.isPending} onClick={() => afmelden.mutate()}>
                Zet deze mails uit
              </Button>
            </>
          )}
          {afmelden.isError && (
            <div className={alertClass('danger')} role="alert">
              {messageOf(afmelden.error)}
            </div>
          )}
          <p className={styles.hint}>
            Alles over je berichten stel je in op <Link to="/dashboard">Mijn superelf</Link> (na
            inloggen).
          </p>
        </section>
      )}
    </div>
  );
}
