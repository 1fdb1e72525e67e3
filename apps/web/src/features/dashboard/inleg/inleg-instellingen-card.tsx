import type { InlegOverzicht } from '@clubelf/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { inlegApi } from '../api/inleg';
import { useOrganiserAction } from '../api/use-organiser-action';
import { useServerDraft } from '../api/use-server-draft';
import { ActionStatus } from '../components/action-status';
import { Field } from '../components/field';
import { euroFieldText, parseEuro } from './euro';
import styles from './inleg.module.css';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';

const LABELS = {
  bedragCenten: 'Inleg per deelnemer (€)',
  betaalinstructie: 'Hoe betalen (onder de herinnering)',
  onbetaaldTeltMee: 'Wie nog niet betaald heeft, telt mee in de standen',
};

/** The question before the unpaid leave the standings: it names how many drop out. */
export function uitDeStandenVraag(aantalOpen: number): string {
  return aantalOpen === 1
    ? '1 deelnemer die nog niet betaald heeft telt dan niet mee. Doorgaan?'
    : `${aantalOpen} deelnemers die nog niet betaald hebben tellen dan niet mee. Doorgaan?`;
}

/** The season's amount, the payment instructions and whether the unpaid count. */
export function InlegInstellingenCard({ overzicht }: { overzicht: InlegOverzicht }) {
  const action = useOrganiserAction('inleg');
  const checkId = useId();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  const form = useServerDraft(overzicht, (o) => ({
    bedrag: euroFieldText(o.bedragCenten),
    instructie: o.betaalinstructie,
    teltMee: o.onbetaaldTeltMee,
  }));
  const { bedrag, instructie, teltMee } = form.draft;
  const set = (change: Partial<typeof form.draft>) => form.setDraft((d) => ({ ...d, ...change }));

  // Switching the unpaid off takes names out of every standing at once: asked first.
  const dropsOut = overzicht.onbetaaldTeltMee && !teltMee ? overzicht.totalen.aantalOpen : 0;

  async function save(event: FormEvent) {
    event.preventDefault();
    const bedragCenten = parseEuro(bedrag);
    if (bedragCenten === null) {
      return action.fail({ bedragCenten: 'moet een bedrag zijn zoals 12,50' });
    }
    if (dropsOut > 0 && !asking) {
      action.reset();
      setAsking(true);
      return;
    }
    setAsking(false);
    await action.run(
      () =>
        inlegApi.instellen({
          bedragCenten,
          betaalinstructie: instructie,
          onbetaaldTeltMee: teltMee,
        }),
      { success: 'De inleg is opgeslagen.', onSuccess: () => form.saved() },
    );
  }

  return (
    <Card title="Instellingen">
      <form onSubmit={save} noValidate>
        <Field label={LABELS.bedragCenten} error={action.fields.bedragCenten}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={bedrag}
              onChange={(e) => set({ bedrag: e.target.value })}
            />
          )}
        </Field>
        <Field
          label={LABELS.betaalinstructie}
          error={action.fields.betaalinstructie}
          hint="Bijvoorbeeld het rekeningnummer of waar je contant kunt betalen."
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={500}
              value={instructie}
              onChange={(e) => set({ instructie: e.target.value })}
            />
          )}
        </Field>
        <div className={`field ${formStyles.check}`}>
          <label htmlFor={checkId}>
            <input
              id={checkId}
              type="checkbox"
              checked={teltMee}
              onChange={(e) => {
                setAsking(false);
                set({ teltMee: e.target.checked });
              }}
            />
            {LABELS.onbetaaldTeltMee}
          </label>
          <p className={formStyles.hint}>
            Uit: deelnemers met open inleg staan niet in de standen tot ze betaald hebben. Het
            reglement zegt welke regel geldt.
          </p>
        </div>
        <ActionStatus action={action} labels={LABELS} />
        {asking && dropsOut > 0 ? (
          <div className={styles.confirm} role="group" aria-label={uitDeStandenVraag(dropsOut)}>
            <p className={styles.question}>{uitDeStandenVraag(dropsOut)}</p>
            <div className={styles.buttons}>
              <Button ref={confirmRef} type="submit" variant="danger" disabled={action.busy}>
                Doorgaan
              </Button>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                Annuleren
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit" disabled={action.busy}>
            Opslaan
          </Button>
        )}
      </form>
    </Card>
  );
}
