import { NavLink } from 'react-router';
import { DASHBOARD_SECTIONS, dashboardPath } from './sections';

/** The sections: a column beside the page on a laptop, a wrapping row of tabs on a phone. */
export function DashboardNav() {
  return (
    <nav className="dashboard-nav" aria-label="Dashboard">
      <ul>
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
