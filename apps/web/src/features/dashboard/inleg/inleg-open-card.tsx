import type { InlegOverzicht } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Card } from '../../../components/card';
import { EmptyState, LoadingState } from '../../../components/states';
import { inlegApi, inlegHerinneringQuery } from '../api/inleg';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import styles from './inleg.module.css';
import { Button, buttonClass } from '../../../components/ui/button';

/** Who is still open, the reminder text to edit and share, and the list as a spreadsheet. */
export function InlegOpenCard({ overzicht }: { overzicht: InlegOverzicht }) {
  const open = overzicht.deelnemers.filter((d) => !d.betaald);
  const herinnering = useQuery(inlegHerinneringQuery);
  const textId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const download = useOrganiserAction('geen');
  const serverText = herinnering.data?.tekst;
  const [draft, setDraft] = useState({ base: serverText, tekst: serverText ?? '' });
  if (serverText !== undefined && draft.base !== serverText) {
    // A new answer (someone paid, the amount changed) replaces the text; edits start from it.
    setDraft({ base: serverText, tekst: serverText });
  }
  const tekst = draft.tekst;
  const setTekst = (value: string) => setDraft((d) => ({ ...d, tekst: value }));

  async function copy() {
    try {
      await navigator.clipboard.writeText(tekst);
      setCopied('De tekst is gekopieerd. Plak hem in de groepsapp.');
    } catch {
      // Without clipboard access (an older browser, no permission): select it for the user.
      textRef.current?.select();
      setCopied('Kopiëren lukte niet vanzelf: de tekst is geselecteerd, kopieer hem zelf.');
    }
  }

  return (
    <Card
      title={`Nog open (${open.length})`}
      actions={
        <>
          <Button
            variant="secondary"
            disabled={download.busy}
            onClick={() =>
              void download.run(() => inlegApi.exporteren(), {
                success: (file) => `${file.fileName} is gedownload.`,
              })
            }
          >
            Download overzicht (.xlsx)
          </Button>
          <ActionStatus action={download} />
        </>
      }
    >
      {open.length === 0 ? (
        <EmptyState>Iedereen heeft betaald.</EmptyState>
      ) : (
        <details className={styles.openNames} open={open.length <= 12}>
          <summary>Namen ({open.length})</summary>
          <ul className={styles.openList} aria-label="Nog niet betaald">
            {open.map((d) => (
              <li key={d.deelnemerId}>{d.name}</li>
            ))}
          </ul>
        </details>
      )}
      {herinnering.isPending ? <LoadingState text="Herinnering wordt gemaakt…" /> : null}
      {open.length > 0 && serverText !== undefined ? (
        <div className={styles.herinnering}>
          <div className="field">
            <label htmlFor={textId}>Herinnering voor WhatsApp (pas gerust aan)</label>
            <textarea
              id={textId}
              ref={textRef}
              rows={Math.min(14, tekst.split('\n').length + 1)}
              value={tekst}
              onChange={(e) => {
                setTekst(e.target.value);
                setCopied(null);
              }}
            />
          </div>
          <div className={styles.buttons}>
            <Button onClick={() => void copy()}>Kopieer tekst</Button>
            <a
              className={buttonClass({ variant: 'secondary' })}
              href={`https://wa.me/?text=${encodeURIComponent(tekst)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Deel via WhatsApp
            </a>
          </div>
          {copied ? (
            <p role="status" className="muted">
              {copied}
            </p>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
