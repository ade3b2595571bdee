// Discord Setup: 1 invite the bot, 2 link the server with a one-use code, 3 choose a moderator role.
import { useEffect, useId, useState } from 'react';
import { linkCodeLifetimeMs } from '../../../core/discord/link-code';
import { api, failureReason, saveOutcome } from '../../api';
import { CopyButton } from '../../components/CopyButton';
import { SaveStatus } from '../../components/SaveStatus';
import { useEditState } from '../../components/use-edit-state';
import type { DiscordStatus } from './DiscordPage';

/** While a code waits to be used, the page looks for the link this often. */
const linkPollMs = 3000;

export function DiscordSetup({
  serverSet,
  status,
  onChanged,
}: {
  serverSet: boolean;
  status: DiscordStatus;
  onChanged: () => Promise<void>;
}) {
  const [code, setCode] = useState<{ code: string; expiresAt: number } | null>(null);
  const [codeError, setCodeError] = useState('');
  const simulated = status.mode !== 'real';

  // Once a code is shown, the page notices the link by itself.
  const linkedServer = status.server?.id ?? null;
  const [serverWhenCodeMade, setServerWhenCodeMade] = useState<string | null>(null);
  useEffect(() => {
    if (!code) return;
    const timer = setInterval(() => void onChanged(), linkPollMs);
    return () => clearInterval(timer);
  }, [code, onChanged]);
  useEffect(() => {
    if (code && linkedServer && linkedServer !== serverWhenCodeMade) setCode(null);
  }, [code, linkedServer, serverWhenCodeMade]);

  async function generate() {
    setCodeError('');
    try {
      const response = await api.discord.code.$get();
      if (!response.ok) throw new Error(await failureReason(response));
      const body = await response.json();
      setServerWhenCodeMade(linkedServer);
      setCode({ code: body.code, expiresAt: Date.now() + linkCodeLifetimeMs });
    } catch (failure) {
      setCodeError((failure as Error).message || 'Could not make a code.');
    }
  }

  const command = code ? `/sbcode code:${code.code}` : '';
  return (
    <>
      {simulated && (
        <p className="hint">
          {status.mode === 'simulated'
            ? 'No Discord application is configured on this server, so a simulated "Demo Server" stands in for yours: run /sbcode in the Simulator\'s Discord panel as an administrator.'
            : "Discord interactions are real, but without a bot token the server cannot call Discord: roles come from the Demo Server and posts go to the Simulator's Discord log."}
        </p>
      )}
      <ol className="steps discord-steps">
        <li>
          <strong>Invite the bot</strong> to your server.{' '}
          {status.inviteUrl ? (
            <a className="button" href={status.inviteUrl} target="_blank" rel="noreferrer">
              Invite StreamBot
            </a>
          ) : (
            <span className="hint">(Not needed with the simulated Demo Server.)</span>
          )}
        </li>
        <li>
          <strong>Link the server.</strong> Generate a code and, as the server owner, run the command it shows
          in any channel of the server. The code works once, for 15 minutes.
          {status.mode === 'interactions' && (
            <span className="hint">
              {' '}
              Without a bot token StreamBot cannot ask Discord who owns a server: it checks only that whoever
              runs the command is an administrator there. So any administrator can link a server no channel
              has linked yet, and a linked server stays with its channel: only that channel's own code links
              it again. With a bot token, StreamBot reads the server's owner from Discord, and only the owner
              can link the server or move it to another channel.
            </span>
          )}
          <div className="step-action">
            <button type="button" className="button" onClick={() => void generate()}>
              {code ? 'Generate a new code' : 'Generate code'}
            </button>
          </div>
          {code && (
            <div className="overlay-link-row">
              <code className="overlay-url link-command">{command}</code>
              <CopyButton text={command} label="Copy command" />
              <span className="hint">
                {`Valid until ${new Date(code.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}; this page notices when it is used.`}
              </span>
            </div>
          )}
          {codeError && (
            <p className="error" role="alert">
              {codeError}
            </p>
          )}
          {serverSet && (
            <p className="server-linked" role="status">
              Linked to <strong>{status.server?.name ?? `server ${status.server?.id}`}</strong>. A new code
              links another server instead.
            </p>
          )}
        </li>
        <li>
          <strong>Choose a moderator role</strong> (optional): its members may use your Mods Only commands, as
          administrators can.
          {serverSet ? (
            <RoleForm initialRoleId={status.moderatorRoleId ?? ''} serverId={status.server?.id ?? ''} />
          ) : (
            <p className="hint">Appears once the server is linked.</p>
          )}
        </li>
      </ol>
    </>
  );
}

function RoleForm({ initialRoleId, serverId }: { initialRoleId: string; serverId: string }) {
  const [roles, setRoles] = useState<Record<string, string> | null>(null);
  const edit = useEditState({ roleID: initialRoleId });
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the roles are read again for a newly linked server
  useEffect(() => {
    let isCurrent = true;
    api.discord.roles
      .$get()
      .then(async (response) => (response.ok ? (await response.json()).roles : {}))
      .then((loaded) => isCurrent && setRoles(loaded))
      .catch(() => isCurrent && setRoles({}));
    return () => {
      isCurrent = false;
    };
  }, [serverId]);

  return (
    <form
      className="form role-form"
      aria-label="Moderator role"
      onSubmit={edit.submit(async (body) => saveOutcome(await api.discord.roles.$post({ json: body })))}
    >
      <label htmlFor={`${id}-role`}>Moderator role</label>
      <select
        id={`${id}-role`}
        value={edit.value.roleID}
        disabled={!roles}
        onChange={(e) => edit.change({ roleID: e.target.value })}
      >
        <option value="">No moderator role (administrators only)</option>
        {Object.entries(roles ?? {}).map(([name, roleId]) => (
          <option key={roleId} value={roleId}>
            {name}
          </option>
        ))}
      </select>
      <span className="row-actions">
        <SaveStatus edited={edit.edited} saved={edit.saved} error={edit.error} />
        <button type="submit" className="button primary" disabled={edit.saving || !edit.edited}>
          Save role
        </button>
      </span>
    </form>
  );
}
