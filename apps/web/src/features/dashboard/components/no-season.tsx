import { Link } from 'react-router';
import { EmptyState } from '../../../components/states';
import { dashboardPath } from '../layout/sections';

/** Every section but Seizoen needs a season first. */
export function NoSeason() {
  return (
    <EmptyState>
      Er is nog geen seizoen. <Link to={dashboardPath('seizoen')}>Start eerst een seizoen</Link>.
    </EmptyState>
  );
}
