// The Simulator's Discord panel: run a slash command in your server (the Demo Server until one is
// linked) as a member with chosen roles, and see what the bot posted to Discord.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { readSlashInput } from '../../../core/discord/slash-input';
import { api, failureReason } from '../../api';
import './discord-simulator.css';
import { TextField } from '../../components/SettingFields';

type Run = { key: string; user: string; command: string; option: string; reply: string; ephemeral: boolean };
type Post = { to: string; content: string; imageUrl?: string; at: number };

let runCounter = 0;

/** `logVersion` changes when something else (a fired event) may have made the bot post. */
export function DiscordSimulator({ logVersion }: { logVersion: number }) {
  const [user, setUser] = useState('viewer');
  const [command, setCommand] = useState('');
  const [text, setText] = useState('');
  const [admin, setAdmin] = useState(false);
  const [roles, setRoles] = useState<string[]>([]);
  /** The server's roles, name to id. */
  const [serverRoles, setServerRoles] = useState<Record<string, string>>({});
  const [commands, setCommands] = useState<string[]>([]);
  const [runs, setRuns] = useState<Run[]>([]);
  const [posts, setPosts] = useState<Post[]>([]);
  const [error, setError] = useState('');
  const [isRunning, setIsRunning] = useState(false);
  // A refusal speaks of what was sent: typing again makes it stale, so it goes.
  const edited = (set: (value: string) => void) => (value: string) => {
    setError('');
    set(value);
  };

  const loadServer = useCallback(async () => {
    const [status, roleList] = await Promise.all([api.discord.status.$get(), api.discord.roles.$get()]);
    if (status.ok) setCommands((await status.json()).commands.map((c) => c.name));
    setServerRoles(roleList.ok ? (await roleList.json()).roles : {});
  }, []);

  const loadPosts = useCallback(async () => {
    const response = await api.simulator.discord.$get();
    if (response.ok) setPosts((await response.json()).messages);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when logVersion changes
  useEffect(() => {
    loadServer().catch(() => {});
    loadPosts().catch(() => {});
  }, [logVersion, loadServer, loadPosts]);

  async function run(event: FormEvent) {
    event.preventDefault();
    // A command pasted whole, as the Discord page copies it, carries its option after the name.
    const typed = readSlashInput(command);
    if (typed.option && text.trim()) {
      setError(`Put what follows /${typed.name} either after it or in Option, not both.`);
      return;
    }
    const name = typed.name;
    const option = typed.option || text.trim();
    setIsRunning(true);
    setError('');
    try {
      const response = await api.simulator.discord.$post({
        json: { user, command: name, ...(option ? { text: option } : {}), roles, admin },
      });
      if (!response.ok) {
        setError(await failureReason(response));
        return;
      }
      const { reply, ephemeral } = await response.json();
      setRuns((current) => [
        ...current,
        { key: `run-${++runCounter}`, user, command: name, option, reply, ephemeral },
      ]);
      setText('');
      if (typed.option) setCommand(name);
      await Promise.all([loadServer(), loadPosts()]);
    } catch {
      setError('Could not reach the server. Check your connection and try again.');
    } finally {
      setIsRunning(false);
    }
  }

  /** Role mentions as Discord shows them: @Name (the raw <@&id> when the role is unknown). */
  const shown = (text: string) =>
    text.replace(/<@&(\d+)>/g, (raw, id: string) => {
      const name = Object.entries(serverRoles).find(([, roleId]) => roleId === id)?.[0];
      return name ? `@${name}` : raw;
    });

  const toggleRole = (role: string) =>
    setRoles((current) => (current.includes(role) ? current.filter((r) => r !== role) : [...current, role]));

  return (
    <div className="discord-simulator">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be focusable (axe) */}
      <ol className="chat-log" aria-label="Discord answers" aria-live="polite" tabIndex={0}>
        {runs.length === 0 && <li className="empty">No slash commands yet. Run one below.</li>}
        {runs.map((entry) => (
          <li key={entry.key}>
            <div className="viewer">
              <strong>{entry.user}:</strong> /{entry.command}
              {entry.option && ` ${entry.option}`}
            </div>
            <div className="bot">
              <strong>Bot{entry.ephemeral ? ' (only they see this)' : ''}:</strong> {shown(entry.reply)}
            </div>
          </li>
        ))}
      </ol>
      <form onSubmit={run} className="form">
        <TextField label="Member" value={user} maxLength={32} required onChange={edited(setUser)} />
        <fieldset className="field roles">
          <legend>Roles</legend>
          <label className="checkbox">
            <input type="checkbox" checked={admin} onChange={(e) => setAdmin(e.target.checked)} />
            Administrator
          </label>
          {/* Toggle buttons, not checkboxes: a server role named like a chat role must not share its label. */}
          {Object.keys(serverRoles).map((role) => (
            <button
              key={role}
              type="button"
              className="button subtle role-toggle"
              aria-pressed={roles.includes(role)}
              onClick={() => toggleRole(role)}
            >
              {role}
            </button>
          ))}
        </fieldset>
        <TextField
          label="Slash command"
          value={command}
          maxLength={2040}
          required
          placeholder="sbcode, or paste /sbcode code:…"
          suggestions={['sbcode', ...commands]}
          onChange={edited(setCommand)}
        />
        <TextField
          label="Option"
          value={text}
          maxLength={2000}
          placeholder="what follows the command (the code for /sbcode)"
          onChange={edited(setText)}
        />
        <button type="submit" className="button primary" disabled={isRunning}>
          Run
        </button>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </form>
      <h3>Posted to Discord</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be focusable (axe) */}
      <ol className="chat-log discord-posts" aria-label="Discord log" tabIndex={0}>
        {posts.length === 0 && (
          <li className="empty">Announcements, quote images and test messages show here.</li>
        )}
        {posts.map((post) => (
          <li key={`${post.at}:${post.to}:${post.content}`} className="bot">
            <strong>{post.to}:</strong> {shown(post.content)}
            {post.imageUrl && (
              <a href={post.imageUrl} target="_blank" rel="noreferrer">
                <img src={post.imageUrl} alt={`Quote image: ${post.content}`} loading="lazy" />
              </a>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
