// /settings/discord (spec: Discord page): Discord Setup's three steps, the Live Announcement, and the
// commands the linked server has as slash commands.
import { useCallback, useEffect, useState } from 'react';
import { api, failureReason } from '../../api';
import { Collapsible } from '../../components/Collapsible';
import { AnnouncementForm } from './AnnouncementForm';
import { DiscordCommands } from './DiscordCommands';
import { DiscordSetup } from './DiscordSetup';
import './discord.css';

type Settings = Awaited<ReturnType<Awaited<ReturnType<typeof api.discord.$get>>['json']>>['settings'];
export type DiscordStatus = Awaited<ReturnType<Awaited<ReturnType<typeof api.discord.status.$get>>['json']>>;

export function DiscordPage() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [status, setStatus] = useState<DiscordStatus | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    try {
      const [settingsResponse, statusResponse] = await Promise.all([
        api.discord.$get(),
        api.discord.status.$get(),
      ]);
      if (!settingsResponse.ok) throw new Error(await failureReason(settingsResponse));
      if (!statusResponse.ok) throw new Error(await failureReason(statusResponse));
      setSettings((await settingsResponse.json()).settings);
      setStatus(await statusResponse.json());
      setError('');
    } catch (failure) {
      setError((failure as Error).message || 'Could not load your Discord settings.');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <article className="page discord-page">
      <h1>Discord</h1>
      <p className="lead">
        Run your commands in your Discord server as slash commands, with the same answers and permissions as
        in Twitch chat, and tell the server when your stream starts.
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <Collapsible title="Discord Setup">
        {settings && status ? (
          <DiscordSetup serverSet={settings.serverSet} status={status} onChanged={load} />
        ) : (
          <p>Loading…</p>
        )}
      </Collapsible>
      <Collapsible title="Live Announcement">
        {settings && status && <AnnouncementForm initial={settings} status={status} onSaved={load} />}
      </Collapsible>
      <Collapsible title="Commands in Discord">{status && <DiscordCommands status={status} />}</Collapsible>
    </article>
  );
}
