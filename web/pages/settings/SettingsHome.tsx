import { Link } from 'react-router';
import { menuGroups } from '../../navigation';
import { useSession } from '../../session';
import { ChannelStatus } from './ChannelStatus';
import { PublicPageNotice } from './PublicPageNotice';
import { RecentActivity } from './RecentActivity';
import { SettingsHistory } from './SettingsHistory';

export function SettingsHome() {
  const { username, role, channel, channels } = useSession();
  const managed = channels.find((choice) => choice.login === channel);
  return (
    <article className="page">
      <h1>{role === 'editor' && managed ? `${managed.displayName}'s channel` : `Welcome, ${username}`}</h1>
      <p className="lead">
        Everything for your channel is here. Start with the <Link to="/settings/simulator">Simulator</Link> to
        see the bot answer and your overlays react, without going live.
      </p>
      <PublicPageNotice />
      <ChannelStatus />
      <RecentActivity />
      <SettingsHistory />
      <div className="card-grid">
        {menuGroups
          .filter((group) => group.needsLogin)
          .map((group) => (
            <section key={group.label} className="panel" aria-label={group.label}>
              <h2>{group.label}</h2>
              <ul className="link-list">
                {[...group.links, ...(group.homeOnly ?? [])].map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </article>
  );
}
