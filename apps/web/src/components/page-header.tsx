import { useEffect, type ReactNode } from 'react';
import styles from './page-header.module.css';

const SITE_NAME = 'Superelf';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

/** The page's one h1, and the document title to match. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    // page-header and page-header__sub carry no style: layouts (mijn-transfers) and the browser
    // tests find the header and its line under the title by them.
    <header className={`page-header ${styles.header}`}>
      <h1>{title}</h1>
      {children ? <div className={`page-header__sub ${styles.sub}`}>{children}</div> : null}
    </header>
  );
}
