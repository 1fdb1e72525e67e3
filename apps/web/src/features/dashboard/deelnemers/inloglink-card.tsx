// On a participant's page in the dashboard (issue 27): a sign-in link for a participant without
// e-mail, valid 7 days and once, to copy into WhatsApp. A new link leaves older ones working
// until they are used or end.
import type { OrganiserDeelnemer } from '@clubelf/contract';
import { useState } from 'react';
import { Card } from '../../../components/card';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../lib/copy-text';
import { makeInloglink } from '../api/inloglink';
import { inloglinkBericht } from './inloglink';
import styles from './inloglink-card.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'made'; bericht: string; copied: boolean | null }
  | { kind: 'failed'; message: string };

export function InloglinkCard({ deelnemer }: { deelnemer: OrganiserDeelnemer }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function make() {
    setState({ kind: 'busy' });
    const result = await makeInloglink(deelnemer.id);
    if (!result.ok) {
      setState({ kind: 'failed', message: result.message });
      return;
    }
    const bericht = inloglinkBericht(deelnemer.name, result.data.url, result.data.expiresAt);
    setState({ kind: 'made', bericht, copied: null });
  }

  async function copy(bericht: string) {
    setState({ kind: 'made', bericht, copied: await copyText(bericht) });
  }

  return (
    <Card title="Inloglink">
      <p>
        Geef {deelnemer.name} een link om in te loggen en het eigen team te zien, bijvoorbeeld via
        WhatsApp. Hij werkt 7 dagen en één keer.
      </p>
      {state.kind === 'failed' && (
        <div className="alert alert--danger" role="alert">
          {state.message}
        </div>
      )}
      {state.kind === 'made' ? (
        <>
          <div className={styles.bericht}>
            <label htmlFor={`inloglink-${deelnemer.id}`}>Bericht met de link:</label>
            <textarea
              id={`inloglink-${deelnemer.id}`}
              readOnly
              rows={5}
              value={state.bericht}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <Button onClick={() => void copy(state.bericht)}>Kopieer voor WhatsApp</Button>
          {state.copied !== null && (
            <p role="status">
              {state.copied
                ? 'Gekopieerd. Plak het bericht in WhatsApp.'
                : 'Kopiëren lukte niet: selecteer het bericht en kopieer het zelf.'}
            </p>
          )}
        </>
      ) : (
        <Button loading={state.kind === 'busy'} onClick={() => void make()}>
          Maak inloglink
        </Button>
      )}
    </Card>
  );
}
