import { useQuery } from '@tanstack/react-query';
import { seasonInSentence } from '@clubelf/contract/season-label';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { useAuth } from '../auth';
import { aanmeldingOpenQuery, bekendQuery } from './api';
import { AanmeldForm } from './aanmeld-form';
import { Bevestiging } from './bevestiging';
import { Gesloten } from './gesloten';

/** Signed in, but what is known of them could not be read: the form starts empty. */
const ONBEKEND = { naam: '', email: null, telefoon: null };

/** /aanmelden: the enrolment form while enrolment is open, else when it opens and the paper way. */
export function AanmeldenPage() {
  const open = useQuery({ ...aanmeldingOpenQuery, staleTime: 0 });
  const [referentie, setReferentie] = useState<string | null>(null);
  // A signed-in participant's form is filled in with what is known of them (issue 27); anyone
  // else gets the form as it always was. Should that fail, the form is simply empty.
  const participant = useAuth().role === 'participant';
  const bekend = useQuery({ ...bekendQuery, enabled: participant });
  const wachtOpBekend = participant && bekend.isPending;
  return (
    <>
      <PageHeader title="Aanmelden">
        {/* Which season one enrols for (issue 26): the one under way, or the new one. */}
        {open.data?.seizoen ? (
          <p data-testid="aanmelden-seizoen">
            Je meldt je aan voor <strong>{seasonInSentence(open.data.seizoen)}</strong> van de
            Superelf.
          </p>
        ) : (
          '\u00a0'
        )}
      </PageHeader>
      {referentie ? (
        <Bevestiging
          referentie={referentie}
          onNogEen={(open.data?.maxTeamsPerPersoon ?? 1) > 1 ? () => setReferentie(null) : null}
        />
      ) : (
        <QueryView query={open} loadingText="Het aanmeldformulier wordt geladen…">
          {(answer) =>
            answer.open ? (
              wachtOpBekend ? (
                <p role="status">Het aanmeldformulier wordt geladen…</p>
              ) : (
                <AanmeldForm
                  open={answer}
                  onAangemeld={setReferentie}
                  bekend={participant ? (bekend.data ?? ONBEKEND) : undefined}
                />
              )
            ) : (
              <Gesloten answer={answer} />
            )
          }
        </QueryView>
      )}
    </>
  );
}
