// The organiser's dashboard: its routes, mounted by the app under /dashboard behind the sign-in guard.
export { dashboardChildren } from './routes';
