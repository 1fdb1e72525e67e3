import { useQuery } from '@tanstack/react-query';
import { seasonInSentence } from '@clubelf/contract/season-label';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { AanmeldformulierButton } from '../site';
import { aanmeldingSamenvattingQuery } from './api';
import { buttonClass } from '../../components/ui/button';

/**
 * Enrolment: while the organiser's period is open, the way to the form on the site; the
 * interest form (.xlsx) for the paper way always.
 */
export function AanmeldingCard() {
  // Asked with the other cards' data (home-card-queries): here it is in the cache already.
  const answer = useQuery(aanmeldingSamenvattingQuery).data;
  const open = answer?.open === true;
  // The form enrols for the current season (issue 26): the card names it, not "volgend seizoen";
  // the title stays the same so the loading card's title matches.
  const seizoen = answer?.seizoen ?? null;
  const meedoen = seizoen
    ? `Meedoen met de Superelf in ${seasonInSentence(seizoen)}?`
    : 'Meedoen met de Superelf?';
  return (
    <Card
      title="Aanmelden"
      className="card--aanmelding"
      actions={
        open ? (
          <>
            <Link className={buttonClass()} to="/aanmelden">
              Meld je team aan
            </Link>
            <AanmeldformulierButton secondary />
          </>
        ) : (
          <AanmeldformulierButton />
        )
      }
    >
      {open ? (
        <p>
          {meedoen} Meld je team hier aan: kies je 11 spelers en je ziet meteen of je selectie aan
          de regels voldoet. Is het seizoen al begonnen, dan tel je mee vanaf de eerste speelronde
          die nog niet begonnen is. Liever op papier? Download het interesseformulier en lever het
          in bij de supportersclub.
        </p>
      ) : (
        <p>
          {meedoen} Download het interesseformulier, vul het in en lever het in bij de
          supportersclub. Wij houden je op de hoogte.
        </p>
      )}
    </Card>
  );
}
