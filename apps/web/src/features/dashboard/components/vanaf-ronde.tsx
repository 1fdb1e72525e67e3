// Late joiners (issue 26): accepting an enrolment and adding a participant while the season is
// under way both ask from which speelronde he counts. One question, one rule: the first round not
// yet begun by default, an earlier one only after the server's refusal named the points it adds.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { seasonQuery } from '../api/queries';
import type { OrganiserAction } from '../api/use-organiser-action';
import { Field } from './field';

/** The first speelronde without any result (1 before the season starts): a late joiner's start. */
export function firstRoundNotBegun(rondes: readonly { round: number; state: string }[]): number {
  let last = 0;
  for (const r of rondes) if (r.state !== 'gepland') last = Math.max(last, r.round);
  return Math.min(last + 1, Math.max(rondes.length, 1));
}

/** What an add or accept sends: the round he counts from and, for an earlier one, the yes. */
export interface VanafRondeKeuze {
  vanafRonde: number;
  eerderBevestigd?: true;
}

/** The question's state, for a form that asks it (the field, its round, the send). */
export function useVanafRonde(action: OrganiserAction) {
  const season = useQuery(seasonQuery).data?.season ?? null;
  const first = season ? firstRoundNotBegun(season.rondes) : 1;
  const roundCount = season?.roundCount ?? first;
  const [vanaf, setVanaf] = useState('');
  const [earlier, setEarlier] = useState<number | null>(null);
  const round = vanaf.trim() === '' ? first : Number(vanaf);
  return {
    first,
    roundCount,
    vanaf,
    setVanaf,
    round,
    /** Only while the season is under way is there anything to ask. */
    underWay: first > 1,
    /** The server named the points an earlier round adds: the next send confirms them. */
    asking: earlier !== null && earlier === round && action.fields.vanafRonde !== undefined,
    reset: () => {
      setVanaf('');
      setEarlier(null);
    },
    /** The start to send, or null after marking the field (a round outside the season). */
    choose: (): VanafRondeKeuze | null => {
      if (!Number.isInteger(round) || round < 1 || round > roundCount) {
        action.fail({ vanafRonde: `kies een speelronde van 1 tot en met ${roundCount}` });
        return null;
      }
      // An earlier round is sent unconfirmed first: the refusal names the points it adds.
      if (round < first && earlier === round) return { vanafRonde: round, eerderBevestigd: true };
      if (round < first) setEarlier(round);
      return { vanafRonde: round };
    },
  };
}

export type VanafRonde = ReturnType<typeof useVanafRonde>;

/** The sentence naming the start round and the field to pick another. */
export function VanafRondeVraag({
  who,
  vanaf,
  error,
  className,
}: {
  who: string;
  vanaf: VanafRonde;
  error: string | undefined;
  className?: string;
}) {
  return (
    <>
      <p className={className} data-testid="telt-mee-vanaf">
        Het seizoen is begonnen: {who} telt mee vanaf speelronde {vanaf.round}.
      </p>
      <Field
        label="Vanaf speelronde"
        hint={`De eerste speelronde die nog niet begonnen is, is ${vanaf.first}. Een eerdere geeft punten uit gespeelde rondes en vraagt nog een bevestiging.`}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={vanaf.roundCount}
            value={vanaf.vanaf === '' ? String(vanaf.first) : vanaf.vanaf}
            onChange={(e) => vanaf.setVanaf(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
