import { useState } from 'react';
import type { SpelerDetail } from '@clubelf/contract';
import { Link } from 'react-router';
import { useSiteLinks } from '../../lib/site-links';
import styles from './speler-page.module.css';
import { Button } from '../../components/ui/button';

/** A popular player is picked by hundreds: the first names show at once, the rest on a tap. */
const FIRST = 60;

export function SpelerKiezers({ kiezers }: { kiezers: SpelerDetail['gekozenDoor'] }) {
  const links = useSiteLinks();
  const [all, setAll] = useState(false);
  const shown = all ? kiezers : kiezers.slice(0, FIRST);
  return (
    <>
      <ul className={styles.kiezers}>
        {shown.map((d) => (
          <li key={d.id}>
            <Link to={links.deelnemer(d.id)}>{d.name}</Link>{' '}
            <span className="muted">({d.teamName})</span>
          </li>
        ))}
      </ul>
      {shown.length < kiezers.length ? (
        <p>
          <Button variant="secondary" onClick={() => setAll(true)}>
            Toon alle {kiezers.length} deelnemers
          </Button>
        </p>
      ) : null}
    </>
  );
}
