import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { copyText } from '../../lib/copy-text';
import styles from './bevestiging.module.css';
import { statusLink } from './referentie-invoer';
import { Button, buttonClass } from '../../components/ui/button';

interface BevestigingProps {
  referentie: string;
  /** Back to an empty form, for another team (when a person may enter several). */
  onNogEen: (() => void) | null;
}

/** The enrolment is in: the reference code, big and copyable, and where to look it up. */
export function Bevestiging({ referentie, onNogEen }: BevestigingProps) {
  const [gekopieerd, setGekopieerd] = useState<'ja' | 'mislukt' | null>(null);
  const titleRef = useRef<HTMLDivElement>(null);
  // The long form is gone: back to the top of the page, the news read first.
  useEffect(() => {
    window.scrollTo(0, 0);
    titleRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={titleRef} tabIndex={-1} className={styles.wrap}>
      <Card title="Je aanmelding is ontvangen" className={styles.card}>
        <p>
          Bedankt! De organisatie bekijkt je aanmelding en je selectie. Je hoort van ons via het
          e-mailadres dat je opgaf.
        </p>
        <p className={styles.bewaar}>
          Bewaar deze code: je hebt hem nodig om de status te bekijken
        </p>
        <div className={styles.codeRij}>
          <output className={styles.code} aria-label="Je code">
            {referentie}
          </output>
          <Button
            variant="secondary"
            onClick={() =>
              void copyText(referentie).then((ok) => setGekopieerd(ok ? 'ja' : 'mislukt'))
            }
          >
            Kopieer de code
          </Button>
        </div>
        <p className={styles.melding} role="status">
          {gekopieerd === 'ja' ? 'De code is gekopieerd.' : null}
          {gekopieerd === 'mislukt'
            ? 'Kopiëren lukte niet: schrijf de code over of maak een schermafbeelding.'
            : null}
        </p>
        <div className={styles.acties}>
          <Link className={buttonClass()} to={statusLink(referentie)}>
            Bekijk de status
          </Link>
          {onNogEen ? (
            <Button variant="secondary" onClick={onNogEen}>
              Nog een team aanmelden
            </Button>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
