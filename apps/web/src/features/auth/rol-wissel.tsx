// The switch of a person who is both organiser and participant (issue 27, item 2): this browser
// holds a valid token of each, and /dashboard shows the beheer or Mijn superelf, as chosen here.
import { useNavigate } from 'react-router';
import { useAuth } from './auth-context';
import type { SignInRole } from './token-storage';
import styles from './rol-wissel.module.css';

const OPTIONS: readonly { role: SignInRole; label: string }[] = [
  { role: 'organiser', label: 'Beheer' },
  { role: 'participant', label: 'Mijn superelf' },
];

/** Two buttons, the shown role's pressed; nothing unless both roles are held. */
export function RolWissel() {
  const { role, otherRole, switchRole } = useAuth();
  const navigate = useNavigate();
  if (role === null || otherRole === null) return null;
  return (
    <div
      role="group"
      aria-label="Wisselen tussen beheer en Mijn superelf"
      className={styles.wissel}
    >
      {OPTIONS.map((option) => (
        <button
          key={option.role}
          type="button"
          className={styles.optie}
          aria-pressed={option.role === role}
          onClick={() => {
            // Each role has its own /dashboard: open its home, not a page of the other's.
            if (option.role !== role && switchRole(option.role)) void navigate('/dashboard');
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
