import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../components/query-view';
import { Skeleton } from '../../components/states';
import { copyText } from '../../lib/copy-text';
import { useSeizoen } from '../../lib/seizoen';
import { useSiteLinks } from '../../lib/site-links';
import { bulletinQuery } from './api';
import { WhatsAppTekst } from './whatsapp-tekst';
import styles from './bulletin-blok.module.css';
import { Button, buttonClass } from '../../components/ui/button';

/** How long the button says "Gekopieerd". */
const GEKOPIEERD_MS = 2500;

/**
 * The message to share: the server's bulletin and, as its last line, the address of the round's
 * page (the server does not know the site's public address; the page does).
 */
export function deelTekst(text: string, roundUrl: string): string {
  return `${text}\n\n${roundUrl}`;
}

export const whatsAppLink = (text: string): string =>
  `https://wa.me/?text=${encodeURIComponent(text)}`;

function Acties({ tekst }: { tekst: string }) {
  const [status, setStatus] = useState<'idle' | 'gekopieerd' | 'mislukt'>('idle');
  useEffect(() => {
    if (status !== 'gekopieerd') return;
    const timer = window.setTimeout(() => setStatus('idle'), GEKOPIEERD_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  return (
    <div className={styles.acties}>
      <Button
        size="sm"
        onClick={() => void copyText(tekst).then((ok) => setStatus(ok ? 'gekopieerd' : 'mislukt'))}
      >
        {status === 'gekopieerd' ? 'Gekopieerd' : 'Kopieer tekst'}
      </Button>
      <a
        className={buttonClass({ size: 'sm', variant: 'secondary' })}
        href={whatsAppLink(tekst)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Deel via WhatsApp
      </a>
      <span role="status" className={styles.melding}>
        {status === 'gekopieerd'
          ? 'De tekst staat op het klembord.'
          : status === 'mislukt'
            ? 'Kopiëren lukte niet: selecteer de tekst en kopieer hem zelf.'
            : ''}
      </span>
    </div>
  );
}

/**
 * A round's bulletin as it will look in WhatsApp (bold, italic, line breaks), with a copy button
 * and a share link. Used under a round's matches and on the organiser's Bulletin page.
 */
export function BulletinBlok({ round }: { round: number }) {
  const headingId = useId();
  const seizoen = useSeizoen().id;
  const links = useSiteLinks();
  const query = useQuery(bulletinQuery(round, seizoen));
  const roundUrl = `${window.location.origin}${links.ronde(round)}`;
  return (
    <section className={styles.bulletin} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.titel}>
        Bulletin
      </h2>
      <QueryView
        query={query}
        notFound={`Speelronde ${round} heeft nog geen uitslagen: het bulletin volgt.`}
        skeleton={<Skeleton rows={['text', 'text', 'text', 'text', 'button']} />}
      >
        {(bulletin) => {
          const tekst = deelTekst(bulletin.text, roundUrl);
          return (
            <>
              <div className={styles.tekst} data-testid="bulletin-tekst">
                <WhatsAppTekst text={tekst} />
              </div>
              <Acties tekst={tekst} />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
