import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { aanmeldingOpenQuery } from '../aanmelden';
import { AanmeldformulierButton } from '../site';

/**
 * Enrolment: while the organiser's period is open, the way to the form on the site; the
 * interest form (.xlsx) for the paper way always.
 */
export function AanmeldingCard() {
  // Asked with the other cards' data (home-card-queries): here it is in the cache already.
  const open = useQuery(aanmeldingOpenQuery).data?.open === true;
  return (
    <Card
      title="Aanmelden voor volgend seizoen"
      className="card--aanmelding"
      actions={
        open ? (
          <>
            <Link className="button" to="/aanmelden">
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
          Volgend seizoen (weer) meedoen met de Superelf? Meld je team hier aan: kies je 11 spelers
          en je ziet meteen of je selectie aan de regels voldoet. Liever op papier? Download het
          interesseformulier en lever het in bij de supportersclub.
        </p>
      ) : (
        <p>
          Volgend seizoen (weer) meedoen met de Superelf? Download het interesseformulier, vul het
          in en lever het in bij de supportersclub. Wij houden je op de hoogte.
        </p>
      )}
    </Card>
  );
}
