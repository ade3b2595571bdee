import { Navigate, Outlet } from 'react-router';
import { HealthBanner } from '../../components/HealthBanner';
import { useSession } from '../../session';

/** Every /settings page needs a signed-in streamer (others go back to the welcome page) and shows the notice. */
export function SettingsLayout() {
  const { loggedIn } = useSession();
  if (loggedIn === null) return <p className="loading">Loading…</p>;
  if (!loggedIn) return <Navigate to="/" replace />;
  return (
    <>
      <HealthBanner />
      <Outlet />
    </>
  );
}
