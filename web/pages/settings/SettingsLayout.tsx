import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../session';

/**
 * Every /settings page needs a signed-in streamer; others go to the welcome page, which signs them in
 * and brings them back to the page they asked for (`?next=`).
 */
export function SettingsLayout() {
  const { loggedIn } = useSession();
  const location = useLocation();
  if (loggedIn === null) return <p className="loading">Loading…</p>;
  if (!loggedIn) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
