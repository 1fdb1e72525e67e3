import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NavLink, useLocation } from 'react-router';
import { useAuth } from '../../features/auth';
import { bekerRondesQuery } from '../../features/beker';
import { settingsQuery } from '../../features/site';
import { useSeizoen } from '../../lib/seizoen';
import { currentGroupKey, menuGroups } from './menu-groups';
import styles from './main-nav.module.css';

/**
 * The collapsible main menu: behind the Menu button on a phone, a bar with drop-down groups on a
 * wide screen. Each group is a disclosure button (one open at a time); a route change, Escape or
 * a click elsewhere closes it.
 */
export function MainNav({ id, open }: { id: string; open: boolean }) {
  const seizoen = useSeizoen().id;
  const archief = seizoen !== null;
  // A closed season shows every overview: its menu needs no flags.
  const settings = useQuery({ ...settingsQuery, enabled: !archief }).data;
  const bekerRondes = useQuery({
    ...bekerRondesQuery('beker', seizoen),
    enabled: archief || settings?.showCompetitieOverzichten === true,
  }).data;
  const teambekerRondes = useQuery({
    ...bekerRondesQuery('teambeker', seizoen),
    enabled: archief || settings?.showTeamOverzichten === true,
  }).data;
  const groups = menuGroups({ settings, bekerRondes, teambekerRondes, seizoen });
  const { isAuthenticated, role } = useAuth();

  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const baseId = useId();
  const currentKey = currentGroupKey(groups, pathname);
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    // Adjusting state while rendering (not in an effect): a new page closes the open group.
    setLastPath(pathname);
    setOpenGroup(null);
  }

  useEffect(() => {
    if (openGroup === null) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenGroup(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [openGroup]);

  return (
    <nav
      id={id}
      ref={navRef}
      className={open ? `${styles.nav} ${styles.open}` : styles.nav}
      aria-label="Hoofdmenu"
    >
      <ul className={styles.groups}>
        {groups.map((group) => {
          const expanded = openGroup === group.key;
          const listId = `${baseId}-${group.key}`;
          const current = group.key === currentKey;
          return (
            <li
              key={group.key}
              className={current ? `${styles.group} ${styles.current}` : styles.group}
            >
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpenGroup(expanded ? null : group.key)}
              >
                {group.label}
                <span className={styles.chevron} aria-hidden="true" />
              </button>
              <ul id={listId} className={styles.links} hidden={!expanded}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        {isAuthenticated ? (
          // The organiser's way to the dashboard, beside the groups (not a drop-down of one link);
          // a participant's (issue 27) to their own page there.
          <li className={styles.group}>
            <NavLink to="/dashboard" className={`${styles.toggle} ${styles.beheer}`}>
              {role === 'participant' ? 'Mijn superelf' : 'Beheer'}
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
