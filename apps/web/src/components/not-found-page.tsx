import { Link } from 'react-router';
import { PageHeader } from './page-header';
import { buttonClass } from './ui/button';

export function NotFoundPage() {
  return (
    <div className="not-found">
      <PageHeader title="Pagina niet gevonden" />
      <p>
        Deze pagina bestaat niet (meer). Misschien is de link verouderd of zit er een tikfout in het
        adres.
      </p>
      <p>
        <Link to="/home" className={buttonClass()}>
          Naar de homepagina
        </Link>
      </p>
    </div>
  );
}
