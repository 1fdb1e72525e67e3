import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { aanmeldingenQuery } from '../api/aanmeldingen';
import { seasonQuery } from '../api/queries';
import { DASHBOARD_SECTIONS, dashboardPath } from './sections';

/** How many enrolments wait for a first look (none before there is a season). */
function useNieuweAanmeldingen(): number {
  const hasSeason = useQuery({ ...seasonQuery, select: (r) => r.season !== null }).data === true;
  const nieuw = useQuery({
    ...aanmeldingenQuery,
    enabled: hasSeason,
    select: (list) => list.filter((a) => a.status === 'nieuw').length,
  });
  return nieuw.data ?? 0;
}

/** The sections: a column beside the page on a laptop, one sideways-scrolling row on a phone. */
export function DashboardNav() {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const nieuw = useNieuweAanmeldingen();
  const badgeId = useId();
  useEffect(() => {
    // On a phone the row scrolls: keep the current section in view.
    const active = listRef.current?.querySelector<HTMLElement>('a.active');
    const list = listRef.current;
    if (active && list && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <nav className="dashboard-nav" aria-label="Dashboard">
      <ul ref={listRef}>
        {DASHBOARD_SECTIONS.map((section) => (
          <li key={section.path}>
            {section.path === 'aanmeldingen' && nieuw > 0 ? (
              <>
                {/* The count is the link's description, so its name stays the section's. */}
                <NavLink to={dashboardPath(section.path)} aria-describedby={badgeId}>
                  {section.label}{' '}
                  <span className="badge badge--warn" aria-hidden="true">
                    {nieuw}
                  </span>
                </NavLink>
                <span id={badgeId} className="sr-only">
                  {nieuw === 1 ? '1 nieuwe aanmelding' : `${nieuw} nieuwe aanmeldingen`}
                </span>
              </>
            ) : (
              <NavLink to={dashboardPath(section.path)} end={section.path === ''}>
                {section.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
