import { useEffect } from 'react';
import { useAuth } from '../auth';
import { ChangePasswordForm } from './change-password-form';
import { SettingsForm } from './settings-form';
import '../auth/auth.css';
import './dashboard.css';

export function DashboardPage() {
  const { displayName } = useAuth();

  useEffect(() => {
    document.title = 'Dashboard';
  }, []);

  return (
    <div className="dashboard-page">
      <h1>Dashboard</h1>
      <p className="dashboard-greeting">Welkom, {displayName}!</p>
      <div className="dashboard-grid">
        <SettingsForm />
        <ChangePasswordForm />
      </div>
    </div>
  );
}
