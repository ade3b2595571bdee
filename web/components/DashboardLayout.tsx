import { Outlet } from 'react-router';
import { useSession } from '../session';
import { HealthBanner } from './HealthBanner';

/**
 * The dashboard's pages, every /settings page and the Keywords page, show the channel's notice above them
 * while a streamer is signed in: it is mounted here once, whichever of those routes a page sits under.
 */
export function DashboardLayout() {
  const { loggedIn, role, channel, channels } = useSession();
  const managed = channels.find((choice) => choice.login === channel);
  return (
    <>
      {loggedIn && role === 'editor' && managed && (
        <p className="notice editor-notice" role="status">
          You are managing <strong>{managed.displayName}</strong>'s channel as an editor. Its tokens,
          connections, editors list and overlay key stay with its owner; every change you make is shown in
          their history.
        </p>
      )}
      {loggedIn && <HealthBanner />}
      <Outlet />
    </>
  );
}
