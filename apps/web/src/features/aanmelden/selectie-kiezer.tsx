import type { AanmeldingOpen } from '@clubelf/contract';
import { useId, useState } from 'react';
import { RegelCheckView } from '../../components/regel-check-view';
import { POSITIE_ORDER } from '../../lib/selectie-summary';
import { useRegelCheck } from '../../lib/use-regel-check';
import { checkAanmeldSelectie } from './api';
import { GEEN_FILTER, kandidaten, voortgang, type KandidaatFilter } from './kandidaten';
import styles from './selectie-kiezer.module.css';
import { Button } from '../../components/ui/button';
import { fieldErrorClass } from '../../components/ui/field';

/** On a phone a long list is a long scroll: search narrows it. */
const MAX_KANDIDATEN = 20;

interface SelectieKiezerProps {
  open: AanmeldingOpen;
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  /** The server's problems with the selection at the last attempt. */
  errors: readonly string[];
  /** Players a refusal named. */
  foutIds: ReadonlySet<number>;
}

/**
 * The 11: who is chosen (by position, with the count and the formation so far), the rules
 * checked live by the server as the organiser's picker does, and the players to choose from.
 */
export function SelectieKiezer({ open, chosen, onChange, errors, foutIds }: SelectieKiezerProps) {
  const id = useId();
  const [filter, setFilter] = useState<KandidaatFilter>(GEEN_FILTER);
  const byId = new Map(open.spelers.map((s) => [s.id, s]));
  const gekozen = chosen.flatMap((playerId) => byId.get(playerId) ?? []);
  const size = open.selectieSize;
  const stand = voortgang(gekozen, size);
  const check = useRegelCheck(
    ['aanmeldingen', 'check'],
    [...chosen],
    checkAanmeldSelectie,
    chosen.length > 0,
  );
  const checkIds = new Set(
    check.kind === 'done' ? check.check.fouten.flatMap((f) => f.playerIds) : [],
  );
  // What the live check already says stays out of the last attempt's list under it.
  const liveMessages = new Set(
    check.kind === 'done' ? check.check.fouten.map((f) => f.message) : [],
  );
  const serverFouten = errors.filter((message) => !liveMessages.has(message));
  const nameOf = (playerId: number) => byId.get(playerId)?.name ?? `speler ${playerId}`;
  const lijst = kandidaten(open.spelers, chosen, filter);
  const vol = chosen.length >= size;

  return (
    <div className={styles.kiezer}>
      <p className="muted">
        Kies {size} spelers: 1 keeper en een toegestane opstelling ({open.formations.join(', ')}),
        met hoogstens {open.maxPerClub} spelers van één club.
      </p>

      <div className={styles.stand} aria-live="polite">
        <span className={styles.count}>{stand.count}</span>
        <span className={styles.formatie}>
          Opstelling tot nu toe: <strong>{stand.formation}</strong>
          <span className="muted"> (keeper {stand.keepers})</span>
        </span>
      </div>

      {chosen.length > 0 ? (
        <RegelCheckView
          state={check}
          nameOf={nameOf}
          okText="Deze selectie voldoet aan alle regels."
        />
      ) : null}
      {serverFouten.length > 0 ? (
        <div className={styles.serverFouten}>
          {serverFouten.map((message) => (
            <p key={message} className={fieldErrorClass}>
              {message}
            </p>
          ))}
        </div>
      ) : null}

      <h3 className={styles.kop}>Gekozen</h3>
      {gekozen.length === 0 ? (
        <p className="muted">Nog geen spelers gekozen. Zoek hieronder en tik op Toevoegen.</p>
      ) : (
        <ul className={styles.lijst} aria-label="Gekozen spelers">
          {POSITIE_ORDER.flatMap((positie) => gekozen.filter((s) => s.position === positie)).map(
            (s) => (
              <li
                key={s.id}
                className={foutIds.has(s.id) || checkIds.has(s.id) ? styles.fout : undefined}
              >
                <span className={styles.speler}>
                  <span className={styles.naam}>{s.name}</span>
                  <span className="muted">
                    {s.position} · {s.clubName}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${s.name} weghalen`}
                  onClick={() => onChange(chosen.filter((c) => c !== s.id))}
                >
                  Weghalen
                </Button>
              </li>
            ),
          )}
        </ul>
      )}

      <h3 className={styles.kop}>Spelers kiezen</h3>
      <div role="search" aria-label="Spelers zoeken" className={styles.zoek}>
        <div className="field">
          <label htmlFor={`${id}-zoek`}>Zoek op naam of club</label>
          <input
            id={`${id}-zoek`}
            type="search"
            autoComplete="off"
            placeholder="Bijvoorbeeld Bakker of Ajax"
            value={filter.text}
            onChange={(e) => setFilter({ ...filter, text: e.target.value })}
          />
        </div>
        <div className={styles.posities} role="group" aria-label="Positie">
          {(['', ...POSITIE_ORDER] as const).map((positie) => (
            <button
              key={positie || 'alle'}
              type="button"
              className={styles.positie}
              aria-pressed={filter.position === positie}
              onClick={() => setFilter({ ...filter, position: positie })}
            >
              {positie || 'Alle'}
            </button>
          ))}
        </div>
      </div>
      {vol ? (
        <p className={styles.vol}>
          Je hebt {size} spelers gekozen. Haal er een weg om een ander te kiezen.
        </p>
      ) : null}
      {lijst.length === 0 ? (
        <p className="muted">Geen spelers gevonden.</p>
      ) : (
        <ul className={styles.lijst} aria-label="Te kiezen spelers">
          {lijst.slice(0, MAX_KANDIDATEN).map((s) => (
            <li key={s.id}>
              <span className={styles.speler}>
                <span className={styles.naam}>{s.name}</span>
                <span className="muted">
                  {s.position} · {s.clubName}
                </span>
              </span>
              <Button
                size="sm"
                aria-label={`${s.name} toevoegen`}
                disabled={vol}
                onClick={() => onChange([...chosen, s.id])}
              >
                Toevoegen
              </Button>
            </li>
          ))}
        </ul>
      )}
      {lijst.length > MAX_KANDIDATEN ? (
        <p className="muted">
          En nog {lijst.length - MAX_KANDIDATEN} spelers: zoek op naam of club, of kies een positie.
        </p>
      ) : null}
    </div>
  );
}
