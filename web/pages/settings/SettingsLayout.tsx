import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { forgetAskedPage, rememberAskedPage } from '../../navigation';
import { useSession } from '../../session';

/**
 * Every /settings page needs a signed-in streamer; others go back to the welcome page, and signing in from
 * there returns to the page they asked for (kept in the tab's session storage).
 */
export function SettingsLayout() {
  const { loggedIn } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (loggedIn) forgetAskedPage();
  }, [loggedIn]);
  if (loggedIn === null) return <p className="loading">Loading…</p>;
  if (!loggedIn) {
    rememberAskedPage(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/" replace />;
  }
  return <Outlet />;
}
