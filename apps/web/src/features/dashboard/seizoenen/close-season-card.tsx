import type { OrganiserSeason, Seizoen } from '@clubelf/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { closeSeason } from '../api/season';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { seasonProgress } from '../home/season-progress';
import { NEXT_SEASON_PATH } from '../layout/sections';
import { roundsText, unplayedRounds, unplayedSentences } from './unplayed-rounds';
import { seasonLabel } from '@clubelf/contract/season-label';
import { buttonClass } from '../../../components/ui/button';
import alertStyles from '../components/alert.module.css';
import formStyles from '../components/form.module.css';
import { alertClass } from '../../../components/ui/alert';

/**
 * Closing the season: normally after its last round; with rounds unplayed only after ticking
 * that it ends early. Once closed, the way to the next season.
 */
export function CloseSeasonCard({
  season,
  onClosed,
}: {
  season: OrganiserSeason;
  /** The card changes (and may move) once closed: the page keeps the message. */
  onClosed: (message: string) => void;
}) {
  const action = useOrganiserAction('alles');
  const [early, setEarly] = useState(false);
  const progress = seasonProgress(season.rondes);
  const unplayed = unplayedRounds(season.rondes);
  const complete = unplayed.all.length === 0;

  if (season.isFinished) {
    return (
      <Card title="Seizoen afgesloten">
        <p>
          {seasonLabel(season.name)} is {season.closedEarly ? 'voortijdig ' : ''}afgesloten. De
          eindstand en de prijzen staan in het archief en op de erelijst; er kan niets meer worden
          gewijzigd.
        </p>
        <p className={formStyles.actions}>
          <Link className={buttonClass()} to={NEXT_SEASON_PATH}>
            Nieuw seizoen starten
          </Link>
        </p>
      </Card>
    );
  }

  async function close() {
    const voortijdig = !complete;
    const message = (s: Seizoen) =>
      `${seasonLabel(s.name)} is ${s.closedEarly ? 'voortijdig ' : ''}afgesloten. De eindstand en de prijzen staan vast; start nu het volgende seizoen.`;
    await action.run(() => closeSeason(season.id, voortijdig), {
      success: message,
      onSuccess: (s) => {
        setEarly(false);
        onClosed(message(s));
      },
    });
  }

  return (
    <Card title="Seizoen afsluiten">
      <p className={formStyles.summary}>
        {progress.played} van {progress.total} speelrondes gespeeld.
      </p>
      {complete ? (
        <p>
          Alle speelrondes zijn gespeeld. Sluit het seizoen af om de eindstand en de prijzen vast te
          leggen in het archief en op de erelijst. Daarna kan er in dit seizoen niets meer worden
          gewijzigd en start je het volgende seizoen.
        </p>
      ) : (
        <>
          <div className={alertClass('warning')}>
            {unplayedSentences(unplayed).map((sentence) => (
              <p key={sentence} className={alertStyles.title}>
                {sentence}
              </p>
            ))}
          </div>
          <p>
            Normaal sluit je het seizoen af na de laatste speelronde. Wordt de competitie niet
            uitgespeeld, dan kun je het seizoen voortijdig afsluiten: de niet gespeelde speelrondes
            blijven ongespeeld en de prijzen worden verdeeld op wat er gespeeld is.
          </p>
          <div className={`field ${formStyles.check}`}>
            <label>
              <input type="checkbox" checked={early} onChange={(e) => setEarly(e.target.checked)} />
              Ik sluit {seasonLabel(season.name)} voortijdig af, zonder {roundsText(unplayed.all)}.
            </label>
          </div>
        </>
      )}
      {/* A success is shown by the page (this card changes with it). */}
      {action.outcome?.kind === 'error' ? <ActionStatus action={action} /> : null}
      <ConfirmButton
        label={complete ? 'Seizoen afsluiten' : 'Voortijdig afsluiten'}
        question={`${seasonLabel(season.name)} ${complete ? '' : 'voortijdig '}afsluiten? Dit kan niet ongedaan worden gemaakt.`}
        confirmLabel={complete ? 'Ja, afsluiten' : 'Ja, voortijdig afsluiten'}
        disabled={action.busy || (!complete && !early)}
        onConfirm={close}
      />
    </Card>
  );
}
