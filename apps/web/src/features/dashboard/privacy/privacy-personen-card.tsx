import { PRIVACY_TEAMS_HERNOEMEN, PRIVACY_ZOEK_MIN_LENGTH } from '@clubelf/contract';
import type { PrivacyActieResultaat, PrivacyZoekResultaat } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { QueryView } from '../../../components/query-view';
import { privacyApi, privacyZoekQuery, type PrivacyWie } from '../api/privacy';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import styles from './privacy.module.css';
import { Button } from '../../../components/ui/button';

/** Find a person by name or e-mail, then export, erase or anonymise what is kept of them. */
export function PrivacyPersonenCard() {
  const inputId = useId();
  const [text, setText] = useState('');
  const [zoek, setZoek] = useState<string | null>(null);
  const tooShort = text.trim().length < PRIVACY_ZOEK_MIN_LENGTH;

  function search(event: FormEvent) {
    event.preventDefault();
    if (!tooShort) setZoek(text.trim());
  }

  return (
    <Card title="Gegevens van een persoon">
      <p>
        Vraagt iemand om inzage, verwijdering of anonimisering? Zoek de persoon op naam of
        e-mailadres, in alle seizoenen en aanmeldingen.
      </p>
      <form className={styles.search} role="search" onSubmit={search}>
        <label htmlFor={inputId}>Naam of e-mailadres</label>
        <div className={styles.searchRow}>
          <input
            id={inputId}
            type="search"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" disabled={tooShort}>
            Zoeken
          </Button>
        </div>
      </form>
      {zoek === null ? null : <Resultaten zoek={zoek} />}
    </Card>
  );
}

function Resultaten({ zoek }: { zoek: string }) {
  const query = useQuery(privacyZoekQuery(zoek));
  return (
    <QueryView query={query} loadingText="Zoeken…">
      {(resultaten) =>
        resultaten.length === 0 ? (
          <p className={styles.empty}>Niemand gevonden met &ldquo;{zoek}&rdquo;.</p>
        ) : (
          <ul className={styles.results} aria-label="Gevonden personen">
            {resultaten.map((r) => (
              <Persoon key={r.persoonId ?? `e-${r.emails.join(',')}`} resultaat={r} />
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}

/** What anonymising changed, and when the shared cache shows it (docs/deploy/). */
function geanonimiseerd(r: PrivacyActieResultaat): string {
  const teams = (r.teams ?? []).map((t) => `'${t.naam}' heet nu '${t.nieuweNaam}'`);
  return (
    `Geanonimiseerd${r.naam ? ` als ${r.naam}` : ''}, in ${r.seizoenen} afgesloten seizoen(en) en het huidige.` +
    (teams.length > 0 ? ` Teams: ${teams.join(', ')}.` : '') +
    " Pagina's van afgelopen seizoenen tonen de nieuwe naam binnen 5 minuten overal (de tussenserver vraagt ze dan opnieuw op)."
  );
}

function Persoon({ resultaat }: { resultaat: PrivacyZoekResultaat }) {
  const action = useOrganiserAction('privacy');
  /** The server's question when a team others play in carries the name; null otherwise. */
  const [teamsVraag, setTeamsVraag] = useState<string | null>(null);
  const wie: PrivacyWie =
    resultaat.persoonId !== null
      ? { persoonId: resultaat.persoonId }
      : { email: resultaat.emails[0] ?? '' };
  const aanmeldingen =
    resultaat.aanmeldingen === 1 ? '1 aanmelding' : `${resultaat.aanmeldingen} aanmeldingen`;
  return (
    <li className={styles.person}>
      <p className={styles.name}>{resultaat.naam}</p>
      <p className={styles.facts}>
        {resultaat.emails.length > 0 ? resultaat.emails.join(', ') : 'geen e-mailadres bewaard'}
        <br />
        {resultaat.seizoenen.length > 0 ? resultaat.seizoenen.join(', ') : 'alleen aangemeld'}
        {' · '}
        {aanmeldingen}
      </p>
      <div className={styles.actions}>
        <Button
          size="sm"
          disabled={action.busy}
          onClick={() =>
            void action.run(() => privacyApi.exporteren(wie), {
              success: (file) => `Gedownload: ${file.fileName}.`,
            })
          }
        >
          Exporteren
        </Button>
        <ConfirmButton
          label="Contactgegevens wissen"
          question={`Het e-mailadres en telefoonnummer van ${resultaat.naam} overal wissen (deelnemers en aanmeldingen)? Dit kan niet ongedaan worden gemaakt.`}
          confirmLabel="Wissen"
          disabled={action.busy}
          onConfirm={() =>
            action.run(() => privacyApi.wissen(wie), {
              success: (r) =>
                `Gewist: ${r.deelnemers} e-mailadres(sen) van deelnemers, ${r.aanmeldingen} aanmelding(en).`,
            })
          }
        />
        <ConfirmButton
          label="Naam anonimiseren"
          question={`De naam ${resultaat.naam} in alle seizoenen vervangen door "Deelnemer ${resultaat.persoonId ?? '…'}", ook in het archief en het logboek? Een team dat de naam draagt, krijgt een neutrale naam. Dit kan niet ongedaan worden gemaakt.`}
          confirmLabel="Anonimiseren"
          disabled={action.busy}
          onConfirm={() =>
            action.run(
              async () => {
                const result = await privacyApi.anonimiseren(wie);
                // Teams others play in too: the server names them; ask before renaming them.
                setTeamsVraag(
                  !result.ok && result.code === PRIVACY_TEAMS_HERNOEMEN ? result.message : null,
                );
                return result;
              },
              { success: geanonimiseerd },
            )
          }
        />
        {teamsVraag === null ? null : (
          <ConfirmButton
            label="Teams hernoemen en anonimiseren"
            question={teamsVraag}
            confirmLabel="Hernoemen en anonimiseren"
            disabled={action.busy}
            onConfirm={() =>
              action.run(() => privacyApi.anonimiseren(wie, true), {
                success: geanonimiseerd,
                onSuccess: () => setTeamsVraag(null),
              })
            }
          />
        )}
      </div>
      <ActionStatus action={action} />
    </li>
  );
}
