import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { aanmeldingenQuery } from '../api/aanmeldingen';
import { seasonQuery } from '../api/queries';
import styles from './dashboard-nav.module.css';
import { DASHBOARD_SECTIONS, dashboardPath } from './sections';
import badgeStyles from '../components/badge.module.css';

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

/**
 * The sections: a column beside the page on a laptop; on a phone a grid above it that shows all
 * of them at once, the new enrolments' count included.
 */
export function DashboardNav() {
  const nieuw = useNieuweAanmeldingen();
  const badgeId = useId();
  return (
    <nav className={styles.nav} aria-label="Dashboard">
      <ul className={styles.lijst}>
        {DASHBOARD_SECTIONS.map((section) => (
          <li key={section.path}>
            {section.path === 'aanmeldingen' && nieuw > 0 ? (
              <>
                {/* The count is the link's description, so its name stays the section's. */}
                <NavLink to={dashboardPath(section.path)} aria-describedby={badgeId}>
                  {section.label}{' '}
                  <span className={`${badgeStyles.badge} ${badgeStyles.warn}`} aria-hidden="true">
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
