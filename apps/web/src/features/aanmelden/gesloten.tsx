import type { AanmeldingOpen } from '@clubelf/contract';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { AanmeldformulierButton } from '../site';
import { periodeTekst } from './periode';

/** Enrolment is closed: why (with the dates), and the interest form for the paper way. */
export function Gesloten({ answer }: { answer: AanmeldingOpen }) {
  const periode = periodeTekst(answer.vanaf, answer.tot);
  // The title says it is closed; the server's sentence may add when it opens (or closed).
  const reden = (answer.melding ?? '').replace(/^De aanmelding is gesloten\.\s*/, '');
  return (
    <Card title="De aanmelding is gesloten" tone="info" actions={<AanmeldformulierButton />}>
      {reden ? <p>{reden}</p> : null}
      {periode ? <p>De aanmeldperiode loopt {periode}.</p> : null}
      <p>
        Wil je (weer) meedoen? Download het interesseformulier, vul het in en lever het in bij de
        supportersclub. Wij houden je op de hoogte.
      </p>
      <p className="muted">
        Al aangemeld? <Link to="/aanmelden/status">Bekijk de status van je aanmelding</Link>.
      </p>
    </Card>
  );
}
