import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { DASHBOARD_SECTIONS, dashboardPath } from './sections';

/** The sections: a column beside the page on a laptop, one sideways-scrolling row on a phone. */
export function DashboardNav() {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
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
            <NavLink to={dashboardPath(section.path)} end={section.path === ''}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
