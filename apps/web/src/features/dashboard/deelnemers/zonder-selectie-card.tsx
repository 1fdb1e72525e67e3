import type { OrganiserDeelnemer } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '../../../components/card';
import { aanmeldingOpenQuery } from '../api/aanmeldingen';
import { ShowMoreButton } from '../components/show-more-button';
import { aanmeldLink, whatsappBericht } from './zonder-selectie';
import styles from './zonder-selectie-card.module.css';
import { Button, buttonClass } from '../../../components/ui/button';
import { alertClass } from '../../../components/ui/alert';

const PAGE = 20;

/**
 * Issue 26: a new season's carried-over participants start without a selection and count in no
 * standing until they have one. The organiser sends each the enrolment form, filled in with what
 * the club knows; accepting it gives that participant his 11.
 */
export function ZonderSelectieCard({
  deelnemers,
  seizoen,
}: {
  deelnemers: readonly OrganiserDeelnemer[];
  seizoen: string;
}) {
  const zonder = deelnemers.filter((d) => d.selectie.length === 0);
  const open = useQuery({ ...aanmeldingOpenQuery, enabled: zonder.length > 0 }).data;
  const [shown, setShown] = useState(PAGE);
  const [copied, setCopied] = useState<{ id: number; ok: boolean; text: string } | null>(null);
  if (zonder.length === 0) return null;

  async function copy(d: OrganiserDeelnemer) {
    const text = whatsappBericht(d, seizoen, aanmeldLink(window.location.origin, d));
    try {
      await navigator.clipboard.writeText(text);
      setCopied({ id: d.id, ok: true, text });
    } catch {
      // No clipboard (an insecure address, a refusal): the message to copy by hand.
      setCopied({ id: d.id, ok: false, text });
    }
  }

  return (
    <Card title={`Nog zonder selectie (${zonder.length})`}>
      <p>
        Deze deelnemers staan pas in de standen als ze hun 11 spelers hebben gekozen. Stuur ieder de
        link naar het aanmeldformulier, met naam, team en e-mail al ingevuld; accepteer je de
        aanmelding, dan krijgt de deelnemer die selectie.
      </p>
      {open && !open.open ? (
        <p className={alertClass('warning')}>
          Het aanmeldformulier is nu dicht{open.melding ? ` (${open.melding})` : ''}: zet het open
          bij Aanmeldingen, anders werkt de link niet.
        </p>
      ) : null}
      <ul className={styles.list} aria-label="Deelnemers nog zonder selectie">
        {zonder.slice(0, shown).map((d) => (
          <li key={d.id} className={styles.item}>
            <span>
              <strong>{d.name}</strong> <span className="muted">({d.teamName})</span>
            </span>
            <span className={styles.acties}>
              <a
                className={buttonClass({ size: 'sm', variant: 'secondary' })}
                href={aanmeldLink('', d)}
                target="_blank"
                rel="noreferrer"
                aria-label={`Aanmeldformulier voor ${d.name}`}
              >
                Aanmeldformulier
              </a>
              <Button
                size="sm"
                aria-label={`Kopieer voor WhatsApp: ${d.name}`}
                onClick={() => void copy(d)}
              >
                Kopieer voor WhatsApp
              </Button>
            </span>
            {copied?.id === d.id ? (
              copied.ok ? (
                <span className={styles.status} role="status">
                  Gekopieerd: plak het bericht in WhatsApp.
                </span>
              ) : (
                <span className={styles.status} role="status">
                  Kopiëren lukte niet; kopieer dit bericht zelf: <q>{copied.text}</q>
                </span>
              )
            ) : null}
          </li>
        ))}
      </ul>
      <ShowMoreButton total={zonder.length} shown={shown} onMore={() => setShown(shown + PAGE)} />
    </Card>
  );
}
