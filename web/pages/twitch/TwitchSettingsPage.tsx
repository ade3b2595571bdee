import { useEffect, useState } from 'react';
import { api, failureReason } from '../../api';
import { Collapsible } from '../../components/Collapsible';
import { AnnouncementsEditor } from './AnnouncementsEditor';
import { BotChannelStatus } from './BotChannelStatus';
import { ChatAccountSection } from './ChatAccountSection';
import { IncrementorEditor } from './IncrementorEditor';
import { useChannelRewards } from './RewardTitleField';
import { TextReplies } from './TextReplies';

type TwitchSettings = Awaited<ReturnType<Awaited<ReturnType<typeof api.twitch.settings.$get>>['json']>>;

export function TwitchSettingsPage() {
  const [settings, setSettings] = useState<TwitchSettings | null>(null);
  const [error, setError] = useState('');
  const rewards = useChannelRewards();

  useEffect(() => {
    // Only the latest load counts (React runs effects twice in development).
    let isCurrent = true;
    api.twitch.settings
      .$get()
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureReason(response));
        const loaded = await response.json();
        if (isCurrent) setSettings(loaded);
      })
      .catch(
        (failure: Error) => isCurrent && setError(failure.message || 'Could not load your Twitch settings.'),
      );
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <article className="page">
      <h1>Twitch</h1>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <Collapsible title="Twitch Settings">
        <p>When the bot is in your channel it reads chat and answers your commands.</p>
        {settings ? (
          <BotChannelStatus initiallyConnected={settings.isConnected} />
        ) : (
          <p>
            Status: <strong>Please Wait...</strong>
          </p>
        )}
      </Collapsible>
      <Collapsible title="Chat Account">
        {settings && <ChatAccountSection initialLogin={settings.chatAccountLogin} />}
      </Collapsible>
      <Collapsible title="Periodic Announcements">
        {settings && <AnnouncementsEditor initial={settings.announcementSettings} />}
      </Collapsible>
      <Collapsible title="Channel Point Redemption: Replies">
        {settings && <TextReplies initial={settings.textReplies} rewards={rewards} />}
      </Collapsible>
      <Collapsible title="Channel Point Redemption: Incrementor">
        {settings && <IncrementorEditor initial={settings.incrementorSettings} rewards={rewards} />}
      </Collapsible>
    </article>
  );
}
