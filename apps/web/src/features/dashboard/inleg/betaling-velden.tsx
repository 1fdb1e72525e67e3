// The date and the way of a payment: one participant's (betaling-form.tsx) and a ticked
// selection's (selectie-betalen.tsx) ask them the same way.
import type { InlegWijze } from '@clubelf/contract';
import { INLEG_WIJZEN, INLEG_WIJZE_LABELS } from '@clubelf/contract/organiser/inleg-wijzen';
import { Field } from '../components/field';

export const BETALING_LABELS = { betaaldOp: 'Betaald op', wijze: 'Hoe' } as const;

/** Today in this browser, as the date input writes it (YYYY-MM-DD). */
export const today = () => new Date().toLocaleDateString('sv-SE');

interface Props {
  betaaldOp: string;
  onBetaaldOp: (value: string) => void;
  wijze: InlegWijze;
  onWijze: (value: InlegWijze) => void;
  errors: { betaaldOp?: string | undefined; wijze?: string | undefined };
}

export function BetalingVelden({ betaaldOp, onBetaaldOp, wijze, onWijze, errors }: Props) {
  return (
    <>
      <Field label={BETALING_LABELS.betaaldOp} error={errors.betaaldOp}>
        {(control) => (
          <input
            {...control}
            type="date"
            max={today()}
            value={betaaldOp}
            onChange={(e) => onBetaaldOp(e.target.value)}
          />
        )}
      </Field>
      <Field label={BETALING_LABELS.wijze} error={errors.wijze}>
        {(control) => (
          <select
            {...control}
            value={wijze}
            onChange={(e) => onWijze(e.target.value as InlegWijze)}
          >
            {INLEG_WIJZEN.map((w) => (
              <option key={w} value={w}>
                {INLEG_WIJZE_LABELS[w]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
