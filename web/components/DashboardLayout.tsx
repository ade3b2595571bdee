import { Outlet } from 'react-router';
import { useSession } from '../session';
import { HealthBanner } from './HealthBanner';

/**
 * The dashboard's pages, every /settings page and the Keywords page, show the channel's notice above them
 * while a streamer is signed in: it is mounted here once, whichever of those routes a page sits under.
 */
export function DashboardLayout() {
  const { loggedIn } = useSession();
  return (
    <>
      {loggedIn && <HealthBanner />}
      <Outlet />
    </>
  );
}
