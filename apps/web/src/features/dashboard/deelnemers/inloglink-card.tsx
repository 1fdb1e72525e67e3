// On a participant's page in the dashboard (issue 27): a sign-in link for a participant without
// e-mail, valid 7 days and once, to copy into WhatsApp. A new link leaves older ones working
// until they are used or end.
import type { OrganiserDeelnemer } from '@clubelf/contract';
import { useState } from 'react';
import { Card } from '../../../components/card';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../lib/copy-text';
import { makeInloglink } from '../api/inloglink';
import { useOrganiserAction } from '../api/use-organiser-action';
import { inloglinkBericht } from './inloglink';
import styles from './inloglink-card.module.css';
import { alertClass } from '../../../components/ui/alert';

/** The message made, and whether copying it worked (null: not tried yet). */
interface Made {
  bericht: string;
  copied: boolean | null;
}

export function InloglinkCard({ deelnemer }: { deelnemer: OrganiserDeelnemer }) {
  // A link changes nothing the dashboard shows (only the logbook).
  const action = useOrganiserAction('geen');
  const [made, setMade] = useState<Made | null>(null);

  async function make() {
    const link = await action.run(() => makeInloglink(deelnemer.id), {
      success: 'De inloglink is gemaakt.',
    });
    if (link)
      setMade({
        bericht: inloglinkBericht(deelnemer.name, link.url, link.expiresAt),
        copied: null,
      });
  }

  async function copy(bericht: string) {
    setMade({ bericht, copied: await copyText(bericht) });
  }

  return (
    <Card title="Inloglink">
      <p>
        Geef {deelnemer.name} een link om in te loggen en het eigen team te zien, bijvoorbeeld via
        WhatsApp. Hij werkt 7 dagen en één keer.
      </p>
      {action.outcome?.kind === 'error' && (
        <div className={alertClass('danger')} role="alert">
          {action.outcome.message}
        </div>
      )}
      {made ? (
        <>
          <div className={styles.bericht}>
            <label htmlFor={`inloglink-${deelnemer.id}`}>Bericht met de link:</label>
            <textarea
              id={`inloglink-${deelnemer.id}`}
              readOnly
              rows={5}
              value={made.bericht}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <Button onClick={() => void copy(made.bericht)}>Kopieer voor WhatsApp</Button>
          {made.copied !== null && (
            <p role="status">
              {made.copied
                ? 'Gekopieerd. Plak het bericht in WhatsApp.'
                : 'Kopiëren lukte niet: selecteer het bericht en kopieer het zelf.'}
            </p>
          )}
        </>
      ) : (
        <Button loading={action.busy} onClick={() => void make()}>
          Maak inloglink
        </Button>
      )}
    </Card>
  );
}
