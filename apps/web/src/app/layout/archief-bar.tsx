import { Link } from 'react-router';
import { archiefPad, useSeizoen } from '../../lib/seizoen';
import styles from './archief-bar.module.css';

/** In the archive: which season the page shows, and the way back to the current one. */
export function ArchiefBar() {
  const { id, name } = useSeizoen();
  if (id === null || name === null) return null;
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>
          <span className={styles.label}>Archief</span> Je bekijkt{' '}
          <Link to={archiefPad(id)} className={styles.seizoen}>
            {name}
          </Link>{' '}
          zoals het eindigde.
        </p>
        <Link to="/home" className={styles.terug}>
          Naar het huidige seizoen
        </Link>
      </div>
    </div>
  );
}
