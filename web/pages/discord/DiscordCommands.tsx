// The slash commands the linked server has, and how their registration went.
import { Link } from 'react-router';
import { menuGroups } from '../../navigation';
import type { DiscordStatus } from './DiscordPage';

/** A link to a page of the header's menu, named as the menu names it. */
function MenuPageLink({ to }: { to: string }) {
  const label = menuGroups.flatMap((group) => group.links).find((link) => link.to === to)?.label;
  return <Link to={to}>{label}</Link>;
}

export function DiscordCommands({ status }: { status: DiscordStatus }) {
  return (
    <>
      <p>
        Commands with <strong>Discord</strong> ticked on the <MenuPageLink to="/settings/chat" />,{' '}
        <MenuPageLink to="/settings/commands" /> and <MenuPageLink to="/settings/quotes" /> pages become slash
        commands of your server, updated whenever you change them. Mods Only commands answer members with your
        moderator role and administrators. Discord cannot tell who subscribes to or follows you on Twitch, so
        Subs Only and Followers Only commands refuse there (moderators excepted).
      </p>
      {!status.server ? (
        <p className="hint">Link a server to see its commands here.</p>
      ) : status.commands.length === 0 ? (
        <p className="hint">No commands are enabled in Discord yet.</p>
      ) : (
        <ul className="discord-commands" aria-label="Registered slash commands">
          {status.commands.map((command) => (
            <li key={command.name}>
              <code>/{command.name}</code> <span className="hint">{command.description}</span>
            </li>
          ))}
        </ul>
      )}
      {status.registration && !status.registration.ok && (
        <p className="error" role="alert">
          Discord refused the last update of these commands: {status.registration.reason}
        </p>
      )}
    </>
  );
}
