import { PageHeader } from '../../components/page-header';
import { useAuth } from '../auth';
import { ChangePasswordForm } from './change-password-form';
import { SettingsForm } from './settings-form';
import '../auth/auth.css';
import './dashboard.css';

export function DashboardPage() {
  const { displayName } = useAuth();
  return (
    <>
      <PageHeader title="Dashboard">
        <p>Welkom, {displayName}! Hier beheer je de site.</p>
      </PageHeader>
      <div className="dashboard-grid">
        <SettingsForm />
        <ChangePasswordForm />
      </div>
    </>
  );
}
