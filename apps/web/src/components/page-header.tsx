import { useEffect, type ReactNode } from 'react';

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
    <header className="page-header">
      <h1>{title}</h1>
      {children ? <div className="page-header__sub">{children}</div> : null}
    </header>
  );
}
