import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { seasonQuery } from '../api/queries';
import type { OrganiserAction } from '../api/use-organiser-action';
import { NEXT_SEASON_PATH } from '../layout/sections';
import { Button, buttonClass } from '../../../components/ui/button';
import alertStyles from './alert.module.css';
import { alertClass } from '../../../components/ui/alert';

interface ActionStatusProps {
  action: Pick<OrganiserAction, 'outcome' | 'reset'>;
  /** Dutch names of the fields, to list a refused field's problem by name. */
  labels?: Record<string, string>;
  /** Called by 'Gegevens opnieuw laden' after a conflict: drop the unsaved edits. */
  onReload?: () => void;
}

function labelOf(path: string, labels: Record<string, string>): string {
  if (labels[path]) return labels[path];
  // 'periodes.2.toRound' -> the label of 'periodes' when only that is known.
  const parent = Object.keys(labels)
    .filter((key) => path.startsWith(`${key}.`))
    .sort((a, b) => b.length - a.length)[0];
  return parent ? labels[parent]! : path;
}

/** The answer to the organiser's last save, above the form's button. */
export function ActionStatus({ action, labels = {}, onReload }: ActionStatusProps) {
  const queryClient = useQueryClient();
  const location = useLocation();
  // The season as the dashboard has it (no request of its own): closed, every write is refused.
  const seasonClosed = useQuery({
    ...seasonQuery,
    select: (r) => r.season?.isFinished ?? false,
    refetchOnMount: false,
  }).data;
  const { outcome } = action;
  if (!outcome) return null;
  if (outcome.kind === 'success') {
    return (
      <div className={alertClass('success')} role="status">
        {outcome.message}
      </div>
    );
  }
  const { fields, general } = outcome.problems;
  const fieldEntries = Object.entries(fields);
  const listed = fieldEntries.length > 0 || general.length > 1;
  return (
    <div className={alertClass('danger')} role="alert">
      <p className={alertStyles.title}>
        {listed ? 'Niet opgeslagen. Controleer het volgende:' : outcome.message}
      </p>
      {listed ? (
        <ul className={alertStyles.list}>
          {fieldEntries.map(([path, problem]) => (
            <li key={path}>
              <strong>{labelOf(path, labels)}</strong>: {problem}
            </li>
          ))}
          {general.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      ) : null}
      {outcome.conflict ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            onReload?.();
            action.reset();
            void queryClient.invalidateQueries();
          }}
        >
          Gegevens opnieuw laden
        </Button>
      ) : null}
      {outcome.status === 409 && seasonClosed && !location.pathname.startsWith(NEXT_SEASON_PATH) ? (
        <Link to={NEXT_SEASON_PATH} className={buttonClass({ size: 'sm', variant: 'secondary' })}>
          Nieuw seizoen starten
        </Link>
      ) : null}
      {outcome.status === 401 ? (
        <Link
          to={`/authentication/login?returnUrl=${encodeURIComponent(location.pathname)}`}
          className={buttonClass({ size: 'sm', variant: 'secondary' })}
        >
          Opnieuw inloggen
        </Link>
      ) : null}
    </div>
  );
}
